-- A line sold offline above its MRP (the customer's price, VAT included) becomes a sale exception
-- on sync, like a changed price or an oversold line. Only the allowed kinds grow: no row changes.
ALTER TABLE "sale_exceptions" DROP CONSTRAINT "sale_exceptions_kind_check";--> statement-breakpoint
ALTER TABLE "sale_exceptions" ADD CONSTRAINT "sale_exceptions_kind_check" CHECK ("kind" in ('oversold','price_changed','product_inactive','credit_limit','z_report_differs','above_mrp'));
