-- A bounced cheque's charge on the debtor's ledger names its cheque, and a cheque
-- is charged at most once (a replayed or concurrent bounce cannot add the debt twice).
ALTER TABLE "debtor_entries" ADD COLUMN "cheque_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "debtor_entries_cheque_key" ON "debtor_entries" USING btree ("business_id","cheque_id") WHERE "debtor_entries"."cheque_id" is not null;
