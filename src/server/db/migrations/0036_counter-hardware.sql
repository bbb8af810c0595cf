-- The counter's hardware (docs/decisions/0017-counter-hardware.md). The shop's static
-- LankaQR payload from its bank, its weighing-scale barcode layouts, a product's scale item code
-- (PLU), when a product's price last changed (for shelf labels), and the cash drawer's opens.
ALTER TABLE "business_settings" ADD COLUMN "lankaqr_payload" text;--> statement-breakpoint
-- Null: the common EAN-13 layouts (shared/domain/scale-barcode.ts DEFAULT_SCALE_BARCODE_RULES).
ALTER TABLE "business_settings" ADD COLUMN "scale_barcode_rules" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "scale_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_scale_code_check" CHECK ("scale_code" is null or "scale_code" ~ '^[0-9]{1,6}$');--> statement-breakpoint
CREATE UNIQUE INDEX "products_business_scale_code_key" ON "products" USING btree ("business_id","scale_code") WHERE "products"."scale_code" is not null and "products"."is_active";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
-- Every path that changes a selling price (the product form, imports, bulk edits) marks it, so
-- "labels for products whose price changed" cannot miss one.
CREATE OR REPLACE FUNCTION kade_mark_price_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.selling_price_cents IS DISTINCT FROM OLD.selling_price_cents OR NEW.mrp_cents IS DISTINCT FROM OLD.mrp_cents THEN
    NEW.price_changed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_price_changed BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION kade_mark_price_changed();--> statement-breakpoint
CREATE INDEX "products_business_price_changed_idx" ON "products" USING btree ("business_id","price_changed_at") WHERE "products"."price_changed_at" is not null;--> statement-breakpoint
-- A cash drawer opened without a sale ("Open drawer" with a reason): audited, counted in the Z report.
CREATE TABLE "drawer_opens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drawer_opens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"shift_id" integer,
	"terminal_id" integer,
	"user_id" uuid,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_opens_reason_check" CHECK (length("reason") between 1 and 200)
);--> statement-breakpoint
ALTER TABLE "drawer_opens" ADD CONSTRAINT "drawer_opens_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_opens" ADD CONSTRAINT "drawer_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_opens_business_opened_idx" ON "drawer_opens" USING btree ("business_id","opened_at");--> statement-breakpoint
CREATE INDEX "drawer_opens_business_shift_idx" ON "drawer_opens" USING btree ("business_id","shift_id");--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE drawer_opens ENABLE ROW LEVEL SECURITY;
  ALTER TABLE drawer_opens FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON drawer_opens
    USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on')
    WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on');
END $$;
