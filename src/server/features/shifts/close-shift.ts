/**
 * The X report (any time) and the close with its Z report. The figures come
 * from one pure function (shared/domain/shift-report.ts); this file reads the sums and stores.
 */
import type { CloseShiftInput, ShiftReport } from '#shared/contracts/shifts';

import { denominationsTotalCents } from '#shared/domain/denominations';
import { toCents } from '#shared/domain/money';
import { shiftReport, shiftReportAmounts, REPORT_METHODS, type ReportMethod } from '#shared/domain/shift-report';
import type { Executor } from '#server/db/client';
import { saleExceptions } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { offlineClaim } from './offline-time';
import { displayName, requireOpenShift, requireShiftAccess, type ShiftActor } from './shift-access';
import * as repo from './shifts.repo';
import type { ShiftRow } from './shifts.repo';

// A Z stored before no-sale drawer opens were recorded counts none: there were none to count.
const NO_REFUNDS: Pick<ShiftReport, 'refundsByMethod' | 'voids' | 'noSaleOpens'> = {
  refundsByMethod: [],
  voids: { count: 0, amount: 0 },
  noSaleOpens: 0,
};

const isMethod = (m: string): m is ReportMethod => (REPORT_METHODS as readonly string[]).includes(m);

/** The report of a shift as it stands now (its Z's figures once `close` gives the counted cash). */
async function computeReport(
  db: Executor,
  businessId: number,
  row: ShiftRow,
  close?: { countedCashCents: number; closedAt: Date },
): Promise<ShiftReport> {
  const sums = await repo.readShiftSums(db, businessId, row.id, { lockZNumbers: close !== undefined });
  const f = shiftReport({
    openingFloatCents: row.openingFloatCents,
    // Cash payments are each sale's cash SHARE: the change handed back is already out of them.
    cashSalesCents: sums.byMethod.find((m) => m.method === 'cash')?.amountCents ?? 0,
    // The shift's returns and voids: what they paid back in cash came out of this drawer.
    cashRefundsCents: sums.refundsByMethod.find((m) => m.method === 'cash')?.amountCents ?? 0,
    refundsCents: sums.refundsCents,
    refundsByMethod: sums.refundsByMethod.filter((m) => isMethod(m.method)) as {
      method: ReportMethod;
      count: number;
      amountCents: number;
    }[],
    voids: sums.voids,
    noSaleOpens: sums.noSaleOpens,
    cashInCents: sums.cashInCents,
    cashOutCents: sums.cashOutCents,
    countedCashCents: close ? close.countedCashCents : null,
    salesCount: sums.salesCount,
    totalCents: sums.totalCents,
    discountCents: sums.discountCents,
    vatCents: sums.vatCents,
    byMethod: sums.byMethod.filter((m) => isMethod(m.method)) as { method: ReportMethod; count: number; amountCents: number }[],
  });
  return {
    id: row.id,
    userId: row.userId,
    userName: displayName({ firstName: row.userFirstName, lastName: row.userLastName, email: row.userEmail }),
    // A Z's number is given as it is stored (storeClose); 0 until then.
    zNumber: close ? 0 : null,
    openedAt: row.openedAt.toISOString(),
    closedAt: close ? close.closedAt.toISOString() : null,
    ...shiftReportAmounts(f),
  };
}

/** GET …/report: an open shift's X report, computed now; a closed shift's stored Z, unchanged by anything since. */
export async function getShiftReport(db: Executor, actor: ShiftActor, shiftId: number): Promise<ShiftReport> {
  const row = requireShiftAccess(actor, await repo.findShift(db, actor.businessId, shiftId));
  // A Z stored before returns existed has no refunds by method or voids: it had none.
  if (row.closedAt && row.zReport) return { ...NO_REFUNDS, ...(row.zReport as ShiftReport) };
  return computeReport(db, actor.businessId, row);
}

/**
 * Closes the shift and answers its Z report. The shift row is locked FOR UPDATE first: a sale
 * attaching to it (FOR SHARE in its insert) either committed before (it is in the Z) or finds it
 * closed (it has no shift); a second close waits here, then finds it closed → 409. Then the
 * business's Z-number lock: numbers are serial per business, with no gaps.
 */
export async function closeShift(
  db: Executor,
  actor: ShiftActor,
  shiftId: number,
  input: CloseShiftInput,
  closedAt?: Date,
): Promise<ShiftReport> {
  const { businessId, userId } = actor;
  const row = requireOpenShift(actor, await repo.findShift(db, businessId, shiftId, 'update'));
  const countedCashCents = toCents(input.countedCash);
  const denominations = input.denominations ? cleanCounts(input.denominations) : null;
  if (denominations && denominationsTotalCents(denominations) !== countedCashCents)
    throw new AppError('DENOMINATIONS_DISAGREE', { field: 'denominations' });
  const claimed = await closedAtOf(db, businessId, row, input);
  const close = { countedCashCents, closedAt: closedAt ?? claimed ?? new Date() };
  // The sums, with the business's Z-number lock taken in the same statement; then the number, the
  // stored Z and its audit entry in one more.
  const report = await computeReport(db, businessId, row, close);
  const zNumber = await repo.storeClose(db, {
    businessId,
    shiftId,
    closedAt: close.closedAt,
    closedBy: userId,
    countedCashCents,
    denominations,
    zReport: report,
  });
  if (input.deviceReport) await flagDeviceZ(db, businessId, shiftId, report.expectedCash, input.deviceReport.expectedCash);
  return { ...report, zNumber };
}

/** An offline close's time (offline-time.ts), vouched for by the shift's terminal, not before the open (422). */
async function closedAtOf(db: Executor, businessId: number, row: ShiftRow, input: CloseShiftInput): Promise<Date | undefined> {
  const claim = await offlineClaim(db, businessId, { at: input.closedAt, terminal: input.terminal, field: 'closedAt' }, row.terminalId);
  if (claim.at && claim.at < row.openedAt) throw new AppError('SHIFT_CLOSED_BEFORE_OPENED');
  return claim.at;
}

/**
 * The server's Z is the record (docs/decisions/0016-offline-till.md); when the device printed another expected cash
 * (a sale it never sent, a sale the server placed elsewhere), the owner sees a `z_report_differs`
 * exception, written in the close's transaction.
 */
async function flagDeviceZ(db: Executor, businessId: number, shiftId: number, expectedCash: number, deviceExpectedCash: number) {
  if (toCents(expectedCash) === toCents(deviceExpectedCash)) return;
  await db.insert(saleExceptions).values({ businessId, shiftId, kind: 'z_report_differs', details: { expectedCash, deviceExpectedCash } });
}

/** The counted notes and coins without the zeros (the stored record reads like the count). */
function cleanCounts(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}
