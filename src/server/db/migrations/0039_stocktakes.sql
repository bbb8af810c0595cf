-- Stock adjustments and stocktakes (docs/decisions/0019-adjustments-and-stocktakes.md).
-- stock_adjustments: a read model of the ledger's `adjust` movements, one row per movement, written
-- by a trigger in the movement's own statement with the product's buying price at that moment (the
-- value at cost stays what it was when the price changes later) — every path that adjusts stock
-- (the Adjustments screen, the product dialog's stock edit) lands in the list.
CREATE TABLE "stock_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"movement_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"reason" text,
	"note" text,
	"unit_cost_cents" bigint,
	"value_cents" bigint,
	"user_id" uuid,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_adjustments_business_movement_key" ON "stock_adjustments" USING btree ("business_id","movement_id");--> statement-breakpoint
CREATE INDEX "stock_adjustments_business_created_idx" ON "stock_adjustments" USING btree ("business_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "stock_adjustments_business_product_idx" ON "stock_adjustments" USING btree ("business_id","product_id","id" DESC);--> statement-breakpoint
-- Adjustments made before this table: their cost is the buying price now (the best there is).
DO $$
BEGIN
  PERFORM set_config('kade.platform', 'on', true);
  INSERT INTO stock_adjustments (business_id, movement_id, product_id, quantity, reason, note, unit_cost_cents, value_cents, user_id, created_at)
  SELECT m.business_id, m.id, m.product_id, m.quantity, m.reason, m.note, p.buying_price_cents,
    round(m.quantity::numeric * p.buying_price_cents / 1000)::bigint, m.user_id, m.created_at
  FROM stock_movements m JOIN products p ON p.business_id = m.business_id AND p.id = m.product_id
  WHERE m.kind = 'adjust'
  ORDER BY m.id;
  PERFORM set_config('kade.platform', '', true);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kade_record_stock_adjustment() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- round() on numeric rounds half away from zero, as shared/domain/money multiplyCentsByThousandths.
  INSERT INTO stock_adjustments (business_id, movement_id, product_id, quantity, reason, note, unit_cost_cents, value_cents, user_id, created_at)
  SELECT NEW.business_id, NEW.id, NEW.product_id, NEW.quantity, NEW.reason, NEW.note, p.buying_price_cents,
    round(NEW.quantity::numeric * p.buying_price_cents / 1000)::bigint, NEW.user_id, NEW.created_at
  FROM products p WHERE p.business_id = NEW.business_id AND p.id = NEW.product_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only `adjust` rows fire it: a sale's movements pay one WHEN test per row, nothing more.
CREATE TRIGGER stock_movements_record_adjustment AFTER INSERT ON "stock_movements"
  FOR EACH ROW WHEN (NEW.kind = 'adjust') EXECUTE FUNCTION kade_record_stock_adjustment();--> statement-breakpoint
CREATE TABLE "stocktakes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocktakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"category_ids" integer[],
	"status" text DEFAULT 'open' NOT NULL,
	"uncounted_policy" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stocktakes_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "stocktakes_status_check" CHECK ("status" in ('open', 'posted', 'cancelled')),
	CONSTRAINT "stocktakes_uncounted_policy_check" CHECK ("uncounted_policy" is null or "uncounted_policy" in ('leave', 'zero'))
);--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktakes" ADD CONSTRAINT "stocktakes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stocktakes_business_created_idx" ON "stocktakes" USING btree ("business_id","created_at" DESC);--> statement-breakpoint
CREATE TABLE "stocktake_lines" (
	"business_id" integer NOT NULL,
	"stocktake_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"counted" bigint NOT NULL,
	"expected" bigint NOT NULL,
	"unit_cost_cents" bigint,
	"scans" integer DEFAULT 1 NOT NULL,
	"zeroed" boolean DEFAULT false NOT NULL,
	"first_counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_counted_by" uuid,
	"posted_quantity" bigint,
	CONSTRAINT "stocktake_lines_pkey" PRIMARY KEY("business_id","stocktake_id","product_id"),
	CONSTRAINT "stocktake_lines_counted_check" CHECK ("counted" >= 0)
);--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_stocktake_fk" FOREIGN KEY ("business_id","stocktake_id") REFERENCES "public"."stocktakes"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_lines" ADD CONSTRAINT "stocktake_lines_last_counted_by_users_id_fk" FOREIGN KEY ("last_counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['stock_adjustments', 'stocktakes', 'stocktake_lines'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
             OR current_setting('kade.platform', true) = 'on')
      WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
             OR current_setting('kade.platform', true) = 'on')$p$, t);
  END LOOP;
END $$;
