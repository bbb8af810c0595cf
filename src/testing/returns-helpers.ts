/** What the returns tests share: a shop with a VAT-registered price list, sales and returns through the real routes. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { RETURNS_PATHS, type ReturnRequest, type SaleReturn } from '../shared/contracts/returns';
import type { Sale } from '../shared/contracts/sales';
import { SHIFT_PATHS } from '../shared/contracts/shifts';
import type { Database } from '../server/db/client';
import { products, stockMovements } from '../server/db/schema';
import { createShop, setTaxConfiguration, type Api } from './factories';
import { checkInvariants, formatViolations } from './invariants';
import type { TestApp } from './test-app';

export const key = () => ({ 'idempotency-key': randomUUID() });
export type Shop = Awaited<ReturnType<typeof createShop>>;

/** A VAT-registered shop (shelf prices include VAT) with a product at `price`, VAT 18, 100 in stock. */
export async function vatShop(app: TestApp, db: Database, price = 1180) {
  const shop = await createShop(app);
  await setTaxConfiguration(db, shop.business.id, { vatRegistered: true, pricesIncludeVat: true });
  const productId = await addProduct(shop.ownerApi, shop.business.id, { name: 'Milk powder 400g', sellingPrice: price, vatRate: 18 });
  return { ...shop, productId };
}

export async function addProduct(api: Api, businessId: number, body: Record<string, unknown>) {
  const res = await api.post(`/api/businesses/${businessId}/products`, { stock: 100, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function openShift(api: Api, businessId: number, openingFloat = 5000) {
  const res = await api.post(SHIFT_PATHS.list(businessId), { openingFloat }, key());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

export async function sell(api: Api, businessId: number, body: Record<string, unknown>): Promise<Sale> {
  const res = await api.post(`/api/businesses/${businessId}/sales`, body, key());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Sale;
}

export async function readSale(api: Api, businessId: number, saleId: number): Promise<Sale> {
  const res = await api.get(`/api/businesses/${businessId}/sales/${saleId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Sale;
}

export const postReturn = (api: Api, businessId: number, saleId: number, body: ReturnRequest, headers: Record<string, string> = key()) =>
  api.post(RETURNS_PATHS.saleReturns(businessId, saleId), body, headers);

export async function returned(api: Api, businessId: number, saleId: number, body: ReturnRequest): Promise<SaleReturn> {
  const res = await postReturn(api, businessId, saleId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SaleReturn;
}

export async function stockOf(db: Database, businessId: number, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, productId)));
  return row.stock;
}

export function movementsOf(db: Database, businessId: number, productId: number) {
  return db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.businessId, businessId), eq(stockMovements.productId, productId)))
    .orderBy(stockMovements.id);
}

export async function expectClean(db: Database, businessId: number) {
  const report = await checkInvariants(db, { businessId });
  expect(report.violations, formatViolations(report)).toEqual([]);
}
