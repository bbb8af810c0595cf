import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtorEntries, products, saleIdempotency, sales } from '../server/db/schema';
import { createShop } from './factories';
import { createTestApp, type TestContext } from './test-app';
import { checkInvariants, formatViolations } from './invariants';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const today = () => new Date().toISOString().slice(0, 10);

/** A shop with products, a goods receipt, cash and credit sales, a manual stock change and a payment — all through the API. */
async function busyShop() {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  const api = shop.ownerApi;
  const rice = (
    await api.post(`/api/businesses/${b}/products`, { name: 'Nadu Rice', sellingPrice: 245.5, stock: 12.5, unit: 'kg', vatRate: 18 })
  ).json();
  const soap = (await api.post(`/api/businesses/${b}/products`, { name: 'Soap', sellingPrice: 95, stock: 40 })).json();
  const supplier = (await api.post(`/api/businesses/${b}/suppliers`, { name: 'Keells Wholesale' })).json();
  const order = (
    await api.post('/api/purchase-orders', {
      supplierId: supplier.id,
      status: 'approved',
      items: [
        { productId: rice.id, quantity: 100, unitPrice: 200 },
        { productId: soap.id, quantity: 100, unitPrice: 60 },
      ],
    })
  ).json();
  const grn = await api.post('/api/goods-received-notes', {
    purchaseOrderId: order.id,
    receivedDate: today(),
    items: [
      { productId: rice.id, receivedQuantity: 20, condition: 'good' },
      { productId: soap.id, receivedQuantity: 5, condition: 'damaged' },
    ],
  });
  expect(grn.statusCode, grn.body).toBe(201);
  const sale = (body: unknown) => api.post(`/api/businesses/${b}/sales`, body, { 'idempotency-key': randomUUID() });
  expect(
    (
      await sale({
        items: [
          { productId: rice.id, quantity: 2.25 },
          { productId: soap.id, quantity: 3 },
        ],
        paymentMethod: 'cash',
      })
    ).statusCode,
  ).toBe(201);
  const credit = await sale({
    items: [{ productId: soap.id, quantity: 10 }],
    paymentMethod: 'credit',
    discountAmount: 5,
    debtorInfo: { name: 'Nimal', phone: '0771234567' },
  });
  expect(credit.statusCode, credit.body).toBe(201);
  // A manual stock correction through the product form is part of the ledger.
  const edit = await api.put(`/api/products/${soap.id}`, {
    name: 'Soap',
    sellingPrice: 95,
    stock: 30,
    stockAdjustment: { reason: 'damaged', note: 'Wet carton' },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const debtors = (await api.get(`/api/businesses/${b}/debtors`)).json();
  const pay = await api.post(`/api/debtors/${debtors[0].id}/payments`, { amount: 100, paymentDate: today() });
  expect(pay.statusCode, pay.body).toBe(201);
  return { shop, rice, soap, creditSale: credit.json() };
}

describe('checkInvariants', () => {
  it('finds nothing wrong after sales, receipts, a stock correction and a payment made through the API', async () => {
    const { shop } = await busyShop();
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(formatViolations(report)).toBe('');
    // Movements: 2 openings, 1 receipt, 3 sale lines, 1 adjustment.
    expect(report.checked).toMatchObject({ products: 2, stockMovements: 7, debtors: 1, creditSales: 1, sales: 2, saleLines: 3 });
    expect(report.checked.idempotencyKeys).toBe(2);
    // The balance the API reports is the one the ledger gives.
    const [debtor] = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/debtors`)).json();
    expect(Math.round(debtor.remainingAmount * 100)).toBe(report.debtorBalances.get(debtor.id));
  });

  it('reports stock that drifted from the sum of its movements', async () => {
    const { shop, rice } = await busyShop();
    await ctx.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(and(eq(products.businessId, shop.business.id), eq(products.id, rice.id)));
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatchObject({ invariant: 'stock', entity: `product ${rice.id} (Nadu Rice)` });
    // 12.5 opening + 20 received − 2.25 sold = 30.25 kg in the ledger; 30.251 on the shelf.
    expect(report.violations[0].detail).toBe('stock 30251 ≠ Σ of its 3 movement(s) 30250 (thousandths)');
  });

  it('reports a movement whose balance is not the running sum', async () => {
    const { shop, soap } = await busyShop();
    await ctx.db.execute(
      sql`update stock_movements set balance = balance + 1000
          where id = (select min(id) from stock_movements where business_id = ${shop.business.id} and product_id = ${soap.id} and kind = 'sale')`,
    );
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatchObject({ invariant: 'stock' });
    // 40 opening − 3 sold = 37, recorded as 38.
    expect(formatViolations(report)).toMatch(/movement \d+ \(sale\) of product \d+: balance 38000 ≠ running sum 37000/);
  });

  it('reports a sale whose total is not what its lines price to, and a credit sale without its debtor charge', async () => {
    const { shop, creditSale } = await busyShop();
    const b = shop.business.id;
    await ctx.db
      .update(sales)
      .set({ totalCents: sql`${sales.totalCents} + 100` })
      .where(and(eq(sales.businessId, b), eq(sales.paymentMethod, 'cash')));
    await ctx.db.delete(debtorEntries).where(and(eq(debtorEntries.businessId, b), eq(debtorEntries.saleId, creditSale.id)));
    const report = await checkInvariants(ctx.db, { businessId: b });
    const kinds = report.violations.map((v) => v.invariant).sort();
    // the cash sale's total is not what its lines price to, nor what its payments add up to
    expect(kinds).toEqual(['debtor', 'debtor', 'sale', 'sale']);
    expect(formatViolations(report)).toMatch(/stored subtotal\/VAT\/NBT\/total \d+\/\d+\/\d+\/\d+ ≠ priced/);
    expect(formatViolations(report)).toMatch(/payments of \d+ cents ≠ total \d+ cents/);
    expect(formatViolations(report)).toContain(`credit sale ${creditSale.invoiceNumber}: 0 debtor charge(s)`);
    // without the charge the payment exceeds what is owed
    expect(formatViolations(report)).toMatch(/balance -\d+ cents is negative/);
  });

  it('reports an Idempotency-Key whose sale is gone and only looks at the business asked for', async () => {
    const { shop } = await busyShop();
    const other = await busyShop();
    const [row] = await ctx.db.select().from(saleIdempotency).where(eq(saleIdempotency.businessId, shop.business.id)).limit(1);
    await ctx.db
      .update(saleIdempotency)
      .set({ saleId: 2_000_000_000 })
      .where(and(eq(saleIdempotency.businessId, shop.business.id), eq(saleIdempotency.key, row.key)));
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations).toEqual([
      {
        invariant: 'idempotency',
        businessId: shop.business.id,
        entity: `Idempotency-Key ${row.key}`,
        detail: 'points at missing sale 2000000000',
      },
    ]);
    expect((await checkInvariants(ctx.db, { businessId: other.shop.business.id })).violations).toEqual([]);
    // Without a business, every business is checked (earlier tests in this file left their corruptions).
    const all = await checkInvariants(ctx.db);
    expect(all.violations.filter((v) => v.invariant === 'idempotency')).toHaveLength(1);
    expect(all.violations.some((v) => v.businessId === other.shop.business.id)).toBe(false);
    expect(all.checked.sales).toBeGreaterThanOrEqual(4);
  });

  it('reports a product whose stock was set without a movement', async () => {
    const { shop } = await busyShop();
    await ctx.db
      .insert(products)
      .values({ businessId: shop.business.id, name: 'Raw insert', sellingPriceCents: 100, stock: 5000, vatRateBp: 0, nbtRateBp: 0 });
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(formatViolations(report)).toMatch(/product \d+ \(Raw insert\): stock 5000 ≠ Σ of its 0 movement\(s\) 0/);
    expect(report.checked).toMatchObject({ products: 3, stockMovements: 7 });
  });
});
