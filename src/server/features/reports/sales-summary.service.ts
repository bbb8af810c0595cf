import { BEST_SELLERS_LIMIT, type SalesSummary } from '../../../shared/contracts/reports';
import { fromBasisPoints, fromCents, fromThousandths } from '../../../shared/domain/money';
import type { Executor } from '../../db/client';
import { rollupCoverage, type RollupCoverage } from '../rollups/rollups.service';
import { monthlyPeriods, reportPeriods, timeZoneOf, type ReportPeriods } from './report-periods';
import * as repo from './reports.repo';
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

async function liveParts(db: Executor, businessId: number, b: ReportPeriods, tz: string) {
  return Promise.all([
    repo.salesTotals(db, businessId, b),
    repo.dailySales(db, businessId, b.dailyFrom, tz),
    repo.bestSellers(db, businessId, b.month, BEST_SELLERS_LIMIT),
    repo.taxByRate(db, businessId, b.month),
  ]);
}

async function rolledParts(db: Executor, businessId: number, b: ReportPeriods, tz: string, c: RollupCoverage) {
  // Raw rows only from the first instant the roll-ups do not hold.
  const raw = { today: later(b.today, c.rawFrom), week: later(b.week, c.rawFrom), month: later(b.month, c.rawFrom) };
  const rawPeriods = { ...raw, year: later(b.year, c.rawFrom), earliest: later(b.earliest, c.rawFrom) };
  const lines = { fromDay: b.startDays.month, through: c.throughDay, rawFrom: raw.month };
  const [rawTotals, rolledTotals, rawDaily, rolledDaily, best, rates] = await Promise.all([
    repo.salesTotals(db, businessId, rawPeriods),
    rolled.rolledTotals(db, businessId, b.startDays, c.throughDay),
    repo.dailySales(db, businessId, later(b.dailyFrom, c.rawFrom), tz),
    rolled.rolledDaily(db, businessId, b.startDays.dailyFrom, c.throughDay),
    rolled.bestSellersWithRollups(db, businessId, lines, BEST_SELLERS_LIMIT),
    rolled.taxByRateWithRollups(db, businessId, lines),
  ]);
  const daily = [...mergeBy('date', rolledDaily, rawDaily)].map(([date, v]) => ({ date, ...v }));
  return [addTotals(rawTotals, rolledTotals), daily, best, rates] as const;
}

export async function getSalesSummary(db: Executor, businessId: number, now = new Date()): Promise<SalesSummary> {
  const tz = await timeZoneOf(db, businessId);
  const b = reportPeriods(now, tz);
  const cover = await rollupCoverage(db, businessId, tz);
  const [totals, daily, best, rates] = cover ? await rolledParts(db, businessId, b, tz, cover) : await liveParts(db, businessId, b, tz);
  const byDay = new Map(daily.map((d) => [d.date, d]));
  return {
    todaySales: fromCents(totals.todayCents),
    weekSales: fromCents(totals.weekCents),
    monthSales: fromCents(totals.monthCents),
    yearSales: fromCents(totals.yearCents),
    // average to the cent, half up (all amounts are non-negative)
    averageOrderValue: totals.monthCount ? fromCents(Math.floor((totals.monthCents * 2 + totals.monthCount) / (totals.monthCount * 2))) : 0,
    salesCount: totals.monthCount,
    dailySales: b.days.map((date) => ({ date, total: fromCents(byDay.get(date)?.totalCents ?? 0), count: byDay.get(date)?.count ?? 0 })),
    bestSellingProducts: best.map((p) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      quantitySold: fromThousandths(p.quantity),
      totalSold: fromThousandths(p.quantity),
      revenue: fromCents(p.revenueCents),
    })),
    taxSummary: {
      taxableSales: fromCents(totals.monthSubtotalCents),
      vat: fromCents(totals.monthVatCents),
      nbt: fromCents(totals.monthNbtCents),
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
