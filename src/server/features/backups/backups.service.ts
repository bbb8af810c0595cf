/**
 * Automatic backups (docs/guide/backups.md): once a day at BACKUP_TIME the database is
 * dumped into BACKUP_DIR, verified (restored into a scratch database, invariants run), the outcome
 * recorded in backup_runs, and the folder trimmed to the last BACKUP_KEEP verified backups. The
 * dashboard reads the last good one and warns when it is over two days old, missing or failed.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { copyUploads, uploadsCopyOf } from './backup-files';
import { backupWarning, type BackupStatus, type PlatformBackups } from '#shared/contracts/backups';
import type { Database, Executor } from '#server/db/client';
import { dumpDatabase, verifyDump, type BackupFormat } from './backup-engine';
import { autoBackupName, backupsToDelete, lastSlot } from './backup-schedule';
import * as repo from './backups.repo';

export interface BackupSettings {
  dir: string;
  /** HH:MM on the server's clock. */
  time: string;
  keep: number;
}

interface Log {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

export interface BackupJobOptions {
  /** The base database (never a request's transaction): the run is recorded on it. */
  db: Database;
  /** The PostgreSQL server to dump (DATABASE_URL, or the embedded engine's). */
  databaseUrl: string;
  /** pg_dump for DATABASE_URL; Kade's own dump for the embedded engine (its package has no pg_dump). */
  format?: BackupFormat;
  settings: BackupSettings;
  /** Uploaded files copied next to each backup (`<file>.uploads/`), as `npm run backup` does. */
  uploadsDir?: string;
  log: Log;
  /** How often the schedule is checked (a missed time, e.g. the PC was off, is caught up at the next check). */
  checkIntervalMs?: number;
  /** Tests: another dump step (a corrupted file). */
  dump?: (format: BackupFormat, databaseUrl: string, file: string) => Promise<void>;
}

export interface BackupJob {
  settings: BackupSettings;
  /**
   * One backup now; null when another one holds the lock (this or another node) or, for 'schedule',
   * the day's backup was already taken since the last BACKUP_TIME.
   */
  run(trigger: 'schedule' | 'manual', now?: Date): Promise<repo.BackupRunRow | null>;
  /** Starts the daily schedule; stop() ends it and waits for a run in progress. */
  start(): { stop(): Promise<void> };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Dump (and the uploads), then verify: what the run record says. */
async function backUp(opts: BackupJobOptions, trigger: 'schedule' | 'manual', startedAt: Date): Promise<repo.NewBackupRun> {
  const format = opts.format ?? 'pg_dump';
  const file = path.join(opts.settings.dir, autoBackupName(startedAt, format));
  const record = { startedAt, trigger, file };
  try {
    mkdirSync(opts.settings.dir, { recursive: true });
    if (existsSync(file)) throw new Error(`${file} already exists`);
    await (opts.dump ?? dumpDatabase)(format, opts.databaseUrl, file);
    if (opts.uploadsDir) copyUploads(opts.uploadsDir, uploadsCopyOf(file));
  } catch (err) {
    const sizeBytes = existsSync(file) ? statSync(file).size : 0;
    return { ...record, sizeBytes, status: 'failed', error: `backup failed: ${message(err)}`, finishedAt: new Date() };
  }
  const error = await verifyDump(format, opts.databaseUrl, file);
  return { ...record, sizeBytes: statSync(file).size, status: error ? 'failed' : 'ok', error, finishedAt: new Date() };
}

/** Deletes automatic backups beyond the last `keep` verified ones (and their uploads copies); nothing else. */
async function trimFolder(tx: Executor, settings: BackupSettings, log: Log): Promise<void> {
  const names = readdirSync(settings.dir);
  const verified = await repo.verifiedFiles(
    tx,
    names.map((n) => path.join(settings.dir, n)),
  );
  const verifiedNames = new Set([...verified].map((f) => path.basename(f)));
  for (const name of backupsToDelete(names, verifiedNames, settings.keep)) {
    const file = path.join(settings.dir, name);
    rmSync(file, { force: true });
    rmSync(uploadsCopyOf(file), { recursive: true, force: true });
    log.info({ file }, 'old automatic backup deleted');
  }
}

export function createBackupJob(opts: BackupJobOptions): BackupJob {
  const run: BackupJob['run'] = (trigger, now = new Date()) =>
    // The transaction only holds the lock (and records the outcome): two nodes never back up at once.
    opts.db.transaction(async (tx) => {
      if (!(await repo.tryLockBackups(tx))) return null;
      if (trigger === 'schedule' && (await repo.scheduledRunSince(tx, lastSlot(opts.settings.time, now)))) return null;
      const outcome = await backUp(opts, trigger, now);
      const row = await repo.insertRun(tx, outcome);
      if (row.status === 'ok') opts.log.info({ file: row.file, sizeBytes: row.sizeBytes }, 'backup written and verified');
      else opts.log.warn({ file: row.file, error: row.error }, 'backup FAILED');
      await trimFolder(tx, opts.settings, opts.log).catch((err: unknown) => opts.log.warn({ err }, 'could not trim the backup folder'));
      return row;
    });

  return {
    settings: opts.settings,
    run,
    start() {
      let running: Promise<unknown> | null = null;
      const tick = () => {
        if (running) return;
        running = run('schedule')
          .catch((err: unknown) => opts.log.warn({ err }, 'scheduled backup could not run; retrying at the next check'))
          .finally(() => {
            running = null;
          });
      };
      // The first check comes one interval after start: the start-up itself is not slowed down.
      const timer = setInterval(tick, opts.checkIntervalMs ?? 60_000);
      timer.unref();
      return {
        async stop() {
          clearInterval(timer);
          await running;
        },
      };
    },
  };
}

export async function getBackupStatus(db: Executor, enabled: boolean, now = new Date()): Promise<BackupStatus> {
  const good = await repo.lastGoodRun(db);
  const [last] = await repo.recentRuns(db, 1);
  return {
    enabled,
    lastGood: good ? { finishedAt: good.finishedAt.toISOString(), sizeBytes: good.sizeBytes } : null,
    lastRun: last ? { finishedAt: last.finishedAt.toISOString(), status: last.status } : null,
    warning: backupWarning(good?.finishedAt ?? null, last?.status ?? null, now),
  };
}

export async function getPlatformBackups(db: Executor, settings: BackupSettings | null, now = new Date()): Promise<PlatformBackups> {
  const status = await getBackupStatus(db, settings !== null, now);
  const runs = await repo.recentRuns(db, 20);
  return {
    status,
    settings,
    runs: runs.map((r) => ({
      ...r,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt.toISOString(),
    })),
  };
}
