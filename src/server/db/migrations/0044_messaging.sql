-- Share links (the public, read-only receipt or statement page), the log of
-- every message sent or prepared, and the SMS gateway's settings
-- (docs/decisions/0023-sharing-and-messages.md).
-- A share link keeps only the SHA-256 of its token (hex): the token itself is in the URL the
-- customer received and nowhere else.
CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"sale_id" integer,
	"party_kind" text,
	"party_id" integer,
	"from_date" date,
	"to_date" date,
	"locale" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_kind_check" CHECK ("kind" in ('receipt', 'statement')),
	CONSTRAINT "share_links_locale_check" CHECK ("locale" in ('en', 'si', 'ta')),
	CONSTRAINT "share_links_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "share_links_target_check" CHECK (
		("kind" = 'receipt' AND "sale_id" IS NOT NULL AND "party_kind" IS NULL)
		OR ("kind" = 'statement' AND "sale_id" IS NULL AND "party_kind" in ('debtor', 'supplier') AND "party_id" IS NOT NULL
			AND "from_date" IS NOT NULL AND "to_date" IS NOT NULL AND "from_date" <= "to_date"))
);--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_sale_fk" FOREIGN KEY ("business_id","sale_id") REFERENCES "public"."sales"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The public page finds a link by its hash alone (before it knows the business): unique platform-wide.
CREATE UNIQUE INDEX "share_links_token_hash_key" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_business_created_idx" ON "share_links" USING btree ("business_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient_kind" text,
	"recipient_id" integer,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"provider_response" text,
	"share_link_id" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_channel_check" CHECK ("channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "messages_purpose_check" CHECK ("purpose" in ('receipt', 'statement', 'reminder', 'other')),
	CONSTRAINT "messages_status_check" CHECK ("status" in ('prepared', 'sent', 'failed')),
	CONSTRAINT "messages_recipient_check" CHECK (("recipient_kind" IS NULL AND "recipient_id" IS NULL)
		OR ("recipient_kind" in ('customer', 'debtor', 'supplier') AND "recipient_id" IS NOT NULL)),
	CONSTRAINT "messages_body_check" CHECK (length("body") <= 5000)
);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_share_link_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_business_created_idx" ON "messages" USING btree ("business_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "messages_business_recipient_idx" ON "messages" USING btree ("business_id","recipient_kind","recipient_id","id" DESC) WHERE "recipient_id" IS NOT NULL;--> statement-breakpoint
-- The SMS gateway (Settings): URL, method, parameter names, sender id, where the API key goes, the key.
ALTER TABLE "business_settings" ADD COLUMN "sms_gateway" jsonb;--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE share_links ENABLE ROW LEVEL SECURITY;
  ALTER TABLE share_links FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON share_links
    USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on')
    WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on');
  ALTER TABLE messages ENABLE ROW LEVEL SECURITY;
  ALTER TABLE messages FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON messages
    USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on')
    WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on');
END $$;--> statement-breakpoint
-- The public page's one step before it knows the business: which business a live link (not revoked,
-- not expired) belongs to, by the token's hash — nothing else. An unknown, revoked and expired link
-- all answer NULL from the same single index probe. It runs as its owner with the platform flag on for
-- this call only, and only the owner calls it (never kade_app: see the REVOKE below); the page then
-- binds its transaction, as kade_app, to that business and reads under the policies.
CREATE FUNCTION kade_share_link_business(p_token_hash text) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
  SET kade.platform = 'on'
AS $$
  SELECT business_id FROM share_links
  WHERE token_hash = p_token_hash AND revoked_at IS NULL AND expires_at > now()
$$;--> statement-breakpoint
-- As every SECURITY DEFINER helper (0012_rls): the application role may not call it.
REVOKE EXECUTE ON FUNCTION kade_share_link_business(text) FROM PUBLIC;
