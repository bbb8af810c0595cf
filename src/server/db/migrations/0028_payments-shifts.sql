-- Split payments, cheques, parked sales, discount limits with a manager's PIN, shifts
-- with cash movements and Z reports (schema/tills.ts). Older sales keep their one method; their
-- payments are backfilled as one payment of the whole total (credit sales: the credit part).
ALTER TABLE "sales" DROP CONSTRAINT IF EXISTS "sales_payment_method_check";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_method_check" CHECK ("payment_method" in ('cash','card','lankaqr','cheque','bank_transfer','credit','split'));--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cash_tendered_cents" bigint;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "change_due_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "cashier_discount_limit_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "cashiers_work_in_shifts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- An admin's manager PIN (4–8 digits), hashed like a password; null: none set.
ALTER TABLE "users" ADD COLUMN "manager_pin_hash" text;--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_date" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text,
	"cheque_number" text,
	"cheque_bank" text,
	"cheque_date" date,
	CONSTRAINT "sale_payments_method_check" CHECK ("method" in ('cash','card','lankaqr','cheque','bank_transfer','credit')),
	CONSTRAINT "sale_payments_amount_check" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_fk" FOREIGN KEY ("business_id","sale_id") REFERENCES "public"."sales"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("business_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_payments_business_date_idx" ON "sale_payments" USING btree ("business_id","sale_date");--> statement-breakpoint
INSERT INTO "sale_payments" ("business_id", "sale_id", "sale_date", "method", "amount_cents")
  SELECT "business_id", "id", "sale_date", "payment_method", "total_cents" FROM "sales" WHERE "total_cents" > 0;--> statement-breakpoint
CREATE TABLE "cheques" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cheques_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"sale_id" integer,
	"sale_payment_id" integer,
	"customer_id" integer,
	"drawer_name" text,
	"bank" text NOT NULL,
	"cheque_number" text NOT NULL,
	"cheque_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheques_status_check" CHECK ("status" in ('pending','deposited','cleared','bounced'))
);--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheques_business_status_date_idx" ON "cheques" USING btree ("business_id","status","cheque_date");--> statement-breakpoint
CREATE INDEX "cheques_business_sale_idx" ON "cheques" USING btree ("business_id","sale_id");--> statement-breakpoint
CREATE TABLE "parked_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parked_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"cashier_id" uuid,
	"customer_id" integer,
	"note" text,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "parked_sales" ADD CONSTRAINT "parked_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_sales" ADD CONSTRAINT "parked_sales_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parked_sales_business_created_idx" ON "parked_sales" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float_cents" bigint NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"counted_cash_cents" bigint,
	"denominations" jsonb,
	"z_number" integer,
	"z_report" jsonb
);--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_business_id_key" ON "shifts" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_user" ON "shifts" USING btree ("business_id","user_id") WHERE "closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_business_z_number_key" ON "shifts" USING btree ("business_id","z_number");--> statement-breakpoint
CREATE INDEX "shifts_business_opened_idx" ON "shifts" USING btree ("business_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
-- A shift's sales: the Z report reads them by this index (bench: 5,000 sales in 1,000,000 ≤ 20 ms).
CREATE INDEX "sales_business_shift_idx" ON "sales" USING btree ("business_id","shift_id") WHERE "shift_id" is not null;--> statement-breakpoint
CREATE TABLE "shift_cash_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_cash_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cash_movements_kind_check" CHECK ("kind" in ('in','out')),
	CONSTRAINT "shift_cash_movements_amount_check" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_shift_fk" FOREIGN KEY ("business_id","shift_id") REFERENCES "public"."shifts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_cash_movements_shift_idx" ON "shift_cash_movements" USING btree ("business_id","shift_id");--> statement-breakpoint
-- Tenant tables: the same row-level security as every other one (migration 0012).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sale_payments','cheques','parked_sales','shifts','shift_cash_movements'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      $p$CREATE POLICY tenant_isolation ON %I
        USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
               OR current_setting('kade.platform', true) = 'on')
        WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
               OR current_setting('kade.platform', true) = 'on')$p$, t);
  END LOOP;
END $$;
