/**
 * What an offline till sends with a shift's open, close, cash movement or a return (decision
 * 0016 §4): its registered terminal, and when the write happened on the till's clock. The
 * rules are a sale's (`soldAt`): the terminal must be this business's, active, and registered on
 * this device; the time at most the clock skew ahead of the server's and no older than the offline
 * limit plus the sync grace (a till refuses to work past its limit, so anything older is wrong).
 */
import { and, eq } from 'drizzle-orm';
import type { OfflineTerminalInput } from '#shared/contracts/shifts';

import { SOLD_AT_CLOCK_SKEW_MS, SYNC_GRACE_HOURS } from '#shared/contracts/terminal-paths';
import type { Executor } from '#server/db/client';
import { terminals } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { getBusinessSettings } from '#server/kernel/business-settings';

const HOUR_MS = 3_600_000;

/** The business's terminal the request names: unknown → 404, retired or another device's → 409. Answers its id. */
export async function requireDeviceTerminal(db: Executor, businessId: number, t: OfflineTerminalInput): Promise<number> {
  const [row] = await db
    .select({ id: terminals.id, deviceId: terminals.deviceId, isActive: terminals.isActive })
    .from(terminals)
    .where(and(eq(terminals.businessId, businessId), eq(terminals.id, t.id)))
    .limit(1);
  if (!row) throw new AppError('TERMINAL_NOT_FOUND');
  if (!row.isActive) throw new AppError('TERMINAL_RETIRED');
  if (row.deviceId !== t.deviceId) throw new AppError('TERMINAL_OTHER_DEVICE');
  return row.id;
}

/** The till's time as a Date, within the bounds (422 otherwise); `now` is the server's clock. */
export async function offlineTime(db: Executor, businessId: number, iso: string, now = new Date()): Promise<Date> {
  const at = new Date(iso);
  if (at.getTime() > now.getTime() + SOLD_AT_CLOCK_SKEW_MS) throw new AppError('OFFLINE_TIME_IN_FUTURE');
  const { offlineLimitHours } = await getBusinessSettings(db, businessId);
  if (now.getTime() - at.getTime() > (offlineLimitHours + SYNC_GRACE_HOURS) * HOUR_MS) throw new AppError('OFFLINE_TIME_TOO_OLD');
  return at;
}

/**
 * A write sent with a time: the terminal checked (when named), then the time. `terminalId` is the
 * terminal that vouches for it: the one named, or (a close or cash movement, whose queued body may
 * not repeat it) the terminal the shift was opened on; a time with neither → 400.
 */
export async function offlineClaim(
  db: Executor,
  businessId: number,
  claim: { at?: string; terminal?: OfflineTerminalInput; field: string },
  shiftTerminalId?: number | null,
): Promise<{ terminalId: number | null; at: Date | undefined }> {
  const named = claim.terminal ? await requireDeviceTerminal(db, businessId, claim.terminal) : null;
  if (named !== null && shiftTerminalId != null && named !== shiftTerminalId) throw new AppError('TERMINAL_OTHER_DEVICE');
  const terminalId = named ?? shiftTerminalId ?? null;
  if (claim.at === undefined) return { terminalId, at: undefined };
  if (terminalId === null) throw new AppError('OFFLINE_TIME_WITHOUT_TERMINAL', { field: claim.field });
  return { terminalId, at: await offlineTime(db, businessId, claim.at) };
}
