CREATE TABLE "sale_item_daily_rollups" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"nbt_rate_bp" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"line_subtotal_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"nbt_cents" bigint NOT NULL,
	"line_total_cents" bigint NOT NULL,
	"max_name" text NOT NULL,
	"max_sku" text,
	CONSTRAINT "sale_item_daily_rollups_pkey" PRIMARY KEY("business_id","day","product_id","vat_rate_bp","nbt_rate_bp")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_rollups" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"sale_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"nbt_cents" bigint NOT NULL,
	CONSTRAINT "sales_daily_rollups_pkey" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_state" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"through_day" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_item_daily_rollups" ADD CONSTRAINT "sale_item_daily_rollups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_rollups" ADD CONSTRAINT "sales_daily_rollups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rollup_state" ADD CONSTRAINT "sales_rollup_state_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Today and month-to-date read the raw sales after the last rolled-up day: this index answers them
-- index-only (drizzle-kit cannot express INCLUDE, so the schema keeps the key columns only).
DROP INDEX IF EXISTS "sales_business_date_idx";
--> statement-breakpoint
CREATE INDEX "sales_business_date_idx" ON "sales" USING btree ("business_id","sale_date" DESC NULLS LAST) INCLUDE ("total_cents","subtotal_cents","vat_cents","nbt_cents");
--> statement-breakpoint
-- New tenant tables: row-level security exactly as in 0012_rls.sql.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sales_daily_rollups', 'sale_item_daily_rollups', 'sales_rollup_state']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      $p$CREATE POLICY tenant_isolation ON %I
           USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
                  OR current_setting('kade.platform', true) = 'on')
           WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
                  OR current_setting('kade.platform', true) = 'on')$p$,
      t);
  END LOOP;
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sales_daily_rollups, sale_item_daily_rollups, sales_rollup_state TO kade_app;
