import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createBackupJob, type BackupJob, type BackupJobOptions } from './backups.service';

/**
 * The server's backup job from its configuration: null without BACKUP_DIR, or without a PostgreSQL
 * server to dump — DATABASE_URL, or the embedded engine's own server (a handle with `server.url`).
 */
export function backupJobFor(
  config: Pick<Config, 'backups' | 'databaseUrl' | 'uploadsDir'>,
  handle: DatabaseHandle,
  log: BackupJobOptions['log'],
): BackupJob | null {
  if (!config.backups) return null;
  const databaseUrl = config.databaseUrl ?? (handle as DatabaseHandle & { server?: { url?: string } }).server?.url;
  if (!databaseUrl) return null;
  return createBackupJob({ db: handle.db, databaseUrl, settings: config.backups, uploadsDir: config.uploadsDir, log });
}
