-- SSCL follows registration: the shop is SSCL-registered from a date until a cancellation date,
-- and the registration thresholds (a quarter above LKR 15M, four quarters above LKR 60M) are
-- effective-dated configuration like the VAT ones. Existing configurations are not registered.
ALTER TABLE "tax_configurations" ADD COLUMN "sscl_registered_from" date;--> statement-breakpoint
ALTER TABLE "tax_configurations" ADD COLUMN "sscl_cancelled_from" date;--> statement-breakpoint
ALTER TABLE "tax_configurations" ADD COLUMN "sscl_quarterly_threshold_cents" bigint DEFAULT 1500000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_configurations" ADD COLUMN "sscl_annual_threshold_cents" bigint DEFAULT 6000000000 NOT NULL;--> statement-breakpoint
-- Supplies the SSCL Act's Part IB exempts (LP gas, pharmaceuticals and the like) are left out of the levy's turnover.
ALTER TABLE "products" ADD COLUMN "sscl_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A calculation now deducts the cost of goods sold from taxable income and records the levy's
-- turnover; past calculations deducted none and keep the figures they were stored with.
ALTER TABLE "tax_calculations" ADD COLUMN "cost_of_goods_sold_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "sscl_turnover_cents" bigint;--> statement-breakpoint
-- Input VAT on an expense needs the supplier's VAT number and its tax invoice's number and date;
-- a GRN already keeps the first two and now the date too. Past rows keep what they had.
ALTER TABLE "financial_transactions" ADD COLUMN "supplier_vat_number" text;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD COLUMN "supplier_invoice_number" text;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD COLUMN "supplier_invoice_date" date;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD COLUMN "supplier_invoice_date" date;
