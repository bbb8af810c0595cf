/**
 * The expiry report and the dashboard's card (docs/decisions/0020): batches with
 * stock, bucketed by days left in the shop's time zone and valued at cost (the product's buying
 * price). Reads only; every batch write is the stock module's.
 */
import type { ExpiringSummary, ExpiryBucket, ExpiryQuery, ExpiryReport, ProductBatches } from '#shared/contracts/batches';
import { EXPIRY_BUCKETS } from '#shared/contracts/batches';
import { fromCents, fromThousandths } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { batchesExpiringWithin, productBatches as readProductBatches, shopToday, type ExpiryRow } from './batches.repo';

/** The report's horizon: the last bucket ends 90 days from today. */
const HORIZON_DAYS = 90;

export function bucketOf(daysLeft: number): ExpiryBucket {
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= 30) return 'd30';
  return daysLeft <= 60 ? 'd60' : 'd90';
}

/** Quantity (thousandths) × buying price (cents), in cents, rounded half up. */
export const valueCents = (r: Pick<ExpiryRow, 'quantity' | 'buyingPriceCents'>) => Math.round((r.quantity * r.buyingPriceCents) / 1000);

export async function expiryReport(db: Executor, businessId: number, query: ExpiryQuery): Promise<ExpiryReport> {
  const [today, all] = [await shopToday(db, businessId), await batchesExpiringWithin(db, businessId, { days: HORIZON_DAYS })];
  const rows = query.category ? all.filter((r) => r.category === query.category) : all;
  const totals = EXPIRY_BUCKETS.map((bucket) => {
    const own = rows.filter((r) => bucketOf(r.daysLeft) === bucket);
    return { bucket, count: own.length, value: fromCents(own.reduce((n, r) => n + valueCents(r), 0)) };
  });
  const listed = query.bucket ? rows.filter((r) => bucketOf(r.daysLeft) === query.bucket) : rows;
  return {
    today,
    totals,
    batches: listed.map((r) => ({
      id: r.id,
      productId: r.productId,
      productName: r.productName,
      sku: r.sku,
      category: r.category,
      batchNumber: r.batchNumber,
      expiryDate: r.expiryDate,
      daysLeft: r.daysLeft,
      bucket: bucketOf(r.daysLeft),
      quantity: fromThousandths(r.quantity),
      unit: r.unit,
      value: fromCents(valueCents(r)),
    })),
    categories: [...new Set(all.map((r) => r.category).filter((c): c is string => !!c))].sort(),
  };
}

/** The last day of today's month, as days from today. */
function daysToMonthEnd(today: string): number {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate() - d;
}

export async function expiringSummary(db: Executor, businessId: number): Promise<ExpiringSummary> {
  const today = await shopToday(db, businessId);
  const rows = await batchesExpiringWithin(db, businessId, { days: daysToMonthEnd(today) });
  const sum = (own: ExpiryRow[]) => ({ count: own.length, value: fromCents(own.reduce((n, r) => n + valueCents(r), 0)) });
  return { thisMonth: sum(rows.filter((r) => r.daysLeft >= 0)), expired: sum(rows.filter((r) => r.daysLeft < 0)) };
}

/** A product's batches with stock and its unbatched remainder (what an adjustment picks from); 404: not the business's. */
export async function productBatches(db: Executor, businessId: number, productId: number): Promise<ProductBatches> {
  const row = await readProductBatches(db, businessId, productId);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const inBatches = row.batches.reduce((n, b) => n + b.quantity, 0);
  return {
    productId,
    tracksBatches: row.tracksBatches,
    unit: row.unit,
    today: row.today,
    stock: fromThousandths(row.stock),
    unbatched: fromThousandths(row.stock - inBatches),
    batches: row.batches.map((b) => ({ ...b, quantity: fromThousandths(b.quantity) })),
  };
}
