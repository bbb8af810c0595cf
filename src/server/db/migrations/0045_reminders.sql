-- Payment reminders for overdue debts (docs/decisions/0024-payment-reminders.md).
-- The shop's reminder settings, and one row per debtor per day a reminder was considered: the
-- unique key is what makes a second run on the same day send nothing new.
ALTER TABLE "business_settings" ADD COLUMN "reminder_settings" jsonb;--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"debtor_id" integer NOT NULL,
	-- The shop's calendar day of the run, and the debt's due date then.
	"run_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"channel" text NOT NULL,
	-- prepared: a WhatsApp message waiting for the owner's click; sent; failed (the gateway's error);
	-- skipped (opted out of the channel, or no phone / e-mail for it).
	"status" text NOT NULL,
	"skip_reason" text,
	"error" text,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payment_reminders_channel_check" CHECK ("channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "payment_reminders_status_check" CHECK ("status" in ('prepared', 'sent', 'failed', 'skipped')),
	CONSTRAINT "payment_reminders_skip_check" CHECK ("skip_reason" is null or "skip_reason" in ('opted_out', 'no_contact')),
	CONSTRAINT "payment_reminders_amount_check" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_debtor_fk" FOREIGN KEY ("business_id","debtor_id") REFERENCES "public"."debtors"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_business_debtor_day_key" ON "payment_reminders" USING btree ("business_id","debtor_id","run_date");--> statement-breakpoint
CREATE INDEX "payment_reminders_business_day_idx" ON "payment_reminders" USING btree ("business_id","run_date" DESC);--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE payment_reminders ENABLE ROW LEVEL SECURITY;
  ALTER TABLE payment_reminders FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON payment_reminders
    USING (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on')
    WITH CHECK (business_id = nullif(current_setting('kade.business_id', true), '')::integer
           OR current_setting('kade.platform', true) = 'on');
END $$;
