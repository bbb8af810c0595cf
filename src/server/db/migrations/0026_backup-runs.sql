-- One row per automatic (or "Back up now") backup — when it ran, the file, its
-- size, and whether it was verified (restored into a scratch database, invariants run) or why not.
-- A PLATFORM table, like `businesses`: a backup is of the whole database, not of one business, so it
-- has no business_id and no row-level security. Requests (as kade_app) only read it — the shop's
-- dashboard shows the last good backup — and the backup job writes it on the base connection.
CREATE TABLE "backup_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trigger" text NOT NULL,
	"file" text NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('ok', 'failed')),
	CONSTRAINT "backup_runs_trigger_check" CHECK ("backup_runs"."trigger" in ('schedule', 'manual')),
	CONSTRAINT "backup_runs_size_check" CHECK ("backup_runs"."size_bytes" >= 0)
);--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("finished_at" DESC);--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "backup_runs" FROM kade_app;
