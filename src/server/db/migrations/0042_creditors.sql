-- Supplier credit, "creditors" (docs/decisions/0021-creditors.md). A GRN may be on
-- credit (due on its due date); supplier payments (cash, an issued cheque, a bank transfer) are
-- allocated to the supplier's GRNs on credit. A supplier's balance is derived, never stored:
-- Σ its GRNs on credit − Σ its payments (every payment is allocated in full).
ALTER TABLE "suppliers" ADD COLUMN "credit_days" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_credit_days_check" CHECK ("credit_days" is null or "credit_days" between 0 and 365);--> statement-breakpoint
-- Backfill from the free-text payment terms when they name a number of days ("30", "30 days", "Net 45").
DO $$
BEGIN
  PERFORM set_config('kade.platform', 'on', true);
  UPDATE suppliers SET credit_days = substring(payment_terms from '(\d{1,3})')::integer
  WHERE credit_days IS NULL
    AND payment_terms ~* '^\s*(net\s*)?\d{1,3}\s*(d|day|days)?(\s+(credit|net))?\s*\.?\s*$'
    AND substring(payment_terms from '(\d{1,3})')::integer <= 365;
  PERFORM set_config('kade.platform', '', true);
END $$;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD COLUMN "on_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD CONSTRAINT "goods_received_notes_credit_due_check" CHECK (not "on_credit" or "due_date" is not null);--> statement-breakpoint
-- The creditors list and ageing: a business's GRNs on credit.
CREATE INDEX "goods_received_notes_business_credit_idx" ON "goods_received_notes" USING btree ("business_id","due_date") WHERE "on_credit";--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"cheque_number" text,
	"cheque_bank" text,
	"cheque_date" date,
	"reference" text,
	"notes" text,
	-- The request's Idempotency-Key: a replayed key answers the first payment and records nothing.
	"idempotency_key" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_method_check" CHECK ("method" in ('cash', 'cheque', 'bank_transfer')),
	CONSTRAINT "supplier_payments_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "supplier_payments_cheque_check" CHECK ("method" <> 'cheque' or ("cheque_number" is not null and "cheque_bank" is not null and "cheque_date" is not null))
);--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_fk" FOREIGN KEY ("business_id","supplier_id") REFERENCES "public"."suppliers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_business_id_key" ON "supplier_payments" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_business_idempotency_key" ON "supplier_payments" USING btree ("business_id","idempotency_key") WHERE "idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "supplier_payments_business_supplier_idx" ON "supplier_payments" USING btree ("business_id","supplier_id","paid_on");--> statement-breakpoint
-- Issued cheques by the date they will be presented.
CREATE INDEX "supplier_payments_business_cheque_idx" ON "supplier_payments" USING btree ("business_id","cheque_date") WHERE "method" = 'cheque';--> statement-breakpoint
CREATE TABLE "supplier_payment_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"grn_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "supplier_payment_allocations_amount_check" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_payment_fk" FOREIGN KEY ("business_id","payment_id") REFERENCES "public"."supplier_payments"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A GRN that has been paid on cannot be deleted (the service answers 409 first).
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_grn_fk" FOREIGN KEY ("business_id","grn_id") REFERENCES "public"."goods_received_notes"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payment_allocations_payment_grn_key" ON "supplier_payment_allocations" USING btree ("business_id","payment_id","grn_id");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_grn_idx" ON "supplier_payment_allocations" USING btree ("business_id","grn_id");--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['supplier_payments', 'supplier_payment_allocations'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
             OR current_setting('kade.platform', true) = 'on')
      WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
             OR current_setting('kade.platform', true) = 'on')$p$, t);
  END LOOP;
END $$;
