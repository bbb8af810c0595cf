/** What the batch tests share: a shop, batch-tracked products, GRNs with batches, the ledger's batch checks. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../server/db/client';
import { createShop, type Api } from './factories';
import { checkInvariants, formatViolations } from './invariants';

export const key = () => ({ 'idempotency-key': randomUUID() });
export type Shop = Awaited<ReturnType<typeof createShop>>;

/** A date `days` from today (UTC; the tests keep a day's margin from the shop's zone). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function addProduct(shop: Shop, body: Record<string, unknown>): Promise<number> {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { sellingPrice: 500, stock: 0, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** An approved purchase order of these products (100 each at `unitPrice`). */
export async function approvedOrder(shop: Shop, productIds: number[], unitPrice = 200): Promise<number> {
  const api = shop.ownerApi;
  const supplier = (await api.post(`/api/businesses/${shop.business.id}/suppliers`, { name: `Supplier ${randomUUID()}` })).json();
  const res = await api.post('/api/purchase-orders', {
    supplierId: supplier.id,
    status: 'approved',
    items: productIds.map((productId) => ({ productId, quantity: 100, unitPrice })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export type GrnLine = { productId: number; receivedQuantity: number; batchNumber?: string; expiryDate?: string };

export const postGrn = (api: Api, purchaseOrderId: number, items: GrnLine[]) =>
  api.post('/api/goods-received-notes', {
    purchaseOrderId,
    receivedDate: inDays(0),
    items: items.map((i) => ({ condition: 'good', ...i })),
  });

export async function receive(shop: Shop, purchaseOrderId: number, items: GrnLine[]): Promise<{ id: number }> {
  const res = await postGrn(shop.ownerApi, purchaseOrderId, items);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

export const sellRequest = (
  api: Api,
  businessId: number,
  items: { productId: number; quantity: number; price?: number }[],
  extra: Record<string, unknown> = {},
) => api.post(`/api/businesses/${businessId}/sales`, { items, paymentMethod: 'cash', ...extra }, key());

type Rows = { rows: Record<string, unknown>[] };

/** The product's batches (number, expiry, quantity in thousandths), by expiry. */
export async function batchesOf(db: Database, businessId: number, productId: number) {
  const result = (await db.execute(sql`
    select id, batch_number, expiry_date::text as expiry_date, quantity, source from stock_batches
    where business_id = ${businessId} and product_id = ${productId} order by expiry_date nulls last, id`)) as unknown as Rows;
  return result.rows.map((r) => ({
    id: Number(r.id),
    batchNumber: String(r.batch_number),
    expiryDate: r.expiry_date == null ? null : String(r.expiry_date),
    quantity: Number(r.quantity),
    source: String(r.source),
  }));
}

export async function stockOf(db: Database, businessId: number, productId: number): Promise<number> {
  const result = (await db.execute(
    sql`select stock from products where business_id = ${businessId} and id = ${productId}`,
  )) as unknown as Rows;
  return Number(result.rows[0].stock);
}

/** A product's movements in order: kind, quantity, batch id. */
export async function movementsOf(db: Database, businessId: number, productId: number) {
  const result = (await db.execute(sql`
    select kind, quantity, batch_id, balance from stock_movements where business_id = ${businessId} and product_id = ${productId}
    order by id`)) as unknown as Rows;
  return result.rows.map((r) => ({
    kind: String(r.kind),
    quantity: Number(r.quantity),
    batchId: r.batch_id == null ? null : Number(r.batch_id),
    balance: Number(r.balance),
  }));
}

/**
 * The ledger's invariants (stock = Σ movements, running balances) and the batches' own: each
 * batch's quantity = Σ its movements, and no batch holds more than its product's stock in total
 * unless the unbatched remainder went negative (never here).
 */
export async function expectLedgerTrue(db: Database, businessId: number) {
  const report = await checkInvariants(db, { businessId });
  expect(report.violations, formatViolations(report)).toEqual([]);
  // Not vacuous: the business has batches for the invariant to check.
  const result = (await db.execute(sql`select count(*) as n from stock_batches where business_id = ${businessId}`)) as unknown as Rows;
  expect(Number(result.rows[0].n)).toBeGreaterThan(0);
}
