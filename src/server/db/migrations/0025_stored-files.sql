-- Uploaded files (bank slips) live in PostgreSQL, not on one node's disk, so
-- every Kade process behind the load balancer serves them (docs/decisions/0010-several-servers.md).
-- `id` is the random 32-hex name subscriptions.payment_proof_path already holds; files written to
-- DATA_DIR/uploads before this migration are moved in at start-up (subscriptions/proof-store.ts).
CREATE TABLE "stored_files" (
	"business_id" integer NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "stored_files_id_hex" CHECK ("id" ~ '^[a-f0-9]{32}$'),
	-- The upload limit (5 MB, payment-proof.ts) holds in the database too.
	CONSTRAINT "stored_files_size" CHECK ("size" between 1 and 5242880 AND octet_length("content") = "size")
);--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Slips are kept as they arrived: no compression attempt on JPEG/PNG/PDF.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
-- A tenant table: the same row-level security as every other one (migration 0012).
ALTER TABLE "stored_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stored_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "stored_files"
  USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on')
  WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
         OR current_setting('kade.platform', true) = 'on');
