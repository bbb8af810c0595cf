import { z } from 'zod';
export * from './backup-paths';

/** A backup older than this (or none, or a failed last run) is warned about on the dashboard. */
export const BACKUP_STALE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * none: the last run was verified and is at most two days old. never: no verified backup yet.
 * failed: the last run failed (a good older one may still exist). old: the last good one is over two days old.
 */
export const BackupWarning = z.enum(['none', 'never', 'failed', 'old']);
export type BackupWarning = z.infer<typeof BackupWarning>;

/** What the shop's dashboard shows: no paths, no error text (those are for the platform's admin). */
export const BackupStatus = z.object({
  /** BACKUP_DIR is set on this server: automatic backups are on. */
  enabled: z.boolean(),
  lastGood: z.object({ finishedAt: z.string(), sizeBytes: z.number() }).nullable(),
  lastRun: z.object({ finishedAt: z.string(), status: z.enum(['ok', 'failed']) }).nullable(),
  warning: BackupWarning,
});
export type BackupStatus = z.infer<typeof BackupStatus>;

export const BackupRun = z.object({
  id: z.number(),
  startedAt: z.string(),
  finishedAt: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  file: z.string(),
  sizeBytes: z.number(),
  status: z.enum(['ok', 'failed']),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof BackupRun>;

/** The super admin's view: the settings from the environment (read-only) and the latest runs. */
export const PlatformBackups = z.object({
  status: BackupStatus,
  settings: z.object({ dir: z.string(), time: z.string(), keep: z.number() }).nullable(),
  runs: z.array(BackupRun),
});
export type PlatformBackups = z.infer<typeof PlatformBackups>;

/** Which warning a status carries (pure: the server computes it on its clock). */
export function backupWarning(lastGoodAt: Date | null, lastRunStatus: 'ok' | 'failed' | null, now: Date): BackupWarning {
  if (!lastGoodAt) return 'never';
  if (lastRunStatus === 'failed') return 'failed';
  return now.getTime() - lastGoodAt.getTime() > BACKUP_STALE_MS ? 'old' : 'none';
}
