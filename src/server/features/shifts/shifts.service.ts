/** Opening a shift, reading shifts, cash in and out. Closing: close-shift.ts. */
import type { CashMovement, CashMovementInput, CurrentShift, OpenShiftInput, Shift, ShiftDetail } from '#shared/contracts/shifts';

import { fromCents, toCents } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { offlineClaim } from './offline-time';
import { displayName, requireOpenShift, requireShiftAccess, type ShiftActor } from './shift-access';
import * as repo from './shifts.repo';
import type { MovementRow, ShiftRow } from './shifts.repo';

/** The most shifts a list answers (about a year of two shifts a day for one till). */
const LIST_LIMIT = 1000;

type StoredFigures = { expectedCash?: number; countedCash?: number | null; overShort?: number | null };

export function toShift(r: ShiftRow): Shift {
  const z = (r.zReport ?? {}) as StoredFigures;
  return {
    id: r.id,
    userId: r.userId,
    userName: displayName({ firstName: r.userFirstName, lastName: r.userLastName, email: r.userEmail }),
    status: r.closedAt ? 'closed' : 'open',
    openedAt: r.openedAt.toISOString(),
    openingFloat: fromCents(r.openingFloatCents),
    closedAt: r.closedAt?.toISOString() ?? null,
    closedBy: r.closedBy,
    closedByName: r.closedBy ? displayName({ firstName: r.closedByFirstName, lastName: r.closedByLastName, email: r.closedByEmail }) : null,
    zNumber: r.zNumber,
    expectedCash: r.closedAt ? (z.expectedCash ?? null) : null,
    countedCash: r.countedCashCents == null ? null : fromCents(r.countedCashCents),
    overShort: r.closedAt ? (z.overShort ?? null) : null,
    denominations: r.denominations,
  };
}

function toMovement(m: MovementRow): CashMovement {
  return {
    id: m.id,
    shiftId: m.shiftId,
    kind: m.kind,
    amount: fromCents(m.amountCents),
    reason: m.reason,
    userId: m.userId,
    userName: m.userId ? displayName(m) : null,
    createdAt: m.createdAt.toISOString(),
  };
}

export async function getCurrentShift(db: Executor, actor: ShiftActor): Promise<CurrentShift> {
  const settings = await getBusinessSettings(db, actor.businessId);
  const open = await repo.findOpenShift(db, actor.businessId, actor.userId);
  return { required: settings.cashiersWorkInShifts, shift: open ? toShift(open) : null };
}

/**
 * Opens the signed-in user's shift; a second open one → 409 SHIFT_ALREADY_OPEN. An offline till's
 * open names its terminal and when it opened (offline-time.ts); `openedAt` (the demo's seed) wins.
 */
export async function openShift(db: Executor, actor: ShiftActor, input: OpenShiftInput, openedAt?: Date): Promise<Shift> {
  const { businessId, userId } = actor;
  const openingFloatCents = toCents(input.openingFloat);
  const claim = await offlineClaim(db, businessId, { at: input.openedAt, terminal: input.terminal, field: 'openedAt' });
  const id = await repo.insertShift(db, {
    businessId,
    userId,
    openingFloatCents,
    openedAt: openedAt ?? claim.at,
    terminalId: claim.terminalId,
  });
  if (id === undefined) throw new AppError('SHIFT_ALREADY_OPEN');
  const row = (await repo.findShift(db, businessId, id))!;
  const shift = toShift(row);
  await writeAudit(db, { businessId, userId, action: 'shift.open', entityType: 'shift', entityId: id, after: shift });
  return shift;
}

export async function listShifts(db: Executor, actor: ShiftActor): Promise<Shift[]> {
  const userId = actor.isAdmin ? undefined : actor.userId;
  return (await repo.listShifts(db, actor.businessId, { userId, limit: LIST_LIMIT })).map(toShift);
}

export async function getShiftDetail(db: Executor, actor: ShiftActor, shiftId: number): Promise<ShiftDetail> {
  const row = requireShiftAccess(actor, await repo.findShift(db, actor.businessId, shiftId));
  const movements = await repo.listCashMovements(db, actor.businessId, shiftId);
  const opens = await repo.listShiftDrawerOpens(db, actor.businessId, shiftId);
  return {
    ...toShift(row),
    cashMovements: movements.map(toMovement),
    drawerOpens: opens.map((o) => ({
      id: o.id,
      reason: o.reason,
      userName: o.userId ? displayName(o) : null,
      openedAt: o.createdAt.toISOString(),
    })),
  };
}

/**
 * Cash put in or taken out. The shift row is held FOR SHARE while the movement is written: a close
 * (FOR UPDATE) either waits for it and counts it, or has closed the shift first → 409.
 */
export async function addCashMovement(
  db: Executor,
  actor: ShiftActor,
  shiftId: number,
  input: CashMovementInput,
  at?: Date,
): Promise<CashMovement> {
  const { businessId, userId } = actor;
  const row = requireOpenShift(actor, await repo.findShift(db, businessId, shiftId, 'share'));
  // Made offline: its time, vouched for by the shift's terminal; not before the shift opened.
  const claim = await offlineClaim(db, businessId, { at: input.at, terminal: input.terminal, field: 'at' }, row.terminalId);
  const movedAt = at ?? (claim.at && claim.at < row.openedAt ? row.openedAt : claim.at);
  const inserted = await repo.insertCashMovement(db, {
    businessId,
    shiftId,
    kind: input.kind,
    amountCents: toCents(input.amount),
    reason: input.reason,
    userId,
    at: movedAt,
  });
  const movement: CashMovement = {
    ...toMovement({ ...inserted, userId, firstName: null, lastName: null, email: null }),
    userName: actor.name,
  };
  await writeAudit(db, { businessId, userId, action: `shift.cash_${input.kind}`, entityType: 'shift', entityId: shiftId, after: movement });
  return movement;
}
