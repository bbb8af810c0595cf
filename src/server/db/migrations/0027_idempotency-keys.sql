-- Every money-moving write (debtor payments, GRNs, expenses, stock adjustments,
-- loyalty point adjustments; later returns and supplier payments) accepts an Idempotency-Key.
-- One row per key and business: claimed first in the write's own transaction (a concurrent
-- request with the same key waits on the primary key until the first commits), then filled with
-- the answer, which a replay returns (src/server/lib/idempotency.ts). Sales keep their own
-- sale_idempotency, claimed in the sale's one statement (docs/decisions/0012).
CREATE TABLE "idempotency_keys" (
	"business_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_business_id_key_pk" PRIMARY KEY("business_id","key")
);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Retention: a claim purges its own business's keys older than 30 days (same index, no timer).
CREATE INDEX "idempotency_keys_business_created_idx" ON "idempotency_keys" USING btree ("business_id","created_at");--> statement-breakpoint
-- A tenant table: the same row-level security as every other one (migration 0012).
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "idempotency_keys"
  USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on')
  WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on');
