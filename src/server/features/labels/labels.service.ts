/** Labels to print: rows for products, a GRN or recent price changes. */
import type { LabelQuery, LabelRow } from '#shared/contracts/labels';
import type { ProductUnit } from '#shared/domain/units';
import { fromCents, fromThousandths } from '#shared/domain/money';
import { parseDateOnly, zonedMidnight } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { inStoreEan13 } from '#shared/domain/ean13';
import * as repo from './labels.repo';

function toLabel(row: repo.LabelProductRow): LabelRow {
  const own = row.barcode?.trim();
  return {
    productId: row.productId,
    name: row.name,
    nameSi: row.nameSi,
    nameTa: row.nameTa,
    price: fromCents(row.sellingPriceCents),
    mrp: row.mrpCents == null ? null : fromCents(row.mrpCents),
    unit: row.unit as ProductUnit,
    barcode: own || inStoreEan13(row.productId),
    barcodeIsGenerated: !own,
    quantity: fromThousandths(row.quantityThousandths),
  };
}

async function rowsFor(db: Executor, businessId: number, query: LabelQuery): Promise<repo.LabelProductRow[]> {
  if (query.productIds) return repo.productsByIds(db, businessId, query.productIds);
  if (query.grnId !== undefined) {
    // Another business's note is simply not found.
    if (!(await repo.grnExists(db, businessId, query.grnId))) throw new AppError('GRN_NOT_FOUND');
    return repo.grnProducts(db, businessId, query.grnId);
  }
  // "Since" a day is since that day's midnight in the shop's time zone.
  const day = parseDateOnly(query.priceChangedSince!)!;
  const since = zonedMidnight(day.year, day.month, day.day, await getBusinessTimeZone(db, businessId));
  return repo.productsWithPriceChangedSince(db, businessId, since);
}

export async function listLabels(db: Executor, businessId: number, query: LabelQuery): Promise<{ labels: LabelRow[] }> {
  return { labels: (await rowsFor(db, businessId, query)).map(toLabel) };
}
