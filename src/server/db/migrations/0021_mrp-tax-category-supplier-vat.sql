-- Data only: a product's maximum retail price (a selling price above
-- it is refused), its VAT category (exempt and zero-rated goods carry no VAT), and a supplier's
-- VAT number (input VAT is claimable only from a registered supplier).
ALTER TABLE "products" ADD COLUMN "mrp_cents" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_category_check" CHECK ("products"."tax_category" in ('standard', 'zero_rated', 'exempt'));--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "vat_number" text;
