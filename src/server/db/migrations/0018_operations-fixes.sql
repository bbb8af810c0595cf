-- A GRN on which nothing arrived records why.
ALTER TABLE "goods_received_notes" ADD COLUMN "rejection_reason" text;
--> statement-breakpoint
-- The default loyalty programme gives 1% back (1 point per LKR 100, a point worth
-- LKR 1), not 100% (1 point per rupee at LKR 1 a point).
ALTER TABLE "business_settings" ALTER COLUMN "points_per_rupee_hundredths" SET DEFAULT 1;
--> statement-breakpoint
-- Businesses still on the untouched old defaults (1.00 point per rupee and a point worth LKR 1,
-- or no programme row, which answers LKR 1) were never given a choice: they move to the new
-- default. Any other combination was set by an owner and is kept.
UPDATE "business_settings" s SET "points_per_rupee_hundredths" = 1
WHERE s."points_per_rupee_hundredths" = 100
  AND NOT EXISTS (
    SELECT 1 FROM "loyalty_program" p WHERE p."business_id" = s."business_id" AND p."cents_per_point" <> 100
  );
