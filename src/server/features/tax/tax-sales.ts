/**
 * The sales figures tax needs, all from the sales read model (net sales of the business on its
 * own clock), so returns and voids will reach the tax figures with no change here.
 */
import type { Executor } from '#server/db/client';
import {
  netExemptSalesByDay,
  netSaleSumsByDay,
  netSalesByDay,
  netSalesByTender,
  netSalesTotals,
  netSsclExemptSalesByDay,
  openSalesRange,
  type DaySales,
  type SalesRange,
} from '#server/features/sales-read-model';
import { isoDay } from './tax-dates';
import * as checksRepo from './tax-sale-checks.repo';

/** Revenue = Σ subtotal: sales net of VAT and NBT, after their discounts; and the tax charged on them. */
export type PeriodSalesTotals = {
  revenueCents: number;
  vatCents: number;
  nbtCents: number;
  discountCents: number;
  totalCents: number;
  count: number;
};

const toPeriodTotals = (s: {
  netCents: number;
  vatCents: number;
  nbtCents: number;
  discountCents: number;
  totalCents: number;
  count: number;
}) => ({
  revenueCents: s.netCents,
  vatCents: s.vatCents,
  nbtCents: s.nbtCents,
  discountCents: s.discountCents,
  totalCents: s.totalCents,
  count: s.count,
});

/** Local calendar days [from, to], both included, in `timeZone`. */
export type LocalDays = { from: string; to: string; timeZone: string };

export function taxSalesRange(db: Executor, businessId: number, d: LocalDays): Promise<SalesRange> {
  return openSalesRange(db, businessId, { from: d.from, to: d.to }, d.timeZone);
}

/** A tax period's days: from its first to its last local day. */
export const periodDays = (p: { period: { start: Date }; lastDay: string; timeZone: string }): LocalDays => ({
  from: isoDay(p.period.start),
  to: p.lastDay,
  timeZone: p.timeZone,
});

/** The period's sales totals and the cost of the goods sold in them. */
export async function periodSalesTotals(
  db: Executor,
  businessId: number,
  d: LocalDays,
): Promise<PeriodSalesTotals & { costOfGoodsSoldCents: number }> {
  const totals = await netSalesTotals(db, await taxSalesRange(db, businessId, d));
  return { ...toPeriodTotals(totals), costOfGoodsSoldCents: totals.costCents };
}

/** Σ the subtotals of sales of SSCL Part IB exempt products over the days: left out of the levy's turnover. */
export async function periodSsclExemptCents(db: Executor, businessId: number, d: LocalDays): Promise<number> {
  const days = await netSsclExemptSalesByDay(db, await taxSalesRange(db, businessId, d));
  return days.reduce((sum, day) => sum + day.exemptCents, 0);
}

/** Σ the exempt lines' subtotals over the days (net of VAT): left out of taxable turnover. */
export async function periodExemptCents(db: Executor, businessId: number, d: LocalDays): Promise<number> {
  const days = await netExemptSalesByDay(db, await taxSalesRange(db, businessId, d));
  return days.reduce((sum, day) => sum + day.exemptCents, 0);
}

/** Per local day that has sales, for the export's sales register. */
export async function salesByDay(db: Executor, businessId: number, d: LocalDays) {
  return (await netSaleSumsByDay(db, await taxSalesRange(db, businessId, d))).map((s) => ({ day: s.date, ...toPeriodTotals(s) }));
}

/**
 * Per payment method from the sales' payments, like the Reports page: a split sale counts under
 * each of its methods with that payment's amount (never as 'split').
 */
export async function salesByTender(db: Executor, businessId: number, d: LocalDays) {
  return netSalesByTender(db, await taxSalesRange(db, businessId, d));
}

export type PanelSalesFigures = PeriodSalesTotals & {
  costOfGoodsSoldCents: number;
  quarterRevenueCents: number;
  annualRevenueCents: number;
  /** The business's first instant: its creation or its first sale, whichever is earlier. */
  startedAt: Date | null;
  /** The exempt lines' subtotals in the range and in the rolling 3 and 12 months. */
  exemptCents: number;
  quarterExemptCents: number;
  annualExemptCents: number;
  /** The SSCL Part IB exempt sales in the rolling 3 and 12 months (the SSCL registration alert's turnover leaves them out). */
  quarterSsclExemptCents: number;
  annualSsclExemptCents: number;
};

const sumDays = (days: DaySales[], from: string, to: string) => {
  const inside = days.filter((d) => d.date >= from && d.date <= to);
  const sum = (k: 'netCents' | 'vatCents' | 'nbtCents' | 'discountCents' | 'totalCents' | 'count' | 'costCents') =>
    inside.reduce((s, d) => s + d[k], 0);
  return {
    ...toPeriodTotals({
      netCents: sum('netCents'),
      vatCents: sum('vatCents'),
      nbtCents: sum('nbtCents'),
      discountCents: sum('discountCents'),
      totalCents: sum('totalCents'),
      count: sum('count'),
    }),
    costCents: sum('costCents'),
  };
};

/**
 * The panel's sales figures from ONE read of the read model (per local day over the range and the
 * rolling 3 and 12 months to today): the range's totals and cost of goods sold and the windows'
 * turnover; then the business's start.
 */
export async function panelSalesFigures(
  db: Executor,
  businessId: number,
  w: LocalDays & { start: Date; end: Date; today: string; quarterFrom: string; annualFrom: string },
): Promise<PanelSalesFigures> {
  const span = { from: w.from < w.annualFrom ? w.from : w.annualFrom, to: w.to > w.today ? w.to : w.today, timeZone: w.timeZone };
  const spanRange = await taxSalesRange(db, businessId, span);
  const days = await netSalesByDay(db, spanRange);
  const exemptDays = await netExemptSalesByDay(db, spanRange);
  const ssclExemptDays = await netSsclExemptSalesByDay(db, spanRange);
  const between = (list: Array<{ date: string; exemptCents: number }>, from: string, to: string) =>
    list.filter((d) => d.date >= from && d.date <= to).reduce((sum, d) => sum + d.exemptCents, 0);
  const exemptBetween = (from: string, to: string) => between(exemptDays, from, to);
  const range = sumDays(days, w.from, w.to);
  const checks = await checksRepo.saleChecks(db, businessId);
  return {
    ...range,
    costOfGoodsSoldCents: range.costCents,
    quarterRevenueCents: sumDays(days, w.quarterFrom, w.today).revenueCents,
    annualRevenueCents: sumDays(days, w.annualFrom, w.today).revenueCents,
    exemptCents: exemptBetween(w.from, w.to),
    quarterExemptCents: exemptBetween(w.quarterFrom, w.today),
    annualExemptCents: exemptBetween(w.annualFrom, w.today),
    quarterSsclExemptCents: between(ssclExemptDays, w.quarterFrom, w.today),
    annualSsclExemptCents: between(ssclExemptDays, w.annualFrom, w.today),
    ...checks,
  };
}
