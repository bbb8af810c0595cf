-- A CRM customer may have a credit limit too (null: none). A credit sale whose
-- debtor has no limit of its own is held to the limit of the CRM customer with the same phone.
ALTER TABLE "customers" ADD COLUMN "credit_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_credit_limit_check" CHECK ("credit_limit_cents" is null or "credit_limit_cents" >= 0);
