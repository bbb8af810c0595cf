import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportCounts, ImportMapping, ImportRowError } from '#shared/contracts/imports';
import { users } from './auth';
import { tenantKey } from './businesses';

/** A rejected row as the rejected-rows CSV gives it back: its row number, its cells, its messages. */
export interface RejectedRow {
  row: number;
  cells: string[];
  messages: string[];
}

/**
 * An uploaded list being imported (migration 0038; docs/decisions/0018). The file
 * itself is a stored file (kind 'import'). Progress and the preview live here, so any Kade process
 * answers GET; `committed_rows` is how far the commit's batches have gone (each batch commits it
 * with its own writes, so a resumed commit starts after the last batch that landed).
 */
export const imports = pgTable(
  'imports',
  {
    businessId: tenantKey(),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: ['products', 'customers', 'debtors', 'suppliers'] }).notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    fileId: text('file_id').notNull(),
    status: text('status', { enum: ['previewing', 'ready', 'committing', 'committed', 'failed'] })
      .notNull()
      .default('previewing'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default({}),
    counts: jsonb('counts').$type<ImportCounts>(),
    /** What the commit did so far (migration 0046): null until it starts. */
    outcome: jsonb('outcome').$type<ImportCounts>(),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    rejected: jsonb('rejected').$type<RejectedRow[]>().notNull().default([]),
    sample: jsonb('sample').$type<Record<string, string>[]>().notNull().default([]),
    error: text('error'),
    committedRows: integer('committed_rows').notNull().default(0),
    /** When a process last worked on it: an import 'previewing'/'committing' whose heartbeat is old was left by a dead process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('imports_business_created_idx').on(t.businessId, t.createdAt),
    index('imports_business_working_idx')
      .on(t.businessId, t.status)
      .where(sql`${t.status} in ('previewing', 'committing')`),
    check('imports_kind_check', sql`${t.kind} in ('products', 'customers', 'debtors', 'suppliers')`),
    check('imports_format_check', sql`${t.format} in ('csv', 'xlsx')`),
    check('imports_status_check', sql`${t.status} in ('previewing', 'ready', 'committing', 'committed', 'failed')`),
  ],
);
export type ImportRow = typeof imports.$inferSelect;
