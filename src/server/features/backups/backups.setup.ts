import type { Config } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { createBackupJob, type BackupJob, type BackupJobOptions } from './backups.service';

/**
 * The server's backup job from its configuration: null without BACKUP_DIR. DATABASE_URL is backed up
 * with pg_dump; the embedded engine (a handle with `server.url`) with Kade's own dump.
 */
export function backupJobFor(
  config: Pick<Config, 'backups' | 'databaseUrl' | 'uploadsDir'>,
  handle: DatabaseHandle,
  log: BackupJobOptions['log'],
): BackupJob | null {
  if (!config.backups) return null;
  const databaseUrl = config.databaseUrl ?? (handle as DatabaseHandle & { server?: { url?: string } }).server?.url;
  if (!databaseUrl) return null;
  const format = config.databaseUrl ? 'pg_dump' : 'kade';
  return createBackupJob({ db: handle.db, databaseUrl, format, settings: config.backups, uploadsDir: config.uploadsDir, log });
}
