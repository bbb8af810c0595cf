-- How a sale is priced. A tax configuration says whether shelf prices include
-- VAT (on for every business: consumer prices and printed MRPs in Sri Lanka do). A sale keeps how
-- it was priced (registered or not, inclusive or exclusive) so its receipt and tax invoice print
-- what was charged; its lines keep their share of the sale's discount and their tax category.
-- Sales made before this migration were priced the old way: VAT added on top whether or not the
-- shop was registered; the defaults for existing rows say exactly that.
ALTER TABLE "tax_configurations" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "vat_registered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "prices_include_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "discount_share_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "tax_category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_tax_category_check" CHECK ("sale_items"."tax_category" in ('standard', 'zero_rated', 'exempt'));--> statement-breakpoint
-- A sale's subtotal now means net of VAT AFTER its discount (the discount comes off before VAT).
-- Older sales stored it before the discount: re-state them, and their daily roll-ups, so every
-- reader takes net sales = subtotal. Their totals, VAT and lines are left as they were charged.
UPDATE "sales" SET "subtotal_cents" = "subtotal_cents" - "discount_cents" WHERE "discount_cents" <> 0;--> statement-breakpoint
UPDATE "sales_daily_rollups" SET "subtotal_cents" = "subtotal_cents" - "discount_cents" WHERE "discount_cents" <> 0;
--> statement-breakpoint
-- The till prices its preview by the tax configuration in force today: its catalogue version now
-- includes that row's id, so saving a configuration (or one dated ahead coming into force at the
-- shop's midnight) gives the till a new catalogue.
CREATE OR REPLACE FUNCTION kade_pos_version(p_business_id integer)
RETURNS text
LANGUAGE sql
STABLE
SECURITY INVOKER
AS $$
  SELECT p_business_id::text
    || '.' || coalesce((SELECT version FROM catalog_versions WHERE business_id = p_business_id), 0)::text
    || '.' || coalesce((SELECT last_number FROM invoice_counters WHERE business_id = p_business_id), 0)::text
    || '.' || coalesce((SELECT extract(epoch FROM updated_at)::text FROM business_settings WHERE business_id = p_business_id), '')
    || '.' || coalesce((SELECT c.id FROM tax_configurations c
         WHERE c.business_id = p_business_id
           AND c.effective_from <= (now() AT TIME ZONE coalesce(
             (SELECT s.time_zone FROM business_settings s WHERE s.business_id = p_business_id), 'Asia/Colombo'))::date
         ORDER BY c.effective_from DESC, c.id DESC LIMIT 1), 0)::text
$$;
