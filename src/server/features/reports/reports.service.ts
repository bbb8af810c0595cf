import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  ACTIVE_CUSTOMER_DAYS,
  INVENTORY_CSV_HEADER,
  SALES_CSV_HEADER,
  type CrmSummary,
  type DebtorSummary,
  type ExportQuery,
  type InventorySummary,
} from '#shared/contracts/reports';
import { escapeCsvText } from '#shared/domain/csv-safety';
import { fromCents, fromThousandths, totalFromCents } from '#shared/domain/money';
import { grossProfitCents } from '#shared/domain/profit';
import { getStockStatus } from '#shared/domain/stock-status';
import { toZonedDateString, zonedParts } from '#shared/domain/time-zone';
import type { Database } from '#server/db/client';
import { getDebtorStats } from '#server/features/debtors';
import { netSalesByProduct, rangeOf, salesScope } from '#server/features/sales-read-model';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { reportRange } from './report-periods';
import * as repo from './reports.repo';

const DAY_MS = 86_400_000;

export { reportPeriods } from './report-periods';
export { getBestSellers, getMonthlySales, getSalesSummary } from './sales-summary.service';

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
      stockValue: totalFromCents(c.stockValueCents),
    })),
    totalValue: totalFromCents(categories.reduce((s, c) => s + c.stockValueCents, 0)),
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

/** [from, to] local dates → [start, end) instants in the shop's zone; default: the month to date (report-periods). */
export async function exportRange(db: Database, businessId: number, q: ExportQuery, now = new Date()) {
  const tz = await getBusinessTimeZone(db, businessId);
  return { tz, ...reportRange(q, tz, now) };
}

function csvStream(header: readonly string[], rows: AsyncIterable<unknown[]>): Readable {
  // bom: Excel reads UTF-8 only with a byte-order mark in front.
  const out = stringify({ header: true, columns: [...header], bom: true, record_delimiter: 'windows' });
  const source = Readable.from(rows);
  source.on('error', (err) => out.destroy(err));
  return source.pipe(out);
}

/** 'YYYY-MM-DD HH:mm' in the shop's zone. */
function localStamp(at: Date, tz: string): string {
  const local = zonedParts(at, tz);
  return `${toZonedDateString(at, tz)} ${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
}
const negated = (cents: number) => money(cents === 0 ? 0 : -cents);

/** Keyset batches of `fetch(afterId)` until one comes back short. */
async function* batches<T extends { id: number }>(fetch: (afterId: number) => Promise<T[]>): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const batch = await fetch(after);
    yield* batch;
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1].id;
  }
}

/**
 * The range's sales, then its returns and voids as NEGATIVE rows dated when they were made, each
 * with the sale's invoice number and its credit note number: the Total column adds up
 * to the net sales the Reports page shows. A voided sale keeps its own (positive) row.
 */
export function salesCsv(db: Database, businessId: number, range: { start: Date; end: Date; tz: string }): Readable {
  const customer = (name: string | null, debtor: { name: string } | null) => escapeCsvText(name ?? debtor?.name ?? 'Walk-in Customer');
  async function* rows() {
    for await (const s of batches((after) => repo.salesBatch(db, businessId, range.start, range.end, after, BATCH)))
      yield [
        escapeCsvText(s.invoiceNumber),
        localStamp(s.saleDate, range.tz),
        customer(s.customerName, s.debtorInfo),
        s.paymentMethod,
        money(s.subtotalCents),
        money(s.vatCents),
        money(s.nbtCents),
        money(s.totalCents),
        s.paymentStatus,
        'sale',
        '',
      ];
    for await (const r of batches((after) => repo.returnsBatch(db, businessId, range.start, range.end, after, BATCH)))
      yield [
        escapeCsvText(r.invoiceNumber),
        localStamp(r.returnDate, range.tz),
        customer(r.customerName, r.debtorInfo),
        r.refundMethods ?? '',
        negated(r.subtotalCents),
        negated(r.vatCents),
        negated(r.nbtCents),
        negated(r.totalCents),
        r.kind === 'void' ? 'void' : 'refunded',
        r.kind,
        escapeCsvText(r.creditNoteNumber),
      ];
  }
  return csvStream(SALES_CSV_HEADER, rows());
}

/** Stock as of now; per product, what it sold in the range (the read model, once per batch of products). */
export function inventoryCsv(db: Database, businessId: number, range: { from: string; to: string; tz: string }): Readable {
  async function* rows() {
    const sales = rangeOf(await salesScope(db, businessId, range.tz), range);
    let after = 0;
    for (;;) {
      const batch = await repo.productsBatch(db, businessId, after, BATCH);
      const figures = await netSalesByProduct(db, sales, { productIds: batch.map((p) => p.id) });
      const sold = new Map(figures.map((f) => [f.productId, f]));
      for (const p of batch) {
        const s = sold.get(p.id) ?? { quantity: 0, subtotalCents: 0, costCents: 0 };
        yield [
          escapeCsvText(p.name),
          escapeCsvText(p.sku),
          escapeCsvText(p.category),
          money(p.buyingPriceCents),
          money(p.sellingPriceCents),
          String(fromThousandths(p.stock)),
          String(fromThousandths(p.lowStockThreshold)),
          STOCK_STATUS_LABELS[getStockStatus(p.stock, p.lowStockThreshold)],
          String(fromThousandths(s.quantity)),
          money(s.subtotalCents),
          money(s.costCents),
          money(grossProfitCents(s.subtotalCents, s.costCents)),
        ];
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1].id;
    }
  }
  return csvStream(INVENTORY_CSV_HEADER, rows());
}
