-- Input VAT, VAT payable with a credit carried forward, SSCL only above
-- its threshold, and exempt turnover left out of taxable turnover.
--
-- A goods received note from a VAT-registered supplier keeps the VAT on the supplier's tax invoice:
-- entered from the invoice, or computed from the received lines (grn-input-vat.ts); 'none' for an
-- unregistered supplier, whose notes carry no input VAT. The supplier's VAT number and invoice
-- number are kept as received, so a later edit of the supplier does not rewrite the claim.
ALTER TABLE "goods_received_notes" ADD COLUMN "input_vat_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD COLUMN "input_vat_source" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD COLUMN "supplier_vat_number" text;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD COLUMN "supplier_invoice_number" text;--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD CONSTRAINT "goods_received_notes_input_vat_check" CHECK ("goods_received_notes"."input_vat_cents" >= 0);--> statement-breakpoint
ALTER TABLE "goods_received_notes" ADD CONSTRAINT "goods_received_notes_input_vat_source_check" CHECK ("goods_received_notes"."input_vat_source" in ('none', 'entered', 'computed') and ("goods_received_notes"."input_vat_source" <> 'none' or "goods_received_notes"."input_vat_cents" = 0));--> statement-breakpoint
-- The tax calculation sums input VAT by received date.
CREATE INDEX "goods_received_notes_business_received_idx" ON "goods_received_notes" USING btree ("business_id","received_date");--> statement-breakpoint
-- An expense's input VAT is part of what was paid, never more.
ALTER TABLE "financial_transactions" ADD COLUMN "input_vat_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_input_vat_check" CHECK ("financial_transactions"."input_vat_cents" >= 0 and "financial_transactions"."input_vat_cents" <= "financial_transactions"."amount_cents");--> statement-breakpoint
-- A calculation keeps output VAT in vat_cents (as before) and now the input VAT, the credit brought
-- forward from the previous calculation, the VAT payable (never negative) and the credit carried
-- forward; taxable and exempt turnover; and whether SSCL applied against which threshold.
ALTER TABLE "tax_calculations" ADD COLUMN "input_vat_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "vat_credit_brought_forward_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "vat_payable_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "vat_credit_carried_forward_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "taxable_turnover_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "exempt_turnover_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "sscl_applies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD COLUMN "sscl_threshold_cents" bigint;--> statement-breakpoint
-- Calculations made before: no input VAT was known, so what was payable was the output VAT; every
-- sale counted as taxable and SSCL was charged whatever the turnover.
UPDATE "tax_calculations" SET "vat_payable_cents" = "vat_cents", "taxable_turnover_cents" = "revenue_cents";--> statement-breakpoint
ALTER TABLE "tax_calculations" ADD CONSTRAINT "tax_calculations_vat_payable_check" CHECK ("tax_calculations"."vat_payable_cents" >= 0 and "tax_calculations"."vat_credit_carried_forward_cents" >= 0);--> statement-breakpoint
-- Exempt sales per day for the roll-ups (their lines' subtotals), so the threshold alerts can leave
-- exempt turnover out. Lines sold before migration 0022 are all 'standard': 0 is exact for them.
ALTER TABLE "sale_item_daily_rollups" ADD COLUMN "exempt_subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "sale_item_daily_rollups" r SET "exempt_subtotal_cents" = x.exempt
FROM (
  SELECT i.business_id, (i.sale_date AT TIME ZONE s.time_zone)::date AS day, i.product_id, i.vat_rate_bp, i.nbt_rate_bp,
         sum(i.line_subtotal_cents) AS exempt
  FROM sale_items i JOIN sales_rollup_state s ON s.business_id = i.business_id
  WHERE i.tax_category = 'exempt'
  GROUP BY 1, 2, 3, 4, 5
) x
WHERE r.business_id = x.business_id AND r.day = x.day AND r.product_id = x.product_id
  AND r.vat_rate_bp = x.vat_rate_bp AND r.nbt_rate_bp = x.nbt_rate_bp;
