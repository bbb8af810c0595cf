/**
 * The figures of a shift's X report (any time) and Z report (at close), issue 18 point 5. Pure
 * integer arithmetic in cents: the server reads the sums, this decides what they mean.
 *
 *   expectedCash = openingFloat + cashSales − cashRefunds + cashIn − cashOut
 *   overShort    = countedCash − expectedCash   (negative: the drawer is short)
 *   grossSales   = Σ sale totals + Σ discounts (what the goods were priced at, before discounts)
 *   netSales     = grossSales − discounts − refunds
 */

/** The methods a payment may use, in the order a report lists them. */
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
  salesCount: number;
  grossSalesCents: number;
  discountCents: number;
  refundsCents: number;
  vatCents: number;
  netSalesCents: number;
}

function whole(name: string, n: number, { signed = false } = {}): number {
  if (!Number.isSafeInteger(n) || (!signed && n < 0)) throw new RangeError(`${name} must be a whole number of cents: ${n}`);
  return n;
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
  // One row per method that was used, in the report's order (a method twice in the input is summed).
  const byMethod = REPORT_METHODS.flatMap((method) => {
    const rows = input.byMethod.filter((r) => r.method === method);
    if (rows.length === 0) return [];
    const count = rows.reduce((s, r) => s + whole('count', r.count), 0);
    const amountCents = rows.reduce((s, r) => s + whole('amountCents', r.amountCents), 0);
    return [{ method, count, amountCents }];
  });
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
    salesCount: whole('salesCount', input.salesCount),
    grossSalesCents: gross,
    discountCents: discounts,
    refundsCents: refunds,
    vatCents: whole('vatCents', input.vatCents),
    netSalesCents: gross - discounts - refunds,
  };
}
