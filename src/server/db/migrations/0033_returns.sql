-- Returns, exchanges, voids and credit notes (schema/returns.ts). A sale reads its status
-- (completed, partly_returned, returned, void); its returns and voids are rows of their own that the
-- sales read model subtracts; refunds say how the customer was paid back.
ALTER TABLE "sales" ADD COLUMN "status" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_status_check" CHECK ("status" in ('completed','partly_returned','returned','void'));--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "cashier_return_limit_cents" bigint DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "cashier_return_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "store_credit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_loyalty_points" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "debtor_entries" ADD COLUMN "return_id" integer;--> statement-breakpoint
CREATE INDEX "debtor_entries_return_idx" ON "debtor_entries" USING btree ("business_id","return_id") WHERE "debtor_entries"."return_id" is not null;--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"kind" text NOT NULL,
	"credit_note_number" text,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"nbt_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"sale_payment_method" text NOT NULL,
	"sale_cashier_id" uuid,
	"customer_id" integer,
	"customer_name" text,
	"user_id" uuid,
	"approved_by" uuid,
	"shift_id" integer,
	"reason" text,
	"points_reversed" integer DEFAULT 0 NOT NULL,
	"points_shortfall" integer DEFAULT 0 NOT NULL,
	"points_restored" integer DEFAULT 0 NOT NULL,
	"return_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_returns_kind_check" CHECK ("kind" in ('return','void')),
	CONSTRAINT "sale_returns_amounts_check" CHECK ("total_cents" >= 0 and "discount_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_fk" FOREIGN KEY ("business_id","sale_id") REFERENCES "public"."sales"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_cashier_id_users_id_fk" FOREIGN KEY ("sale_cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_business_id_key" ON "sale_returns" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_business_credit_note_key" ON "sale_returns" USING btree ("business_id","credit_note_number") WHERE "sale_returns"."credit_note_number" is not null;--> statement-breakpoint
CREATE INDEX "sale_returns_business_sale_idx" ON "sale_returns" USING btree ("business_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_returns_business_date_idx" ON "sale_returns" USING btree ("business_id","return_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sale_returns_business_shift_idx" ON "sale_returns" USING btree ("business_id","shift_id") WHERE "sale_returns"."shift_id" is not null;--> statement-breakpoint
CREATE TABLE "sale_return_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_return_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"return_date" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"unit" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"nbt_rate_bp" integer NOT NULL,
	"line_subtotal_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"nbt_cents" bigint NOT NULL,
	"line_total_cents" bigint NOT NULL,
	"discount_share_cents" bigint DEFAULT 0 NOT NULL,
	"tax_category" text DEFAULT 'standard' NOT NULL,
	"line_cost_cents" bigint DEFAULT 0 NOT NULL,
	"restock" boolean NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "sale_return_items_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "sale_return_items_reason_check" CHECK ("reason" in ('changed_mind','wrong_item','damaged','expired','faulty','other'))
);--> statement-breakpoint
ALTER TABLE "sale_return_items" ADD CONSTRAINT "sale_return_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_items" ADD CONSTRAINT "sale_return_items_return_fk" FOREIGN KEY ("business_id","return_id") REFERENCES "public"."sale_returns"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_return_items_business_date_product_idx" ON "sale_return_items" USING btree ("business_id","return_date","product_id");--> statement-breakpoint
CREATE INDEX "sale_return_items_business_sale_idx" ON "sale_return_items" USING btree ("business_id","sale_id");--> statement-breakpoint
CREATE INDEX "sale_return_items_return_idx" ON "sale_return_items" USING btree ("business_id","return_id");--> statement-breakpoint
CREATE TABLE "sale_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"return_date" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text,
	"credit_to" text,
	"shift_id" integer,
	CONSTRAINT "sale_refunds_method_check" CHECK ("method" in ('cash','card','lankaqr','cheque','bank_transfer','credit')),
	CONSTRAINT "sale_refunds_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "sale_refunds_credit_to_check" CHECK (("method" = 'credit') = ("credit_to" is not null))
);--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_return_fk" FOREIGN KEY ("business_id","return_id") REFERENCES "public"."sale_returns"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_refunds_return_idx" ON "sale_refunds" USING btree ("business_id","return_id");--> statement-breakpoint
CREATE INDEX "sale_refunds_business_date_idx" ON "sale_refunds" USING btree ("business_id","return_date");--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "credit_note_counters" ADD CONSTRAINT "credit_note_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tenant tables: the same row-level security as every other one (migration 0012).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sale_returns','sale_return_items','sale_refunds','credit_note_counters'] LOOP
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
