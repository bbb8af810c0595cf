-- Each sale line records what the goods cost when they were sold, so reports and
-- the tax snapshot can show cost of goods sold and gross profit.
-- unit_cost_cents: the product's buying price at the time of sale (null: the product had none).
-- line_cost_cents: unit cost × quantity, rounded to the cent like the line subtotal (0 when unknown).
ALTER TABLE "sale_items" ADD COLUMN "unit_cost_cents" bigint;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "line_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines sold before this migration never recorded a cost. They are backfilled from the product's
-- CURRENT buying price (the only figure there is): an estimate for those past lines, exact from now on.
UPDATE "sale_items" i
SET "unit_cost_cents" = p."buying_price_cents",
    "line_cost_cents" = round(i."quantity"::numeric * p."buying_price_cents" / 1000)
FROM "products" p
WHERE p."business_id" = i."business_id" AND p."id" = i."product_id" AND p."buying_price_cents" IS NOT NULL;--> statement-breakpoint
-- The roll-ups carry the cost (per product line) and the discount (per day) too.
ALTER TABLE "sale_item_daily_rollups" ADD COLUMN "line_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_rollups" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows rolled before these columns existed hold zeros there: forget the state, so readers go live
-- until the roller rebuilds every business (docs/decisions/0004-sales-rollups.md).
DELETE FROM "sales_rollup_state";
