-- A batch opened by an import says so (migration 0040 allowed only 'grn' and 'adjust', and
-- imports recorded 'adjust'). Batches whose first movement is an import's are relabelled.
ALTER TABLE "stock_batches" DROP CONSTRAINT "stock_batches_source_check";--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_source_check" CHECK ("source" in ('grn', 'adjust', 'import'));--> statement-breakpoint
UPDATE "stock_batches" b SET "source" = 'import'
WHERE b."source" = 'adjust'
  AND (SELECT m."kind" FROM "stock_movements" m
       WHERE m."business_id" = b."business_id" AND m."batch_id" = b."id"
       ORDER BY m."id" LIMIT 1) = 'import';
