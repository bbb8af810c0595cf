/**
 * Exchanges through the API: an exchange is one return and one sale in one transaction;
 * the drawer nets out (the return's cash refund, the new sale's cash), a replay writes nothing
 * twice, and a new sale that fails leaves no return behind.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURNS_PATHS, type ExchangeRequest, type ExchangeResult } from '#shared/contracts/returns';
import { saleReturns, sales } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, expectClean, openShift, readSale, sell, stockOf } from '#testing/returns-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function countOf(table: typeof sales | typeof saleReturns, businessId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.businessId, businessId));
  return row.n;
}

async function shopWithSale() {
  const s = await createShop(ctx.app);
  const b = s.business.id;
  const shirt = await addProduct(s.ownerApi, b, { name: 'Shirt M', sellingPrice: 1500, vatRate: 0 });
  const bigger = await addProduct(s.ownerApi, b, { name: 'Shirt L', sellingPrice: 1800, vatRate: 0 });
  await openShift(s.cashierApi, b);
  const sale = await sell(s.cashierApi, b, { items: [{ productId: shirt, quantity: 2 }], paymentMethod: 'cash' });
  const itemId = (await readSale(s.cashierApi, b, sale.id)).items[0].id!;
  return { ...s, b, shirt, bigger, sale, itemId };
}

describe('POST …/sales/:saleId/exchange', () => {
  it('one shirt for a bigger one: a credit note and a new invoice, the customer pays the 300.00 difference', async () => {
    const s = await shopWithSale();
    const body: ExchangeRequest = {
      return: { lines: [{ saleItemId: s.itemId, quantity: 1, reason: 'wrong_item' }], refund: [{ method: 'cash', amount: 1500 }] },
      sale: { items: [{ productId: s.bigger, quantity: 1 }], payments: [{ method: 'cash', amount: 1800 }], cashTendered: 1800 },
    };
    const headers = { 'idempotency-key': randomUUID() };
    const res = await s.cashierApi.post(RETURNS_PATHS.saleExchange(s.b, s.sale.id), body, headers);
    expect(res.statusCode, res.body).toBe(201);
    const { return: ret, sale } = res.json() as ExchangeResult;
    expect(ret).toMatchObject({ creditNoteNumber: 'CN-000001', totalAmount: 1500, saleId: s.sale.id });
    expect(sale).toMatchObject({ invoiceNumber: 'INV-000002', totalAmount: 1800 });
    expect(await stockOf(ctx.db, s.b, s.shirt)).toBe(99_000);
    expect(await stockOf(ctx.db, s.b, s.bigger)).toBe(99_000);
    expect((await readSale(s.cashierApi, s.b, s.sale.id)).status).toBe('partly_returned');

    const again = await s.cashierApi.post(RETURNS_PATHS.saleExchange(s.b, s.sale.id), body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(res.json());
    expect(await countOf(sales, s.b)).toBe(2);
    expect(await countOf(saleReturns, s.b)).toBe(1);
    await expectClean(ctx.db, s.b);
  });

  it('a new sale that cannot be recorded leaves no return behind; without a key: 400', async () => {
    const s = await shopWithSale();
    const body: ExchangeRequest = {
      return: { lines: [{ saleItemId: s.itemId, quantity: 1 }], refund: [{ method: 'cash', amount: 1500 }] },
      // Payments short of the total: the sale refuses (400) and the whole exchange rolls back.
      sale: { items: [{ productId: s.bigger, quantity: 1 }], payments: [{ method: 'cash', amount: 1000 }] },
    };
    const res = await s.cashierApi.post(RETURNS_PATHS.saleExchange(s.b, s.sale.id), body, { 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(await countOf(saleReturns, s.b)).toBe(0);
    expect(await countOf(sales, s.b)).toBe(1);
    expect(await stockOf(ctx.db, s.b, s.shirt)).toBe(98_000);
    expect((await s.cashierApi.post(RETURNS_PATHS.saleExchange(s.b, s.sale.id), body)).statusCode).toBe(400);

    // Another business: the sale is not theirs (404), even with a valid exchange.
    const other = await createShop(ctx.app);
    await openShift(other.ownerApi, other.business.id);
    const theirs = await addProduct(other.ownerApi, other.business.id, { name: 'Cap', sellingPrice: 500, vatRate: 0 });
    const foreign = await other.ownerApi.post(
      RETURNS_PATHS.saleExchange(other.business.id, s.sale.id),
      { ...body, sale: { items: [{ productId: theirs, quantity: 1 }], paymentMethod: 'cash' } },
      { 'idempotency-key': randomUUID() },
    );
    expect(foreign.statusCode).toBe(404);
  });
});
