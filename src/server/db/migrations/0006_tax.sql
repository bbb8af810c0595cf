CREATE TABLE "expense_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"tax_deductible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_business_id_key" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "financial_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financial_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"type" text DEFAULT 'expense' NOT NULL,
	"category_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text,
	"transaction_date" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_transactions_type_check" CHECK ("financial_transactions"."type" in ('expense')),
	CONSTRAINT "financial_transactions_amount_check" CHECK ("financial_transactions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_calculations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_calculations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text NOT NULL,
	"configuration_id" integer,
	"revenue_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"nbt_cents" bigint NOT NULL,
	"sscl_cents" bigint NOT NULL,
	"expenses_cents" bigint NOT NULL,
	"deductible_expenses_cents" bigint NOT NULL,
	"taxable_income_cents" bigint NOT NULL,
	"income_tax_cents" bigint NOT NULL,
	"total_tax_cents" bigint NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"nbt_rate_bp" integer NOT NULL,
	"sscl_rate_bp" integer NOT NULL,
	"sscl_liable_share_bp" integer NOT NULL,
	"income_tax_mode" text NOT NULL,
	"income_tax_rate_bp" integer,
	"calculated_by" uuid,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	CONSTRAINT "tax_calculations_status_check" CHECK ("tax_calculations"."status" in ('draft','calculated','submitted','paid'))
);
--> statement-breakpoint
CREATE TABLE "tax_configurations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"nbt_rate_bp" integer NOT NULL,
	"sscl_rate_bp" integer NOT NULL,
	"sscl_liable_share_bp" integer NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"tin" text,
	"vat_number" text,
	"annual_vat_threshold_cents" bigint NOT NULL,
	"quarterly_vat_threshold_cents" bigint NOT NULL,
	"income_tax_mode" text NOT NULL,
	"company_income_tax_rate_bp" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_configurations_income_tax_mode_check" CHECK ("tax_configurations"."income_tax_mode" in ('company','individual')),
	CONSTRAINT "tax_configurations_rates_check" CHECK ("tax_configurations"."vat_rate_bp" >= 0 and "tax_configurations"."nbt_rate_bp" >= 0 and "tax_configurations"."sscl_rate_bp" >= 0 and "tax_configurations"."sscl_liable_share_bp" between 0 and 10000 and "tax_configurations"."company_income_tax_rate_bp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."expense_categories"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD CONSTRAINT "tax_calculations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD CONSTRAINT "tax_calculations_calculated_by_users_id_fk" FOREIGN KEY ("calculated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_configurations" ADD CONSTRAINT "tax_configurations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_configurations" ADD CONSTRAINT "tax_configurations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_business_code_key" ON "expense_categories" USING btree ("business_id","code");--> statement-breakpoint
CREATE INDEX "financial_transactions_business_date_idx" ON "financial_transactions" USING btree ("business_id","transaction_date");--> statement-breakpoint
CREATE INDEX "financial_transactions_business_category_idx" ON "financial_transactions" USING btree ("business_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_calculations_business_period_key" ON "tax_calculations" USING btree ("business_id","period");--> statement-breakpoint
CREATE INDEX "tax_calculations_business_start_idx" ON "tax_calculations" USING btree ("business_id","period_start");--> statement-breakpoint
CREATE INDEX "tax_configurations_business_effective_idx" ON "tax_configurations" USING btree ("business_id","effective_from","id");