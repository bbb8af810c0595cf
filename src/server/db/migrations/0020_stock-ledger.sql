-- Stock has one owner and a ledger. Every change of products.stock writes a
-- stock_movements row in the same statement (features/inventory/stock.*), so a product's stock is
-- the sum of its movements and each movement's balance is the stock right after it.
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"reference_id" integer,
	"reason" text,
	"note" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('sale', 'return', 'void', 'receive', 'reverse', 'adjust', 'count', 'open'))
);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_business_product_id_idx" ON "stock_movements" USING btree ("business_id","product_id","id" DESC NULLS LAST);--> statement-breakpoint
-- A tenant table: the same row-level security as every other one (migration 0012).
ALTER TABLE "stock_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_movements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "stock_movements"
  USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on')
  WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on');--> statement-breakpoint
-- Stock held before the ledger existed becomes each product's opening movement, so stock = Σ
-- movements holds for existing data too (products with no stock need none).
INSERT INTO "stock_movements" ("business_id", "product_id", "quantity", "kind", "balance")
SELECT "business_id", "id", "stock", 'open', "stock" FROM "products" WHERE "stock" <> 0 ORDER BY "business_id", "id";
