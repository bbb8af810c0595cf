-- Batches and expiry (docs/decisions/0020-batches-and-expiry.md). A product that
-- tracks batches holds its stock per batch; what is in no batch (stock before tracking was turned
-- on, imports, positive adjustments naming no batch) is the "unbatched remainder" = stock − Σ batches.
-- Σ a batch's movements (stock_movements.batch_id) = its quantity, as Σ movements = stock.
CREATE TABLE "stock_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	-- '' when the supplier printed only an expiry date (groceries).
	"batch_number" text DEFAULT '' NOT NULL,
	"expiry_date" date,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- Where the batch first came from: a GRN (source_id = the GRN's id: its lines are rewritten on
	-- every edit, so a line id would not last) or an adjustment.
	"source" text NOT NULL,
	"source_id" integer,
	CONSTRAINT "stock_batches_quantity_check" CHECK ("quantity" >= 0),
	CONSTRAINT "stock_batches_number_check" CHECK (length("batch_number") <= 60),
	CONSTRAINT "stock_batches_source_check" CHECK ("source" in ('grn', 'adjust'))
);--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One row per product, number and expiry: a second delivery of the same batch tops it up.
CREATE UNIQUE INDEX "stock_batches_business_product_number_key" ON "stock_batches" USING btree ("business_id","product_id","batch_number",coalesce("expiry_date", 'infinity'::date));--> statement-breakpoint
-- The expiry report and the dashboard card: batches with stock by expiry date.
CREATE INDEX "stock_batches_business_expiry_idx" ON "stock_batches" USING btree ("business_id","expiry_date") WHERE "quantity" > 0;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A return finds the batches its sale took from (only batch movements are indexed: few rows).
CREATE INDEX "stock_movements_business_batch_ref_idx" ON "stock_movements" USING btree ("business_id","reference_id") WHERE "batch_id" is not null;--> statement-breakpoint
-- A GRN line's batch, kept so an edit or a deletion of the GRN takes back from the same batch.
ALTER TABLE "goods_received_note_items" ADD COLUMN "batch_number" text;--> statement-breakpoint
ALTER TABLE "goods_received_note_items" ADD COLUMN "expiry_date" date;--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE stock_batches ENABLE ROW LEVEL SECURITY;
  ALTER TABLE stock_batches FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON stock_batches
    USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on')
    WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on');
END $$;
