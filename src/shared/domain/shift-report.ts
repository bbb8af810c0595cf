/**
 * The figures of a shift's X report (any time) and Z report (at close). Pure
 * integer arithmetic in cents: the server reads the sums, this decides what they mean.
 *
 *   expectedCash = openingFloat + cashSales − cashRefunds + cashIn − cashOut
 *   overShort    = countedCash − expectedCash   (negative: the drawer is short)
 *   grossSales   = Σ sale totals + Σ discounts (what the goods were priced at, before discounts)
 *   netSales     = grossSales − discounts − refunds
 *
 * Refunds are the shift's returns and voids (their drawer is the shift): `refunds` the Σ
 * of their totals, `cashRefunds` the cash paid back out of the drawer, `refundsByMethod` how they
 * were paid back, `voids` the sales voided in the shift (a void's total is in `refunds` too).
 */

/** The methods a payment may use, in the order a report lists them. */
import { fromCents } from './money';

export const REPORT_METHODS = ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'] as const;
export type ReportMethod = (typeof REPORT_METHODS)[number];

export interface ShiftReportInput {
  openingFloatCents: number;
  /** Σ cash payment amounts: each the cash SHARE of its sale (the change given is not in it). */
  cashSalesCents: number;
  cashRefundsCents: number;
  cashInCents: number;
  cashOutCents: number;
  /** null for an X report (nothing counted yet). */
  countedCashCents: number | null;
  salesCount: number;
  /** Σ sale totals (what customers were charged, VAT included, after discounts). */
  totalCents: number;
  discountCents: number;
  vatCents: number;
  refundsCents: number;
  byMethod: readonly { method: ReportMethod; count: number; amountCents: number }[];
  /** The refunds paid by each method (count: refunds); omitted: none. */
  refundsByMethod?: readonly { method: ReportMethod; count: number; amountCents: number }[];
  /** The sales voided in the shift; omitted: none. */
  voids?: { count: number; amountCents: number };
  /** "Open drawer" without a sale in the shift; omitted: none. */
  noSaleOpens?: number;
}

export interface ShiftReportFigures {
  openingFloatCents: number;
  cashSalesCents: number;
  cashRefundsCents: number;
  cashInCents: number;
  cashOutCents: number;
  expectedCashCents: number;
  countedCashCents: number | null;
  overShortCents: number | null;
  byMethod: { method: ReportMethod; count: number; amountCents: number }[];
  refundsByMethod: { method: ReportMethod; count: number; amountCents: number }[];
  voids: { count: number; amountCents: number };
  salesCount: number;
  grossSalesCents: number;
  discountCents: number;
  refundsCents: number;
  vatCents: number;
  netSalesCents: number;
  noSaleOpens: number;
}

function whole(name: string, n: number, { signed = false } = {}): number {
  if (!Number.isSafeInteger(n) || (!signed && n < 0)) throw new RangeError(`${name} must be a whole number of cents: ${n}`);
  return n;
}

/** One row per method that was used, in the report's order (a method twice in the input is summed). */
function perMethod(rows: readonly { method: ReportMethod; count: number; amountCents: number }[]) {
  return REPORT_METHODS.flatMap((method) => {
    const mine = rows.filter((r) => r.method === method);
    if (mine.length === 0) return [];
    const count = mine.reduce((s, r) => s + whole('count', r.count), 0);
    const amountCents = mine.reduce((s, r) => s + whole('amountCents', r.amountCents), 0);
    return [{ method, count, amountCents }];
  });
}

/** The report's figures; every input a non-negative safe integer (RangeError otherwise). */
export function shiftReport(input: ShiftReportInput): ShiftReportFigures {
  const float = whole('openingFloatCents', input.openingFloatCents);
  const cashSales = whole('cashSalesCents', input.cashSalesCents);
  const cashRefunds = whole('cashRefundsCents', input.cashRefundsCents);
  const cashIn = whole('cashInCents', input.cashInCents);
  const cashOut = whole('cashOutCents', input.cashOutCents);
  const counted = input.countedCashCents === null ? null : whole('countedCashCents', input.countedCashCents);
  const expected = float + cashSales - cashRefunds + cashIn - cashOut;
  const discounts = whole('discountCents', input.discountCents);
  const refunds = whole('refundsCents', input.refundsCents);
  const gross = whole('totalCents', input.totalCents) + discounts;
  const byMethod = perMethod(input.byMethod);
  const refundsByMethod = perMethod(input.refundsByMethod ?? []);
  const voids = {
    count: whole('voids.count', input.voids?.count ?? 0),
    amountCents: whole('voids.amountCents', input.voids?.amountCents ?? 0),
  };
  return {
    openingFloatCents: float,
    cashSalesCents: cashSales,
    cashRefundsCents: cashRefunds,
    cashInCents: cashIn,
    cashOutCents: cashOut,
    expectedCashCents: expected,
    countedCashCents: counted,
    overShortCents: counted === null ? null : counted - expected,
    byMethod,
    refundsByMethod,
    voids,
    salesCount: whole('salesCount', input.salesCount),
    grossSalesCents: gross,
    discountCents: discounts,
    refundsCents: refunds,
    vatCents: whole('vatCents', input.vatCents),
    netSalesCents: gross - discounts - refunds,
    noSaleOpens: whole('noSaleOpens', input.noSaleOpens ?? 0),
  };
}

/**
 * The figures as the X/Z report answers them, in decimals at the edge: the server's report and the
 * device's own Z (an offline till) give the same shape from the same figures.
 */
export function shiftReportAmounts(f: ShiftReportFigures) {
  const money = fromCents;
  const perMethod = (rows: readonly { method: ReportMethod; count: number; amountCents: number }[]) =>
    rows.map((m) => ({ method: m.method, count: m.count, amount: money(m.amountCents) }));
  return {
    openingFloat: money(f.openingFloatCents),
    cashSales: money(f.cashSalesCents),
    cashRefunds: money(f.cashRefundsCents),
    cashIn: money(f.cashInCents),
    cashOut: money(f.cashOutCents),
    expectedCash: money(f.expectedCashCents),
    countedCash: f.countedCashCents === null ? null : money(f.countedCashCents),
    overShort: f.overShortCents === null ? null : money(f.overShortCents),
    byMethod: perMethod(f.byMethod),
    salesCount: f.salesCount,
    grossSales: money(f.grossSalesCents),
    discounts: money(f.discountCents),
    refunds: money(f.refundsCents),
    vat: money(f.vatCents),
    netSales: money(f.netSalesCents),
    refundsByMethod: perMethod(f.refundsByMethod),
    voids: { count: f.voids.count, amount: money(f.voids.amountCents) },
    noSaleOpens: f.noSaleOpens,
  };
}
