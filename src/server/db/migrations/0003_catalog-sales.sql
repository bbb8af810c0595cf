CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"barcode" text,
	"category" text,
	"buying_price_cents" bigint,
	"selling_price_cents" bigint NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL,
	"low_stock_threshold" bigint DEFAULT 10000 NOT NULL,
	"unit" text DEFAULT 'pieces' NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"nbt_rate_bp" integer NOT NULL,
	"expiry_date" date,
	"supplier_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_business_id_key" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_idempotency" (
	"business_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"sale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_idempotency_business_id_key_pk" PRIMARY KEY("business_id","key")
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sale_date" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"unit" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"nbt_rate_bp" integer NOT NULL,
	"line_subtotal_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"nbt_cents" bigint NOT NULL,
	"line_total_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_id" integer,
	"customer_name" text,
	"subtotal_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"nbt_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"cashier_id" uuid,
	"debtor_info" jsonb,
	"sale_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "sales_payment_method_check" CHECK ("sales"."payment_method" in ('cash','card','credit')),
	CONSTRAINT "sales_payment_status_check" CHECK ("sales"."payment_status" in ('paid','pending','partial'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_idempotency" ADD CONSTRAINT "sale_idempotency_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_fk" FOREIGN KEY ("business_id","sale_id") REFERENCES "public"."sales"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_business_name_key" ON "categories" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "categories_business_updated_idx" ON "categories" USING btree ("business_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_business_sku_key" ON "products" USING btree ("business_id","sku") WHERE "products"."sku" is not null and "products"."sku" <> '' and "products"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "products_business_barcode_key" ON "products" USING btree ("business_id","barcode") WHERE "products"."barcode" is not null and "products"."barcode" <> '' and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_business_name_idx" ON "products" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "products_business_updated_idx" ON "products" USING btree ("business_id","updated_at");--> statement-breakpoint
CREATE INDEX "sale_items_business_date_product_idx" ON "sale_items" USING btree ("business_id","sale_date","product_id");--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_business_invoice_key" ON "sales" USING btree ("business_id","invoice_number");--> statement-breakpoint
CREATE INDEX "sales_business_date_idx" ON "sales" USING btree ("business_id","sale_date" DESC NULLS LAST);