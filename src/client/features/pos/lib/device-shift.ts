/**
 * The till's shift as this device knows it (docs/decisions/0016-offline-till.md): a terminal with no
 * connection opens, moves cash in and out of, and closes its cashier's shift on the device. Each
 * write is queued in the outbox (a close names its shift by the open's key, or by the server's id
 * when the shift was opened online) and the shift is kept in a snapshot until the server has it.
 * The record also keeps what this till moved in and out and refunded during the shift, so its Z
 * prints from the device (device-z.ts).
 */
import type { CashMovementInput, Shift, ShiftReport } from '#shared/contracts/shifts';
import { fromCents, toCents } from '#shared/domain/money';
import { deviceDb } from '#client/features/offline/device-db';
import { enqueue, getOutboxItem, kickSync } from '#client/features/offline/outbox';
import { loadSnapshot, saveSnapshot, snapshotScope } from '#client/features/offline/snapshots';
import type { DeviceTerminal } from '#client/features/offline/types';
import { deviceShiftReport } from './device-z';
import { shopNow } from '#client/lib/shop-time';

export type DeviceShift = {
  businessId: number;
  userId: string;
  userName: string;
  /** The server's id: opened online, or once the open queued here is synced. */
  shiftId: number | null;
  /** The outbox key of the open queued on this device (null: opened online). */
  openKey: string | null;
  /** The outbox key of the close queued on this device. */
  closeKey: string | null;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
  openingFloatCents: number;
  /** Cash put in or taken out at this till during the shift. */
  movements: { kind: 'in' | 'out'; amountCents: number }[];
  /** Returns refunded at this till during the shift. */
  returns: { totalCents: number; refund: { method: string; amountCents: number }[] }[];
};

const SNAPSHOT = 'till.shift';
const scopeOf = (businessId: number, userId: string) => snapshotScope(userId, businessId);
const terminalRef = (t: DeviceTerminal) => ({ id: t.terminalId, deviceId: t.deviceId });

export async function loadDeviceShift(businessId: number, userId: string): Promise<DeviceShift | null> {
  return (await loadSnapshot<DeviceShift | null>(SNAPSHOT, scopeOf(businessId, userId)))?.data ?? null;
}

async function keep(businessId: number, userId: string, shift: DeviceShift | null): Promise<void> {
  await saveSnapshot(SNAPSHOT, scopeOf(businessId, userId), shift);
}

/** A shift the server answered, as the device starts tracking it (its ledger from now on). */
export function fromServerShift(businessId: number, s: Shift): DeviceShift {
  return {
    businessId,
    userId: s.userId,
    userName: s.userName,
    shiftId: s.id,
    openKey: null,
    closeKey: null,
    status: 'open',
    openedAt: s.openedAt,
    closedAt: null,
    openingFloatCents: toCents(s.openingFloat),
    movements: [],
    returns: [],
  };
}

/** The device's shift as the till shows it (an id of -1 until the server gives it one). */
export function shiftView(d: DeviceShift): Shift {
  return {
    id: d.shiftId ?? -1,
    userId: d.userId,
    userName: d.userName,
    status: d.status,
    openedAt: d.openedAt,
    openingFloat: fromCents(d.openingFloatCents),
    closedAt: d.closedAt,
    closedBy: null,
    closedByName: null,
    zNumber: null,
    expectedCash: null,
    countedCash: null,
    overShort: null,
    denominations: null,
  };
}

const resultId = (result: unknown) => {
  const id = (result as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
};
const sent = (state: string | undefined) => state === 'done' || state === 'set-aside';

/**
 * The record after what the outbox and the server say: the open's id once synced; a close not yet
 * synced keeps the shift closed here (whatever the server still says); once the device's writes
 * are on the server, the server's current shift is the truth (online), or the kept one (offline).
 */
export async function settleDeviceShift(
  kept: DeviceShift | null,
  server: Shift | null | undefined,
  online: boolean,
  businessId: number,
): Promise<DeviceShift | null> {
  let d = kept;
  if (d?.openKey && d.shiftId === null) {
    const open = await getOutboxItem(d.openKey);
    if (open?.state === 'done' && resultId(open.result) !== null) d = { ...d, shiftId: resultId(open.result) };
  }
  if (d?.closeKey) {
    if (!sent((await getOutboxItem(d.closeKey))?.state)) return d;
    d = null;
  } else if (d?.openKey && !sent((await getOutboxItem(d.openKey))?.state)) return d;
  if (!online || server === undefined) return d ?? (server ? fromServerShift(businessId, server) : null);
  if (!server) return null;
  return d && d.shiftId === server.id ? d : fromServerShift(businessId, server);
}

/** Settles the kept record in one transaction (a write between the read and the save is not lost). */
export async function settleKept(
  businessId: number,
  userId: string,
  server: Shift | null | undefined,
  online: boolean,
): Promise<{ before: DeviceShift | null; after: DeviceShift | null }> {
  return deviceDb.transaction('rw', deviceDb.snapshots, deviceDb.outbox, async () => {
    const before = await loadDeviceShift(businessId, userId);
    const after = await settleDeviceShift(before, server, online, businessId);
    if (JSON.stringify(after) !== JSON.stringify(before)) await keep(businessId, userId, after);
    return { before, after };
  });
}

/** Changes the kept record (nothing when there is none, or it is closed). */
async function update(businessId: number, userId: string, change: (d: DeviceShift) => DeviceShift): Promise<DeviceShift | null> {
  return deviceDb.transaction('rw', deviceDb.snapshots, async () => {
    const d = await loadDeviceShift(businessId, userId);
    if (!d || d.status !== 'open') return d;
    const next = change(d);
    await keep(businessId, userId, next);
    return next;
  });
}

/** Opens the cashier's shift on the device: 'shift.open' queued, the shift open here at once. */
export async function openShiftOnDevice(a: {
  terminal: DeviceTerminal;
  userId: string;
  userName: string;
  key: string;
  openingFloat: number;
}): Promise<DeviceShift> {
  const { businessId } = a.terminal;
  const openedAt = shopNow().toISOString();
  const shift: DeviceShift = { ...blank(a), openKey: a.key, openedAt, openingFloatCents: toCents(a.openingFloat) };
  await deviceDb.transaction('rw', deviceDb.outbox, deviceDb.snapshots, async () => {
    const body = { openingFloat: a.openingFloat, openedAt, terminal: terminalRef(a.terminal) };
    await enqueue({ businessId, userId: a.userId, kind: 'shift.open', key: a.key, body, label: a.openingFloat.toFixed(2) });
    await keep(businessId, a.userId, shift);
  });
  kickSync();
  return shift;
}

function blank(a: { terminal: DeviceTerminal; userId: string; userName: string }): DeviceShift {
  return {
    businessId: a.terminal.businessId,
    userId: a.userId,
    userName: a.userName,
    shiftId: null,
    openKey: null,
    closeKey: null,
    status: 'open',
    openedAt: '',
    closedAt: null,
    openingFloatCents: 0,
    movements: [],
    returns: [],
  };
}

/** How a queued write names its shift: the open queued here, or the server's id. */
function shiftRef(d: DeviceShift): { body: { openKey: string } | { shiftId: number }; dependsOn?: string } {
  if (d.openKey) return { body: { openKey: d.openKey }, dependsOn: d.openKey };
  if (d.shiftId !== null) return { body: { shiftId: d.shiftId } };
  throw new Error('The shift has neither a queued open nor a server id');
}

/** Cash in or out on the device: 'cash-movement' queued after the shift's open. */
export async function moveCashOnDevice(
  d: DeviceShift,
  key: string,
  input: CashMovementInput,
  terminal: DeviceTerminal,
): Promise<DeviceShift | null> {
  const ref = shiftRef(d);
  const amountCents = toCents(input.amount);
  const next = await deviceDb.transaction('rw', deviceDb.outbox, deviceDb.snapshots, async () => {
    await enqueue({
      businessId: d.businessId,
      userId: d.userId,
      kind: 'cash-movement',
      key,
      body: {
        ...ref.body,
        kind: input.kind,
        amount: input.amount,
        reason: input.reason,
        at: shopNow().toISOString(),
        terminal: terminalRef(terminal),
      },
      dependsOn: ref.dependsOn,
      label: `${input.kind === 'in' ? '+' : '-'}${input.amount.toFixed(2)}`,
    });
    return update(d.businessId, d.userId, (s) => ({ ...s, movements: [...s.movements, { kind: input.kind, amountCents }] }));
  });
  kickSync();
  return next;
}

/** Cash moved online at this till: kept for a Z the device may have to print. */
export const noteMovement = (businessId: number, userId: string, kind: 'in' | 'out', amount: number) =>
  update(businessId, userId, (s) => ({ ...s, movements: [...s.movements, { kind, amountCents: toCents(amount) }] }));

/** A return refunded at this till (online or queued): its refund comes out of this shift's drawer. */
export const noteReturn = (businessId: number, userId: string, ret: DeviceShift['returns'][number]) =>
  update(businessId, userId, (s) => ({ ...s, returns: [...s.returns, ret] }));

/**
 * Closes the shift on the device: its Z from the device's records, 'shift.close' queued with the
 * count, the time and the device's expected cash (after the open when that is queued too).
 */
export async function closeShiftOnDevice(
  d: DeviceShift,
  key: string,
  input: { countedCash: number; denominations?: Record<string, number> },
  terminal: DeviceTerminal,
): Promise<ShiftReport> {
  const closedAt = shopNow().toISOString();
  const kept = (await loadDeviceShift(d.businessId, d.userId)) ?? d;
  const z = await deviceShiftReport(kept, { countedCents: toCents(input.countedCash), closedAt });
  const ref = shiftRef(kept);
  await deviceDb.transaction('rw', deviceDb.outbox, deviceDb.snapshots, async () => {
    const body = {
      ...ref.body,
      countedCash: input.countedCash,
      ...(input.denominations ? { denominations: input.denominations } : {}),
      closedAt,
      terminal: terminalRef(terminal),
      deviceReport: { expectedCash: z.expectedCash },
    };
    await enqueue({
      businessId: d.businessId,
      userId: d.userId,
      kind: 'shift.close',
      key,
      body,
      dependsOn: ref.dependsOn,
      label: `Z ${input.countedCash.toFixed(2)}`,
    });
    await keep(d.businessId, d.userId, { ...kept, status: 'closed', closedAt, closeKey: key });
  });
  kickSync();
  return z;
}
