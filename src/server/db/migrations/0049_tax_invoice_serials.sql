-- Tax invoice serials in the pattern YYMMM_QQQQ_XXXXX (year, month, branch code, running number),
-- beside the plain TI-000001; the serial is kept as printed when the invoice is issued, so a later
-- change of pattern never renumbers an issued invoice. A new shop starts on the pattern; a shop that
-- has issued tax invoices already keeps its plain serials until its owner changes the setting.
ALTER TABLE "business_settings" ADD COLUMN "tax_invoice_serial_pattern" text DEFAULT 'gazette' NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_tax_invoice_serial_pattern_check" CHECK ("tax_invoice_serial_pattern" in ('plain','gazette'));
--> statement-breakpoint
UPDATE "business_settings" SET "tax_invoice_serial_pattern" = 'plain'
  WHERE "business_id" IN (SELECT DISTINCT "business_id" FROM "tax_invoices");
--> statement-breakpoint
-- Null for the invoices issued before: they print as they did (TI- and the number).
ALTER TABLE "tax_invoices" ADD COLUMN "serial_text" text;
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_business_serial_text_key" UNIQUE("business_id","serial_text");
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_serial_text_check" CHECK ("serial_text" is null or (length("serial_text") <= 40 and "serial_text" !~ '\s'));
