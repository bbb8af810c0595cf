import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Automatic backups (migration 0026): one row per run, verified or not. A platform
 * table like `businesses` (no business_id, no RLS): a backup is of the whole database.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    file: text('file').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['ok', 'failed'] }).notNull(),
    error: text('error'),
  },
  (t) => [
    check('backup_runs_status_check', sql`${t.status} in ('ok', 'failed')`),
    check('backup_runs_trigger_check', sql`${t.trigger} in ('schedule', 'manual')`),
    check('backup_runs_size_check', sql`${t.sizeBytes} >= 0`),
    index('backup_runs_finished_idx').on(t.finishedAt.desc()),
  ],
);
