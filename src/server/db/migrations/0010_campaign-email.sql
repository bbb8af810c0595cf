ALTER TABLE "campaign_recipients" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "opted_out_count" integer DEFAULT 0 NOT NULL;