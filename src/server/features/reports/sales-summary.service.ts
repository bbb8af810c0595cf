import { BEST_SELLERS_LIMIT, type ReportRangeQuery, type SalesSummary } from '../../../shared/contracts/reports';
import { fromBasisPoints, fromCents, fromThousandths } from '../../../shared/domain/money';
import { grossProfitCents } from '../../../shared/domain/profit';
import type { Executor } from '../../db/client';
import { rollupCoverage, type RollupCoverage } from '../rollups/rollups.service';
import { monthlyPeriods, reportPeriods, reportRange, timeZoneOf, type ReportPeriods, type ReportRange } from './report-periods';
import * as repo from './reports.repo';
import * as ranged from './sales-range.repo';
import type { RangeWindow } from './sales-range.repo';
import * as rolled from './sales-summary.repo';

/**
 * The sales summary reads the roll-ups for complete days and the raw rows after them when the
 * business has roll-ups in its current time zone, the raw rows only otherwise: the same figures
 * either way (docs/decisions/0004-sales-rollups.md).
 */
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

type Totals = Awaited<ReturnType<typeof repo.salesTotals>>;
const addTotals = (a: Totals, b: Totals): Totals =>
  Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof Totals] + b[k as keyof Totals]])) as Totals;

/** Sums per key of two row lists (the rolled-up days and the raw ones never share a key, but summing is safe). */
function mergeBy<K extends string>(key: K, ...lists: Array<Array<Record<K, string> & { totalCents: number; count: number }>>) {
  const out = new Map<string, { totalCents: number; count: number }>();
  for (const row of lists.flat()) {
    const seen = out.get(row[key]) ?? { totalCents: 0, count: 0 };
    out.set(row[key], { totalCents: seen.totalCents + row.totalCents, count: seen.count + row.count });
  }
  return out;
}

/** today … year to date, as of `now`: from the roll-ups plus the raw rows after them, or live. */
async function periodTotals(db: Executor, businessId: number, b: ReportPeriods, c: RollupCoverage | null) {
  if (!c) return repo.salesTotals(db, businessId, b);
  // Raw rows only from the first instant the roll-ups do not hold.
  const raw = { today: later(b.today, c.rawFrom), week: later(b.week, c.rawFrom), month: later(b.month, c.rawFrom) };
  const rawPeriods = { ...raw, year: later(b.year, c.rawFrom), earliest: later(b.earliest, c.rawFrom) };
  const [rawTotals, rolledTotals] = await Promise.all([
    repo.salesTotals(db, businessId, rawPeriods),
    rolled.rolledTotals(db, businessId, b.startDays, c.throughDay),
  ]);
  return addTotals(rawTotals, rolledTotals);
}

/** The range as roll-ups for its complete days and raw rows for the rest (everything raw without roll-ups). */
export function rangeWindow(businessId: number, timeZone: string, r: ReportRange, c: RollupCoverage | null): RangeWindow {
  if (!c) return { businessId, timeZone, rolled: null, raw: { from: r.start, to: r.end } };
  const throughDay = c.throughDay < r.to ? c.throughDay : r.to;
  const rawFrom = later(r.start, c.rawFrom);
  return {
    businessId,
    timeZone,
    rolled: r.from <= throughDay ? { fromDay: r.from, throughDay } : null,
    raw: rawFrom < r.end ? { from: rawFrom, to: r.end } : null,
  };
}

const profitOf = (netSalesCents: number, costCents: number) => ({
  netSales: fromCents(netSalesCents),
  costOfGoodsSold: fromCents(costCents),
  grossProfit: fromCents(grossProfitCents(netSalesCents, costCents)),
});
const sumOf = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

export async function getSalesSummary(db: Executor, businessId: number, now = new Date(), q: ReportRangeQuery = {}): Promise<SalesSummary> {
  const tz = await timeZoneOf(db, businessId);
  const range = reportRange(q, tz, now);
  const cover = await rollupCoverage(db, businessId, tz);
  const w = rangeWindow(businessId, tz, range, cover);
  const [totals, days, best, categories, rates] = await Promise.all([
    periodTotals(db, businessId, reportPeriods(now, tz), cover),
    ranged.dailyFigures(db, w),
    ranged.topProducts(db, w, BEST_SELLERS_LIMIT),
    ranged.categoryFigures(db, w),
    ranged.taxRates(db, w),
  ]);
  const byDay = new Map(days.map((d) => [d.date, d]));
  const count = sumOf(days, (d) => d.count);
  const totalCents = sumOf(days, (d) => d.totalCents);
  const netOf = (d: { subtotalCents: number; discountCents: number }) => d.subtotalCents - d.discountCents;
  return {
    range: { from: range.from, to: range.to },
    todaySales: fromCents(totals.todayCents),
    weekSales: fromCents(totals.weekCents),
    monthSales: fromCents(totals.monthCents),
    yearSales: fromCents(totals.yearCents),
    totalSales: fromCents(totalCents),
    // average to the cent, half up (all amounts are non-negative)
    averageOrderValue: count ? fromCents(Math.floor((totalCents * 2 + count) / (count * 2))) : 0,
    salesCount: count,
    profit: profitOf(
      sumOf(days, netOf),
      sumOf(days, (d) => d.costCents),
    ),
    dailySales: range.days.map((date) => {
      const d = byDay.get(date);
      return { date, total: fromCents(d?.totalCents ?? 0), count: d?.count ?? 0, ...profitOf(d ? netOf(d) : 0, d?.costCents ?? 0) };
    }),
    bestSellingProducts: best.map((p) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      unit: p.unit,
      quantitySold: fromThousandths(p.quantity),
      totalSold: fromThousandths(p.quantity),
      revenue: fromCents(p.revenueCents),
      ...profitOf(p.subtotalCents, p.costCents),
    })),
    categories: categories.map((c) => ({ category: c.category, ...profitOf(c.subtotalCents, c.costCents) })),
    taxSummary: {
      taxableSales: fromCents(sumOf(days, (d) => d.subtotalCents)),
      vat: fromCents(sumOf(days, (d) => d.vatCents)),
      nbt: fromCents(sumOf(days, (d) => d.nbtCents)),
      rates: rates.map((r) => ({
        vatRate: fromBasisPoints(r.vatRateBp),
        nbtRate: fromBasisPoints(r.nbtRateBp),
        taxableSales: fromCents(r.subtotalCents),
        vat: fromCents(r.vatCents),
        nbt: fromCents(r.nbtCents),
      })),
    },
  };
}

/** This month's best sellers (the summary's list) on their own: what the benchmark times. */
export async function getBestSellers(db: Executor, businessId: number, now = new Date(), limit = BEST_SELLERS_LIMIT) {
  const tz = await timeZoneOf(db, businessId);
  const b = reportPeriods(now, tz);
  const cover = await rollupCoverage(db, businessId, tz);
  return cover
    ? rolled.bestSellersWithRollups(
        db,
        businessId,
        { fromDay: b.startDays.month, through: cover.throughDay, rawFrom: later(b.month, cover.rawFrom) },
        limit,
      )
    : repo.bestSellers(db, businessId, b.month, limit);
}

export type MonthlySales = Array<{ month: string; total: number; count: number }>;

/** Σ and count of sales per local month, the last 12 months oldest first (the current one so far). */
export async function getMonthlySales(db: Executor, businessId: number, now = new Date()): Promise<MonthlySales> {
  const tz = await timeZoneOf(db, businessId);
  const m = monthlyPeriods(now, tz);
  const cover = await rollupCoverage(db, businessId, tz);
  const rows = cover
    ? await Promise.all([
        rolled.rolledMonthly(db, businessId, m.fromDay, cover.throughDay),
        repo.monthlySales(db, businessId, later(m.from, cover.rawFrom), tz),
      ])
    : [await repo.monthlySales(db, businessId, m.from, tz)];
  const byMonth = mergeBy('month', ...rows);
  return m.months.map((month) => ({ month, total: fromCents(byMonth.get(month)?.totalCents ?? 0), count: byMonth.get(month)?.count ?? 0 }));
}
