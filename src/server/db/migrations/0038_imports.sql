-- Imports of products, customers, debtors and suppliers
-- (docs/decisions/0018-imports-and-exports.md). The uploaded file is a stored file of kind
-- 'import' (up to 20 MB); this row holds the mapping, the preview, the progress and how far the
-- commit's batches have gone.
CREATE TABLE "imports" (
	"business_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file_id" text NOT NULL,
	"status" text DEFAULT 'previewing' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"counts" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"committed_rows" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "imports_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "imports_kind_check" CHECK ("kind" in ('products', 'customers', 'debtors', 'suppliers')),
	CONSTRAINT "imports_format_check" CHECK ("format" in ('csv', 'xlsx')),
	CONSTRAINT "imports_status_check" CHECK ("status" in ('previewing', 'ready', 'committing', 'committed', 'failed'))
);--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_business_created_idx" ON "imports" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "imports_business_working_idx" ON "imports" USING btree ("business_id","status") WHERE "imports"."status" in ('previewing', 'committing');--> statement-breakpoint
-- An imported file may be up to 20 MB (MAX_IMPORT_BYTES); every other stored file keeps its 5 MB.
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_size";--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_size" CHECK (
  "size" between 1 and (CASE WHEN "kind" = 'import' THEN 20971520 ELSE 5242880 END) AND octet_length("content") = "size");--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE imports ENABLE ROW LEVEL SECURITY;
  ALTER TABLE imports FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON imports
    USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on')
    WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on');
END $$;
