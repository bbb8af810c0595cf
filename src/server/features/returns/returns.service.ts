/** The returns' reads: one return (a credit note's reprint), the list, a sale by its invoice number. */
import type { ReturnsPage, ReturnsQuery, SaleReturn } from '#shared/contracts/returns';

import type { Sale } from '#shared/contracts/sales';
import { parseDateOnly, zonedMidnight } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { getSale } from '#server/features/sales';
import { byReturn, toSaleReturn } from './return-rows';
import * as repo from './returns.repo';

const returnNotFound = () => new AppError('RETURN_NOT_FOUND');

export async function getReturn(db: Executor, businessId: number, returnId: number): Promise<SaleReturn> {
  const row = await repo.findReturn(db, businessId, returnId);
  if (!row) throw returnNotFound();
  const { items, refunds } = await repo.linesAndRefundsOf(db, businessId, [row.id]);
  return toSaleReturn(row, items, refunds);
}

/** Local midnight of `date` (+ `days`) in the shop's time zone. */
function localMidnight(date: string, timeZone: string, days = 0): Date {
  const d = parseDateOnly(date)!;
  const shifted = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return zonedMidnight(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), timeZone);
}

/**
 * Newest first. `restocked=false` is the write-off list: the returns with lines not put back on the
 * shelf, each with only those lines (`restocked=true`: only the lines put back). Three queries for
 * a page, whatever its size.
 */
export async function listReturns(db: Executor, businessId: number, q: ReturnsQuery): Promise<ReturnsPage> {
  const timeZone = q.from || q.to ? await getBusinessTimeZone(db, businessId) : 'UTC';
  const restock = q.restocked === undefined ? undefined : q.restocked === 'true';
  const { rows, total } = await repo.listReturns(
    db,
    businessId,
    {
      from: q.from ? localMidnight(q.from, timeZone) : undefined,
      to: q.to ? localMidnight(q.to, timeZone, 1) : undefined,
      kind: q.kind,
      restock,
    },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
  const { items, refunds } = await repo.linesAndRefundsOf(
    db,
    businessId,
    rows.map((r) => r.id),
  );
  const itemsOf = byReturn(restock === undefined ? items : items.filter((i) => i.restock === restock));
  const refundsOf = byReturn(refunds);
  return {
    returns: rows.map((r) => toSaleReturn(r, itemsOf.get(r.id) ?? [], refundsOf.get(r.id) ?? [])),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** The sale a receipt's barcode names (any case), as a read of the sale answers it; 404 otherwise. */
export async function getSaleByInvoice(db: Executor, businessId: number, invoiceNumber: string): Promise<Sale> {
  const saleId = await repo.findSaleIdByInvoice(db, businessId, invoiceNumber.trim());
  if (saleId == null) throw new AppError('SALE_NOT_FOUND');
  return getSale(db, businessId, saleId, { withReturns: true });
}
