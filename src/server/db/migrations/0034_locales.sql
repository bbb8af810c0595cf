-- Kade in Sinhala and Tamil. A user's language, a product's names in Sinhala and Tamil,
-- and the language a shop's receipts print in.
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" is null or "locale" in ('en','si','ta'));--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_si" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ta" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "receipt_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_receipt_language_check" CHECK ("receipt_language" in ('en','si','ta','en+si','en+ta'));
