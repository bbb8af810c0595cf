/**
 * When the daily backup runs and which automatic backups a folder keeps (pure; backup-schedule.test.ts).
 *
 * BACKUP_TIME is read on the server's own clock (its TZ), not a shop's time zone: one server backs up
 * the whole platform once a day, whatever zones its shops are in. File names use the same clock.
 */
import { timestamp } from './backup-files';

/**
 * Automatic backups are named apart from `npm run backup`'s (kade-YYYYMMDD-HHMMSS.…): only these are
 * ever deleted. `.dump` is pg_dump's format (DATABASE_URL), `.kdump` Kade's own (the embedded engine).
 */
export const AUTO_BACKUP_PATTERN = /^kade-auto-\d{8}-\d{6}(\d{3})?\.k?dump$/;

/**
 * To the millisecond: a "Back up now" and the schedule may run within one second. Names sort in time
 * order (an older name without milliseconds sorts before a newer one of the same second).
 */
export function autoBackupName(at: Date, format: 'pg_dump' | 'kade' = 'pg_dump'): string {
  const ms = String(at.getMilliseconds()).padStart(3, '0');
  return `kade-auto-${timestamp(at)}${ms}.${format === 'kade' ? 'kdump' : 'dump'}`;
}

function parseTime(time: string): { h: number; m: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a HH:MM time: ${time}`);
  return { h: Number(match[1]), m: Number(match[2]) };
}

/** The most recent moment at `time` (server local) not after `now`: today's if passed, else yesterday's. */
export function lastSlot(time: string, now: Date): Date {
  const { h, m } = parseTime(time);
  const slot = new Date(now.getFullYear(), now.getMonth(), now.getDate(), h, m, 0, 0);
  if (slot.getTime() > now.getTime()) slot.setDate(slot.getDate() - 1);
  return slot;
}

/** The next moment at `time` (server local) after `now`. */
export function nextSlot(time: string, now: Date): Date {
  const last = lastSlot(time, now);
  // setDate keeps the wall-clock time across a daylight-saving change.
  const next = new Date(last);
  next.setDate(next.getDate() + 1);
  return next;
}

/**
 * Which automatic backups to delete so the folder keeps `keep` verified ones: every automatic file
 * older than the `keep`-th newest verified backup. Newer files (a failed run since) stay until they
 * age out, so failures never push a good backup out; other files in the folder are never touched.
 */
export function backupsToDelete(fileNames: string[], verified: ReadonlySet<string>, keep: number): string[] {
  const auto = fileNames
    .filter((f) => AUTO_BACKUP_PATTERN.test(f))
    .sort()
    .reverse();
  let good = 0;
  let cutoff = -1;
  for (let i = 0; i < auto.length; i++) {
    if (verified.has(auto[i]) && ++good === keep) {
      cutoff = i;
      break;
    }
  }
  return cutoff < 0 ? [] : auto.slice(cutoff + 1);
}
