-- A user can be deactivated without being deleted: they cannot sign in, their sessions are ended
-- when it happens (users.service), and their sales and audit entries keep pointing at them.
ALTER TABLE "users" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The platform can suspend a business and say why; its users are refused on every business route
-- (plugins/access.ts) and shown the reason.
ALTER TABLE "businesses" ADD COLUMN "suspension_reason" text;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
-- The sales list filters by cashier or by customer within one business, newest first.
CREATE INDEX IF NOT EXISTS "sales_business_cashier_date_idx" ON "sales" USING btree ("business_id","cashier_id","sale_date" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_business_customer_date_idx" ON "sales" USING btree ("business_id","customer_id","sale_date" DESC NULLS LAST);
