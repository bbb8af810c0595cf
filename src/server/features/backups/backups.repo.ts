import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { backupRuns } from '#server/db/schema';

/** One lock for every node's backups (transaction-scoped): two servers never back up at once. */
const BACKUP_LOCK = 727_410;

export type BackupRunRow = typeof backupRuns.$inferSelect;
export type NewBackupRun = typeof backupRuns.$inferInsert;

export async function tryLockBackups(tx: Executor): Promise<boolean> {
  const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
  return res.rows[0]?.ok === true;
}

export async function insertRun(tx: Executor, run: NewBackupRun): Promise<BackupRunRow> {
  const [row] = await tx.insert(backupRuns).values(run).returning();
  return row;
}

export async function lastGoodRun(db: Executor): Promise<BackupRunRow | null> {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.status, 'ok')).orderBy(desc(backupRuns.finishedAt)).limit(1);
  return row ?? null;
}

export async function recentRuns(db: Executor, limit: number): Promise<BackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id)).limit(limit);
}

/** A scheduled run started at or after `since` (another node, or this one before a restart, did today's). */
export async function scheduledRunSince(db: Executor, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.trigger, 'schedule'), gte(backupRuns.startedAt, since)))
    .limit(1);
  return Boolean(row);
}

/** Which of these file paths were verified. */
export async function verifiedFiles(db: Executor, files: string[]): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const rows = await db
    .select({ file: backupRuns.file })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'ok'), inArray(backupRuns.file, files)));
  return new Set(rows.map((r) => r.file));
}
