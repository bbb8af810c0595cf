-- The offline till (docs/decisions/0016-offline-till.md). A till registers as a terminal
-- with its own invoice series (INV-T1-000001); sales made offline are synced later with the time
-- they were made, and what the server decides differently is kept as a sale exception for the owner.
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"device_id" uuid,
	"registered_at" timestamp with time zone,
	"registered_by" uuid,
	"last_seen_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminals_code_check" CHECK ("code" ~ '^[A-Z0-9]{1,6}$'),
	CONSTRAINT "terminals_last_number_check" CHECK ("last_number" >= 0)
);--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A retired terminal keeps its code: its series is never reused.
CREATE UNIQUE INDEX "terminals_business_code_key" ON "terminals" USING btree ("business_id","code");--> statement-breakpoint
CREATE TABLE "sale_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"sale_id" integer,
	"shift_id" integer,
	"kind" text NOT NULL,
	"product_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text,
	CONSTRAINT "sale_exceptions_kind_check" CHECK ("kind" in ('oversold','price_changed','product_inactive','credit_limit','z_report_differs'))
);--> statement-breakpoint
ALTER TABLE "sale_exceptions" ADD CONSTRAINT "sale_exceptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_exceptions" ADD CONSTRAINT "sale_exceptions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_exceptions_business_open_idx" ON "sale_exceptions" USING btree ("business_id","created_at") WHERE "sale_exceptions"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "sale_exceptions_business_sale_idx" ON "sale_exceptions" USING btree ("business_id","sale_id");--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "terminal_id" integer;--> statement-breakpoint
-- A sale made offline and synced later: its sale_date is when it was made, created_at when it arrived.
ALTER TABLE "sales" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "terminal_id" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "offline_limit_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_offline_limit_hours_check" CHECK ("offline_limit_hours" between 1 and 72);--> statement-breakpoint
-- A debtor's credit limit (null: none). A sale over it is refused online, flagged when made offline.
ALTER TABLE "debtors" ADD COLUMN "credit_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "debtors" ADD CONSTRAINT "debtors_credit_limit_check" CHECK ("credit_limit_cents" is null or "credit_limit_cents" >= 0);--> statement-breakpoint
-- The till's catalogue version also moves when a terminal numbers a sale (its series, not the business's counter).
CREATE OR REPLACE FUNCTION kade_pos_version(p_business_id integer)
RETURNS text
LANGUAGE sql
STABLE
SECURITY INVOKER
AS $$
  SELECT p_business_id::text
    || '.' || coalesce((SELECT version FROM catalog_versions WHERE business_id = p_business_id), 0)::text
    || '.' || coalesce((SELECT last_number FROM invoice_counters WHERE business_id = p_business_id), 0)::text
    || '.' || coalesce((SELECT sum(last_number) FROM terminals WHERE business_id = p_business_id), 0)::text
    || '.' || coalesce((SELECT extract(epoch FROM updated_at)::text FROM business_settings WHERE business_id = p_business_id), '')
    || '.' || coalesce((SELECT c.id FROM tax_configurations c
         WHERE c.business_id = p_business_id
           AND c.effective_from <= (now() AT TIME ZONE coalesce(
             (SELECT s.time_zone FROM business_settings s WHERE s.business_id = p_business_id), 'Asia/Colombo'))::date
         ORDER BY c.effective_from DESC, c.id DESC LIMIT 1), 0)::text
$$;--> statement-breakpoint
-- Tenant tables: the same row-level security as every other one (migration 0012).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['terminals','sale_exceptions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      $p$CREATE POLICY tenant_isolation ON %I
        USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
               OR current_setting('kade.platform', true) = 'on')
        WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
               OR current_setting('kade.platform', true) = 'on')$p$, t);
  END LOOP;
END $$;
