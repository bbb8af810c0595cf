/**
 * The Z (and X) report a terminal prints when it closes a shift with no connection (decision
 * 0016 §4): the very figures of the server's report (shared/domain/shift-report.ts), read
 * from what this device knows of the shift — its float, the sales made on it (device-sales), the
 * cash moved and the refunds given at this till. On sync the server's Z is the record; its expected
 * cash differing from this one is an exception the owner sees.
 */
import type { Sale } from '#shared/contracts/sales';
import type { ShiftReport } from '#shared/contracts/shifts';
import { toCents } from '#shared/domain/money';
import { REPORT_METHODS, shiftReport, shiftReportAmounts, type ReportMethod } from '#shared/domain/shift-report';
import { listDeviceSales } from '#client/features/offline/device-sales';
import type { DeviceShift } from './device-shift';

type MethodRow = { method: ReportMethod; count: number; amountCents: number };

const isMethod = (m: string): m is ReportMethod => (REPORT_METHODS as readonly string[]).includes(m);

/** The sales of the shift on this device: by its cashier, from its opening (to its close), in no other shift. */
export async function deviceShiftSales(shift: DeviceShift, until?: string): Promise<Sale[]> {
  const sales = await listDeviceSales(shift.businessId, { since: shift.openedAt });
  return sales
    .map((s) => s.sale)
    .filter((s) => s.cashierId === shift.userId)
    .filter((s) => s.shiftId == null || s.shiftId === shift.shiftId)
    .filter((s) => until === undefined || s.saleDate <= until);
}

/** A sale's payments as the server stores them: each method's share of the total (change not in the cash). */
function paymentRows(sale: Sale): MethodRow[] {
  const payments = sale.payments.length
    ? sale.payments
    : [{ method: sale.paymentMethod === 'split' ? 'cash' : sale.paymentMethod, amount: sale.totalAmount }];
  return payments
    .filter((p) => isMethod(p.method))
    .map((p) => ({ method: p.method as ReportMethod, count: 1, amountCents: toCents(p.amount) }));
}

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

/**
 * The report of a shift from the device's records; `counted` and `closedAt` make it a Z
 * (its number given by the server on sync: `zNumber` 0 until then, `pending` on paper).
 */
export function deviceReport(shift: DeviceShift, sales: readonly Sale[], close?: { countedCents: number; closedAt: string }): ShiftReport {
  const byMethod = sales.flatMap(paymentRows);
  const refunds: MethodRow[] = shift.returns.flatMap((r) =>
    r.refund.filter((p) => isMethod(p.method)).map((p) => ({ method: p.method as ReportMethod, count: 1, amountCents: p.amountCents })),
  );
  const cash = (rows: readonly MethodRow[]) => sum(rows.filter((r) => r.method === 'cash').map((r) => r.amountCents));
  const moved = (kind: 'in' | 'out') => sum(shift.movements.filter((m) => m.kind === kind).map((m) => m.amountCents));
  const f = shiftReport({
    openingFloatCents: shift.openingFloatCents,
    cashSalesCents: cash(byMethod),
    cashRefundsCents: cash(refunds),
    cashInCents: moved('in'),
    cashOutCents: moved('out'),
    countedCashCents: close ? close.countedCents : null,
    salesCount: sales.length,
    totalCents: sum(sales.map((s) => toCents(s.totalAmount))),
    discountCents: sum(sales.map((s) => toCents(s.discountAmount))),
    vatCents: sum(sales.map((s) => toCents(s.vatAmount))),
    refundsCents: sum(shift.returns.map((r) => r.totalCents)),
    byMethod,
    refundsByMethod: refunds,
  });
  return {
    id: shift.shiftId ?? 0,
    userId: shift.userId,
    userName: shift.userName,
    zNumber: close ? 0 : null,
    openedAt: shift.openedAt,
    closedAt: close ? close.closedAt : null,
    ...shiftReportAmounts(f),
  };
}

/** The device's report of the shift now (an X), or its Z when `close` is given. */
export async function deviceShiftReport(shift: DeviceShift, close?: { countedCents: number; closedAt: string }): Promise<ShiftReport> {
  return deviceReport(shift, await deviceShiftSales(shift, close?.closedAt), close);
}
