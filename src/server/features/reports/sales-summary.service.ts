import {
  BEST_SELLERS_LIMIT,
  TENDER_METHODS,
  type ReportRangeQuery,
  type SalesSummary,
  type TenderSummary,
} from '#shared/contracts/reports';
import { fromBasisPoints, fromCents, fromThousandths } from '#shared/domain/money';
import { grossProfitCents } from '#shared/domain/profit';
import type { Executor } from '#server/db/client';
import {
  netSalesByCategory,
  netSalesByDay,
  netSalesByProduct,
  netSalesByTaxRate,
  netSalesByTender,
  netSaleSumsByDay,
  netSalesTotalCents,
  rangeOf,
  salesScope,
  type ProductSales,
  type SaleSums,
  type TaxRateSales,
  type TenderSales,
} from '#server/features/sales-read-model';
import { returnsSummary, type ReturnsSummary } from '#server/features/sales-read-model';
import { monthlyPeriods, reportPeriods, reportRange } from './report-periods';

/**
 * The sales summary, the best sellers and the 12-month trend: every figure comes from the sales
 * read model (roll-ups plus live rows, in the business's time zone); this file only picks the
 * ranges and shapes the answer. The period totals (today … year to date) run from the period's
 * first local day on, future-dated sales included.
 */

const profitOf = (netSalesCents: number, costCents: number) => ({
  netSales: fromCents(netSalesCents),
  costOfGoodsSold: fromCents(costCents),
  grossProfit: fromCents(grossProfitCents(netSalesCents, costCents)),
});
const sumOf = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

const toBestSeller = (p: ProductSales) => ({
  id: p.productId,
  name: p.name,
  sku: p.sku,
  unit: p.unit,
  quantitySold: fromThousandths(p.quantity),
  totalSold: fromThousandths(p.quantity),
  revenue: fromCents(p.totalCents),
  ...profitOf(p.subtotalCents, p.costCents),
});

/** Tax on the range: the sales' sums, and per rate pair of the lines. */
const toTaxSummary = (days: SaleSums[], rates: TaxRateSales[]) => ({
  taxableSales: fromCents(sumOf(days, (d) => d.subtotalCents)),
  vat: fromCents(sumOf(days, (d) => d.vatCents)),
  nbt: fromCents(sumOf(days, (d) => d.nbtCents)),
  rates: rates.map((t) => ({
    vatRate: fromBasisPoints(t.vatRateBp),
    nbtRate: fromBasisPoints(t.nbtRateBp),
    taxableSales: fromCents(t.subtotalCents),
    vat: fromCents(t.vatCents),
    nbt: fromCents(t.nbtCents),
  })),
});

const toReturnsPanel = (r: ReturnsSummary) => ({
  count: r.count,
  total: fromCents(r.totalCents),
  voidCount: r.voidCount,
  voidTotal: fromCents(r.voidTotalCents),
  byReason: r.byReason.map((x) => ({
    reason: x.reason,
    count: x.count,
    quantity: fromThousandths(x.quantity),
    total: fromCents(x.totalCents),
  })),
});

/** Every method in report order, zeros included. */
export function toTenderSummary(rows: TenderSales[]): TenderSummary {
  const byMethod = new Map(rows.map((r) => [r.method, r]));
  return TENDER_METHODS.map((method) => ({
    method,
    count: byMethod.get(method)?.count ?? 0,
    amount: fromCents(byMethod.get(method)?.amountCents ?? 0),
  }));
}

export async function getSalesSummary(db: Executor, businessId: number, now = new Date(), q: ReportRangeQuery = {}): Promise<SalesSummary> {
  const scope = await salesScope(db, businessId);
  const range = reportRange(q, scope.timeZone, now);
  const starts = reportPeriods(now, scope.timeZone).startDays;
  const r = rangeOf(scope, { from: range.from, to: range.to });
  const since = (from: string) => netSalesTotalCents(db, rangeOf(scope, { from }));
  const [todayCents, weekCents, monthCents, yearCents, days, best, categories, rates, tenders, returned] = await Promise.all([
    since(starts.today),
    since(starts.week),
    since(starts.month),
    since(starts.year),
    netSalesByDay(db, r),
    netSalesByProduct(db, r, { limit: BEST_SELLERS_LIMIT }),
    netSalesByCategory(db, r),
    netSalesByTaxRate(db, r),
    netSalesByTender(db, r),
    returnsSummary(db, r),
  ]);
  const byDay = new Map(days.map((d) => [d.date, d]));
  const count = sumOf(days, (d) => d.count);
  const totalCents = sumOf(days, (d) => d.totalCents);
  return {
    range: { from: range.from, to: range.to },
    todaySales: fromCents(todayCents),
    weekSales: fromCents(weekCents),
    monthSales: fromCents(monthCents),
    yearSales: fromCents(yearCents),
    totalSales: fromCents(totalCents),
    // average to the cent, half up (all amounts are non-negative)
    averageOrderValue: count ? fromCents(Math.floor((totalCents * 2 + count) / (count * 2))) : 0,
    salesCount: count,
    profit: profitOf(
      sumOf(days, (d) => d.netCents),
      sumOf(days, (d) => d.costCents),
    ),
    dailySales: range.days.map((date) => {
      const d = byDay.get(date);
      return { date, total: fromCents(d?.totalCents ?? 0), count: d?.count ?? 0, ...profitOf(d?.netCents ?? 0, d?.costCents ?? 0) };
    }),
    bestSellingProducts: best.map(toBestSeller),
    categories: categories.map((c) => ({ category: c.category, ...profitOf(c.subtotalCents, c.costCents) })),
    taxSummary: toTaxSummary(days, rates),
    byPaymentMethod: toTenderSummary(tenders),
    returns: toReturnsPanel(returned),
  };
}

/** This month's best sellers (the summary's list) on their own: what the benchmark times. */
export async function getBestSellers(db: Executor, businessId: number, now = new Date(), limit = BEST_SELLERS_LIMIT) {
  const scope = await salesScope(db, businessId);
  const month = reportPeriods(now, scope.timeZone).startDays.month;
  const rows = await netSalesByProduct(db, rangeOf(scope, { from: month }), { limit });
  return rows.map((p) => ({ id: p.productId, name: p.name, sku: p.sku, quantity: p.quantity, revenueCents: p.totalCents }));
}

export type MonthlySales = Array<{ month: string; total: number; count: number }>;

/** Σ and count of sales per local month, the last 12 months oldest first (the current one so far). */
export async function getMonthlySales(db: Executor, businessId: number, now = new Date()): Promise<MonthlySales> {
  const scope = await salesScope(db, businessId);
  const m = monthlyPeriods(now, scope.timeZone);
  const days = await netSaleSumsByDay(db, rangeOf(scope, { from: m.fromDay }));
  const byMonth = new Map<string, { totalCents: number; count: number }>();
  for (const d of days) {
    const seen = byMonth.get(d.date.slice(0, 7)) ?? { totalCents: 0, count: 0 };
    byMonth.set(d.date.slice(0, 7), { totalCents: seen.totalCents + d.totalCents, count: seen.count + d.count });
  }
  return m.months.map((month) => ({ month, total: fromCents(byMonth.get(month)?.totalCents ?? 0), count: byMonth.get(month)?.count ?? 0 }));
}
