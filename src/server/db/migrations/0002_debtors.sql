CREATE TABLE "debtor_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debtor_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"debtor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"sale_id" integer,
	"payment_method" text,
	"notes" text,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debtor_entries_amount_positive" CHECK ("debtor_entries"."amount_cents" > 0),
	CONSTRAINT "debtor_entries_kind_check" CHECK ("debtor_entries"."kind" in ('charge','payment','credit')),
	CONSTRAINT "debtor_entries_payment_method_check" CHECK ("debtor_entries"."payment_method" is null or "debtor_entries"."payment_method" in ('cash','bank_transfer','card','mobile_payment','check','other'))
);
--> statement-breakpoint
CREATE TABLE "debtors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debtors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"phone_normalized" text,
	"email" text,
	"address" text,
	"notes" text,
	"due_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the composite key must exist before debtor_entries references it
CREATE UNIQUE INDEX "debtors_business_id_key" ON "debtors" USING btree ("business_id","id");--> statement-breakpoint
ALTER TABLE "debtor_entries" ADD CONSTRAINT "debtor_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_entries" ADD CONSTRAINT "debtor_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_entries" ADD CONSTRAINT "debtor_entries_debtor_fk" FOREIGN KEY ("business_id","debtor_id") REFERENCES "public"."debtors"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtors" ADD CONSTRAINT "debtors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debtor_entries_debtor_idx" ON "debtor_entries" USING btree ("business_id","debtor_id","entry_date");--> statement-breakpoint
CREATE INDEX "debtor_entries_sale_idx" ON "debtor_entries" USING btree ("business_id","sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debtors_business_phone_key" ON "debtors" USING btree ("business_id","phone_normalized");--> statement-breakpoint
CREATE INDEX "debtors_business_name_idx" ON "debtors" USING btree ("business_id","name");