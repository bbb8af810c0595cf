/**
 * "Open drawer": a no-sale open of the cash drawer, with the reason the cashier
 * gave. Recorded with who opened it, their open shift (its Z counts it) and the till; audited.
 */
import type { DrawerOpen, DrawerOpenInput, DrawerOpenList, DrawerOpensQuery } from '#shared/contracts/drawer';
import { parseDateOnly, zonedMidnight } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as repo from './drawer.repo';

/** The list answers at most this many opens (newest first). */
export const DRAWER_OPENS_LIMIT = 500;

type Actor = { businessId: number; userId: string; name: string };

export async function recordDrawerOpen(db: Executor, actor: Actor, input: DrawerOpenInput): Promise<DrawerOpen> {
  const { businessId, userId } = actor;
  // Another business's terminal is not found, as everywhere (no hint that it exists).
  const terminal = input.terminalId === undefined ? undefined : await repo.findTerminal(db, businessId, input.terminalId);
  if (input.terminalId !== undefined && !terminal) throw new AppError('TERMINAL_NOT_FOUND');
  const shiftId = await repo.findOpenShiftId(db, businessId, userId);
  const row = await repo.insertDrawerOpen(db, {
    businessId,
    userId,
    shiftId: shiftId ?? null,
    terminalId: terminal?.id ?? null,
    reason: input.reason,
  });
  const open: DrawerOpen = {
    id: row.id,
    reason: row.reason,
    openedAt: row.openedAt.toISOString(),
    userId,
    userName: actor.name,
    shiftId: row.shiftId,
    terminalId: row.terminalId,
    terminalCode: terminal?.code ?? null,
  };
  await writeAudit(db, { businessId, userId, action: 'drawer.open', entityType: 'drawer_open', entityId: row.id, after: open });
  return open;
}

/** Local midnight of `date` (+ `days`) in the shop's time zone. */
function localMidnight(date: string, timeZone: string, days = 0): Date {
  const d = parseDateOnly(date)!;
  const shifted = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return zonedMidnight(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), timeZone);
}

export async function listDrawerOpens(db: Executor, businessId: number, q: DrawerOpensQuery): Promise<DrawerOpenList> {
  const timeZone = q.from || q.to ? await getBusinessTimeZone(db, businessId) : 'UTC';
  const rows = await repo.listDrawerOpens(
    db,
    businessId,
    { from: q.from ? localMidnight(q.from, timeZone) : undefined, to: q.to ? localMidnight(q.to, timeZone, 1) : undefined },
    DRAWER_OPENS_LIMIT,
  );
  return { opens: rows.map((r) => ({ ...r, openedAt: r.openedAt.toISOString() })) };
}
