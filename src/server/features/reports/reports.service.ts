import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  ACTIVE_CUSTOMER_DAYS,
  BEST_SELLERS_LIMIT,
  DAILY_SALES_DAYS,
  INVENTORY_CSV_HEADER,
  SALES_CSV_HEADER,
  type CrmSummary,
  type DebtorSummary,
  type ExportQuery,
  type InventorySummary,
  type SalesSummary,
} from '../../../shared/contracts/reports';
import { escapeCsvText } from '../../../shared/domain/csv-safety';
import { fromBasisPoints, fromCents, fromThousandths } from '../../../shared/domain/money';
import { getStockStatus } from '../../../shared/domain/stock-status';
import { parseDateOnly, toZonedDateString, zonedMidnight, zonedParts } from '../../../shared/domain/time-zone';
import type { Database } from '../../db/client';
import { getDebtorStats } from '../debtors/debtors.service';
import { getBusinessSettings } from '../settings/settings.service';
import * as repo from './reports.repo';

const DAY_MS = 86_400_000;

/** Calendar arithmetic on a local date: the UTC date only carries year-month-day here. */
function shiftDate(p: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
const dateString = (p: { year: number; month: number; day: number }) =>
  `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/** Period starts in the business's time zone: today, Monday of this week, the 1st, 1 January, and 29 days ago. */
export function reportPeriods(now: Date, timeZone: string) {
  const p = zonedParts(now, timeZone);
  const local = { year: p.year, month: p.month, day: p.day };
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
  const monday = shiftDate(local, -((weekday + 6) % 7));
  const firstDay = shiftDate(local, -(DAILY_SALES_DAYS - 1));
  const at = (d: { year: number; month: number; day: number }) => zonedMidnight(d.year, d.month, d.day, timeZone);
  const b = {
    today: at(local),
    week: at(monday),
    month: zonedMidnight(p.year, p.month, 1, timeZone),
    year: zonedMidnight(p.year, 1, 1, timeZone),
    dailyFrom: at(firstDay),
    days: Array.from({ length: DAILY_SALES_DAYS }, (_, i) => dateString(shiftDate(firstDay, i))),
  };
  const earliest = new Date(Math.min(b.week.getTime(), b.month.getTime(), b.year.getTime(), b.dailyFrom.getTime()));
  return { ...b, earliest };
}

async function timeZoneOf(db: Database, businessId: number) {
  return (await getBusinessSettings(db, businessId)).timeZone || 'Asia/Colombo';
}

export async function getSalesSummary(db: Database, businessId: number, now = new Date()): Promise<SalesSummary> {
  const tz = await timeZoneOf(db, businessId);
  const b = reportPeriods(now, tz);
  const [totals, daily, best, rates] = await Promise.all([
    repo.salesTotals(db, businessId, b),
    repo.dailySales(db, businessId, b.dailyFrom, tz),
    repo.bestSellers(db, businessId, b.month, BEST_SELLERS_LIMIT),
    repo.taxByRate(db, businessId, b.month),
  ]);
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

export async function getInventorySummary(db: Database, businessId: number): Promise<InventorySummary> {
  const [low, categories] = await Promise.all([repo.lowStockProducts(db, businessId), repo.categoryBreakdown(db, businessId)]);
  return {
    lowStockProducts: low.map((p) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      category: p.category,
      buyingPrice: p.buyingPriceCents == null ? null : fromCents(p.buyingPriceCents),
      sellingPrice: fromCents(p.sellingPriceCents),
      stock: fromThousandths(p.stock),
      lowStockThreshold: fromThousandths(p.lowStockThreshold),
    })),
    categoryBreakdown: categories.map((c) => ({
      category: c.category,
      productCount: c.productCount,
      stockValue: fromCents(c.stockValueCents),
    })),
    totalValue: fromCents(categories.reduce((s, c) => s + c.stockValueCents, 0)),
  };
}

/** The debtors feature owns balances and the overdue rule; reports only reshape its stats. */
export async function getDebtorSummary(db: Database, businessId: number, now = new Date()): Promise<DebtorSummary> {
  const stats = await getDebtorStats(db, businessId, now);
  return { totalOutstanding: stats.totalDebt, overdueAmount: stats.overdueDebt, debtorCount: stats.totalDebtors };
}

export async function getCrmSummary(db: Database, businessId: number, now = new Date()): Promise<CrmSummary> {
  const counts = await repo.customerCounts(db, businessId, new Date(now.getTime() - ACTIVE_CUSTOMER_DAYS * DAY_MS));
  return { totalCustomers: counts.total, activeCustomers: counts.active };
}

// ---------- CSV exports ----------

const BATCH = 500;
const STOCK_STATUS_LABELS = { out_of_stock: 'Out of Stock', low_stock: 'Low Stock', in_stock: 'In Stock' } as const;
const money = (cents: number | null) => (cents == null ? '' : (cents / 100).toFixed(2));

/** [from, to] local dates → [start, end) instants; default: this month to today. */
export async function exportRange(db: Database, businessId: number, q: ExportQuery, now = new Date()) {
  const tz = await timeZoneOf(db, businessId);
  const today = toZonedDateString(now, tz);
  const from = q.from ?? `${today.slice(0, 8)}01`;
  const to = q.to ?? today;
  const f = parseDateOnly(from)!;
  const t = shiftDate(parseDateOnly(to)!, 1);
  return { tz, from, to, start: zonedMidnight(f.year, f.month, f.day, tz), end: zonedMidnight(t.year, t.month, t.day, tz), today };
}

function csvStream(header: readonly string[], rows: AsyncIterable<unknown[]>): Readable {
  // bom: Excel reads UTF-8 only with a byte-order mark in front.
  const out = stringify({ header: true, columns: [...header], bom: true, record_delimiter: 'windows' });
  const source = Readable.from(rows);
  source.on('error', (err) => out.destroy(err));
  return source.pipe(out);
}

export function salesCsv(db: Database, businessId: number, range: { start: Date; end: Date; tz: string }): Readable {
  async function* rows() {
    let after = 0;
    for (;;) {
      const batch = await repo.salesBatch(db, businessId, range.start, range.end, after, BATCH);
      for (const s of batch) {
        const local = zonedParts(s.saleDate, range.tz);
        const date = `${toZonedDateString(s.saleDate, range.tz)} ${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
        yield [
          escapeCsvText(s.invoiceNumber),
          date,
          escapeCsvText(s.customerName ?? s.debtorInfo?.name ?? 'Walk-in Customer'),
          s.paymentMethod,
          money(s.subtotalCents),
          money(s.vatCents),
          money(s.nbtCents),
          money(s.totalCents),
          s.paymentStatus,
        ];
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1].id;
    }
  }
  return csvStream(SALES_CSV_HEADER, rows());
}

export function inventoryCsv(db: Database, businessId: number): Readable {
  async function* rows() {
    let after = 0;
    for (;;) {
      const batch = await repo.productsBatch(db, businessId, after, BATCH);
      for (const p of batch) {
        yield [
          escapeCsvText(p.name),
          escapeCsvText(p.sku),
          escapeCsvText(p.category),
          money(p.buyingPriceCents),
          money(p.sellingPriceCents),
          String(fromThousandths(p.stock)),
          String(fromThousandths(p.lowStockThreshold)),
          STOCK_STATUS_LABELS[getStockStatus(p.stock, p.lowStockThreshold)],
        ];
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1].id;
    }
  }
  return csvStream(INVENTORY_CSV_HEADER, rows());
}
