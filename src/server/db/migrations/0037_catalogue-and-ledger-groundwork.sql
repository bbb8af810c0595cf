-- Groundwork shared by the catalogue, import, stocktake and batch changes, so each one's own migration touches only its own tables:
-- a product's image (a stored file, resized on the server) and whether it tracks batches; a stock
-- movement's batch; and the `import` movement (stock that came in with an imported file).
ALTER TABLE "products" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tracks_batches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_check";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK ("kind" in ('sale', 'return', 'void', 'receive', 'reverse', 'adjust', 'count', 'open', 'import'));
