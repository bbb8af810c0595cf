-- A VAT-registered shop issues a TAX INVOICE for a sale when the buyer asks
-- (VAT Act s.20, Gazette 2481/22). One per sale; serial numbers per business, gap-free (taken as
-- max + 1 with the business's row locked, in the transaction that inserts the invoice). The
-- buyer and the amounts are kept as issued; print_count says how many times it was printed
-- (A4 PDF or 80 mm roll): the first print is the original, every later one says COPY.
CREATE TABLE "tax_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"serial_number" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text NOT NULL,
	"buyer_phone" text,
	"buyer_tin" text NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"print_count" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "tax_invoices_business_sale_key" UNIQUE("business_id","sale_id"),
	CONSTRAINT "tax_invoices_business_serial_key" UNIQUE("business_id","serial_number"),
	CONSTRAINT "tax_invoices_serial_number_check" CHECK ("tax_invoices"."serial_number" > 0),
	CONSTRAINT "tax_invoices_print_count_check" CHECK ("tax_invoices"."print_count" >= 0)
);--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_sale_fk" FOREIGN KEY ("business_id","sale_id") REFERENCES "public"."sales"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A tenant table: the same row-level security as every other one (migration 0012).
ALTER TABLE "tax_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tax_invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tax_invoices"
  USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on')
  WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on');
