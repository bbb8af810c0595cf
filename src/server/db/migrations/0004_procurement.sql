CREATE TABLE "goods_received_note_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_received_note_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"grn_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"ordered_quantity" bigint NOT NULL,
	"received_quantity" bigint NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"condition" text DEFAULT 'good' NOT NULL,
	"previous_buying_price_cents" bigint,
	CONSTRAINT "goods_received_note_items_condition_check" CHECK ("goods_received_note_items"."condition" in ('good','damaged','expired')),
	CONSTRAINT "goods_received_note_items_received_check" CHECK ("goods_received_note_items"."received_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_received_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_received_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"grn_number" text NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"supplier_name" text NOT NULL,
	"received_date" date NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"notes" text,
	"total_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_received_notes_status_check" CHECK ("goods_received_notes"."status" in ('received','partial','damaged','rejected'))
);
--> statement-breakpoint
CREATE TABLE "procurement_counters" (
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurement_counters_business_id_kind_pk" PRIMARY KEY("business_id","kind")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"expected_delivery_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"total_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('pending','approved','delivered','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"address" text,
	"payment_terms" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_interactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_interactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"notes" text,
	"interaction_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_loyalty_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_loyalty_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL,
	"points_balance" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"transaction_amount_cents" bigint,
	"sale_id" integer,
	"description" text,
	"expiry_date" timestamp with time zone,
	"processed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_loyalty_points_nonneg_check" CHECK ("customer_loyalty_points"."points_earned" >= 0 and "customer_loyalty_points"."points_redeemed" >= 0 and "customer_loyalty_points"."points_balance" >= 0),
	CONSTRAINT "customer_loyalty_points_type_check" CHECK ("customer_loyalty_points"."transaction_type" in ('earned','redeemed','expired','adjusted'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"customer_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"phone" text,
	"phone_normalized" text,
	"email" text,
	"address" text,
	"city" text,
	"country" text DEFAULT 'Sri Lanka' NOT NULL,
	"customer_type" text DEFAULT 'regular' NOT NULL,
	"rating" integer,
	"notes" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"sms_opt_in" boolean DEFAULT false NOT NULL,
	"whatsapp_opt_in" boolean DEFAULT true NOT NULL,
	"total_spent_cents" bigint DEFAULT 0 NOT NULL,
	"total_purchases" integer DEFAULT 0 NOT NULL,
	"average_order_value_cents" bigint DEFAULT 0 NOT NULL,
	"last_purchase_date" timestamp with time zone,
	"loyalty_tier" text DEFAULT 'bronze' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_rating_check" CHECK ("customers"."rating" is null or ("customers"."rating" between 1 and 5)),
	CONSTRAINT "customers_type_check" CHECK ("customers"."customer_type" in ('new','regular','vip','wholesale','retail')),
	CONSTRAINT "customers_tier_check" CHECK ("customers"."loyalty_tier" in ('bronze','silver','gold','platinum'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_program" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"silver_min_spent_cents" bigint DEFAULT 1000000 NOT NULL,
	"gold_min_spent_cents" bigint DEFAULT 5000000 NOT NULL,
	"platinum_min_spent_cents" bigint DEFAULT 10000000 NOT NULL,
	"silver_discount_bp" integer DEFAULT 500 NOT NULL,
	"gold_discount_bp" integer DEFAULT 1000 NOT NULL,
	"platinum_discount_bp" integer DEFAULT 1500 NOT NULL,
	"cents_per_point" bigint DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"channel" text NOT NULL,
	"segment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"status_message" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "goods_received_notes_business_id_key" ON "goods_received_notes" USING btree ("business_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "goods_received_notes_business_number_key" ON "goods_received_notes" USING btree ("business_id","grn_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_business_id_key" ON "purchase_orders" USING btree ("business_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_business_number_key" ON "purchase_orders" USING btree ("business_id","order_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_business_id_key" ON "suppliers" USING btree ("business_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_id_key" ON "customers" USING btree ("business_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_code_key" ON "customers" USING btree ("business_id","customer_code");
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_phone_key" ON "customers" USING btree ("business_id","phone_normalized");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_campaigns_business_id_key" ON "marketing_campaigns" USING btree ("business_id","id");
--> statement-breakpoint
ALTER TABLE "goods_received_note_items" ADD CONSTRAINT "goods_received_note_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goods_received_note_items" ADD CONSTRAINT "goods_received_note_items_grn_fk" FOREIGN KEY ("business_id","grn_id") REFERENCES "public"."goods_received_notes"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goods_received_note_items" ADD CONSTRAINT "goods_received_note_items_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD CONSTRAINT "goods_received_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD CONSTRAINT "goods_received_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD CONSTRAINT "goods_received_notes_order_fk" FOREIGN KEY ("business_id","purchase_order_id") REFERENCES "public"."purchase_orders"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "procurement_counters" ADD CONSTRAINT "procurement_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_order_fk" FOREIGN KEY ("business_id","purchase_order_id") REFERENCES "public"."purchase_orders"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_product_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."products"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_fk" FOREIGN KEY ("business_id","supplier_id") REFERENCES "public"."suppliers"("business_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_fk" FOREIGN KEY ("business_id","campaign_id") REFERENCES "public"."marketing_campaigns"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_interactions" ADD CONSTRAINT "customer_interactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_interactions" ADD CONSTRAINT "customer_interactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_interactions" ADD CONSTRAINT "customer_interactions_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_loyalty_points" ADD CONSTRAINT "customer_loyalty_points_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_loyalty_points" ADD CONSTRAINT "customer_loyalty_points_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_loyalty_points" ADD CONSTRAINT "customer_loyalty_points_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "loyalty_program" ADD CONSTRAINT "loyalty_program_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "goods_received_note_items_grn_idx" ON "goods_received_note_items" USING btree ("business_id","grn_id","position");
--> statement-breakpoint
CREATE INDEX "goods_received_notes_business_created_idx" ON "goods_received_notes" USING btree ("business_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "goods_received_notes_business_order_idx" ON "goods_received_notes" USING btree ("business_id","purchase_order_id");
--> statement-breakpoint
CREATE INDEX "purchase_order_items_order_idx" ON "purchase_order_items" USING btree ("business_id","purchase_order_id","position");
--> statement-breakpoint
CREATE INDEX "purchase_order_items_product_idx" ON "purchase_order_items" USING btree ("business_id","product_id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_business_created_idx" ON "purchase_orders" USING btree ("business_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "purchase_orders_business_supplier_idx" ON "purchase_orders" USING btree ("business_id","supplier_id");
--> statement-breakpoint
CREATE INDEX "suppliers_business_name_idx" ON "suppliers" USING btree ("business_id","name");
--> statement-breakpoint
CREATE INDEX "campaign_recipients_campaign_idx" ON "campaign_recipients" USING btree ("business_id","campaign_id");
--> statement-breakpoint
CREATE INDEX "customer_interactions_customer_idx" ON "customer_interactions" USING btree ("business_id","customer_id","interaction_date");
--> statement-breakpoint
CREATE INDEX "customer_loyalty_points_customer_idx" ON "customer_loyalty_points" USING btree ("business_id","customer_id","id");
--> statement-breakpoint
CREATE INDEX "customers_business_name_idx" ON "customers" USING btree ("business_id","first_name","last_name");
--> statement-breakpoint
CREATE INDEX "marketing_campaigns_business_created_idx" ON "marketing_campaigns" USING btree ("business_id","created_at");
