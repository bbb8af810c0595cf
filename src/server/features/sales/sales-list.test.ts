import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesListPath, type SalesListPage } from '#shared/contracts/sales-list';
import { sales } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { readSale, returned } from '#testing/returns-helpers';

let ctx: TestContext;
type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;
let ids: number[];

/** Five sales: three by the cashier, two by the owner, on different Colombo days, two customers named. */
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  const product = (
    await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
      name: 'Tea',
      sellingPrice: 100,
      stock: 100,
      vatRate: 0,
    })
  ).json();
  const plan = [
    { api: shop.cashierApi, method: 'cash', at: '2026-11-01T04:00:00Z', customer: 'Nimal Perera' },
    { api: shop.cashierApi, method: 'card', at: '2026-11-10T04:00:00Z', customer: null },
    // 23 Nov 00:30 in Colombo (UTC+5:30): a Colombo date of the 23rd, though UTC says the 22nd
    { api: shop.cashierApi, method: 'cash', at: '2026-11-22T19:00:00Z', customer: 'Kamala Silva' },
    { api: shop.ownerApi, method: 'card', at: '2026-11-23T06:00:00Z', customer: null },
    { api: shop.ownerApi, method: 'cash', at: '2026-11-24T06:00:00Z', customer: 'nimal fernando' },
  ];
  ids = [];
  for (const p of plan) {
    const res = await p.api.post(
      `/api/businesses/${shop.business.id}/sales`,
      { items: [{ productId: product.id, quantity: 1 }], paymentMethod: p.method },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await ctx.db
      .update(sales)
      .set({ saleDate: new Date(p.at), customerName: p.customer })
      .where(eq(sales.id, id));
    ids.push(id);
  }
});
afterAll(async () => ctx.close());

const list = async (query = '') => {
  const res = await shop.ownerApi.get(`${salesListPath(shop.business.id)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesListPage;
};

describe('GET /api/businesses/:businessId/sales', () => {
  it('lists the sales newest first with cashier and item count, and pages with a cursor', async () => {
    const first = await list('?limit=2');
    expect(first.sales.map((s) => s.id)).toEqual([ids[4], ids[3]]);
    expect(first.sales[0]).toMatchObject({ totalAmount: 100, paymentMethod: 'cash', customerName: 'nimal fernando', itemCount: 1 });
    expect(first.sales[0].cashierName).toBe('Test User');
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.sales.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.sales.map((s) => s.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
    expect(first.cashiers.map((c) => c.id).sort()).toEqual([shop.owner.id, shop.cashier.id].sort());
  });

  it('filters by invoice number, shop-local date range, customer, cashier and method', async () => {
    const invoice = (await list()).sales.find((s) => s.id === ids[1])!.invoiceNumber;
    expect((await list(`?invoice=${invoice.slice(-4)}`)).sales.map((s) => s.id)).toEqual([ids[1]]);
    // The 23rd in Colombo holds the 00:30 sale (UTC 22nd) and the owner's sale, not the 24th's.
    expect((await list('?from=2026-11-23&to=2026-11-23')).sales.map((s) => s.id)).toEqual([ids[3], ids[2]]);
    expect((await list('?from=2026-11-02&to=2026-11-22')).sales.map((s) => s.id)).toEqual([ids[1]]);
    expect((await list('?customer=NIMAL')).sales.map((s) => s.id)).toEqual([ids[4], ids[0]]);
    expect((await list(`?cashierId=${shop.cashier.id}`)).sales.map((s) => s.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list('?paymentMethod=card')).sales.map((s) => s.id)).toEqual([ids[3], ids[1]]);
    expect((await list(`?paymentMethod=cash&cashierId=${shop.cashier.id}&from=2026-11-20`)).sales.map((s) => s.id)).toEqual([ids[2]]);
    // LIKE wildcards are searched for, not obeyed
    expect((await list('?customer=%25')).sales).toEqual([]);
  });

  it("answers each sale's status and filters by it", async () => {
    expect((await list()).sales.every((s) => s.status === 'completed')).toBe(true);
    // The owner's card sale of the 23rd comes back whole through the returns API: 'returned'.
    const sale = await readSale(shop.ownerApi, shop.business.id, ids[3]);
    await returned(shop.ownerApi, shop.business.id, ids[3], {
      lines: [{ saleItemId: sale.items[0].id!, quantity: 1, restock: true, reason: 'changed_mind' }],
      refund: [{ method: 'card', amount: 100 }],
    });
    // A void is only possible on the sale's own day, and these sales were moved into the past: set it.
    await ctx.db.update(sales).set({ status: 'void' }).where(eq(sales.id, ids[1]));
    try {
      const all = await list();
      expect(all.sales.find((s) => s.id === ids[1])!.status).toBe('void');
      expect(all.sales.find((s) => s.id === ids[3])!.status).toBe('returned');
      expect((await list('?status=void')).sales.map((s) => s.id)).toEqual([ids[1]]);
      expect((await list('?status=returned')).sales.map((s) => s.id)).toEqual([ids[3]]);
      expect((await list('?status=partly_returned')).sales).toEqual([]);
      expect((await list('?status=completed')).sales.map((s) => s.id)).toEqual([ids[4], ids[2], ids[0]]);
      expect((await list('?status=void&paymentMethod=cash')).sales).toEqual([]);
    } finally {
      await ctx.db.update(sales).set({ status: 'completed' }).where(eq(sales.id, ids[1]));
    }
  });

  it('refuses bad filters with the field (400), a page size above the bound, and a reversed range', async () => {
    for (const q of [
      '?limit=1000',
      '?from=2026-13-01',
      '?paymentMethod=bitcoin',
      '?status=refunded',
      '?cashierId=abc',
      '?cursor=x',
      '?from=2026-11-10&to=2026-11-01',
    ]) {
      const res = await shop.ownerApi.get(`${salesListPath(shop.business.id)}${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fieldErrors, q).toBeTruthy();
    }
  });

  it("is the admin's: 403 to the shop's cashier, 404 for another business's id, and never shows another tenant's sales", async () => {
    expect((await shop.cashierApi.get(salesListPath(shop.business.id))).statusCode).toBe(403);
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(salesListPath(shop.business.id))).statusCode).toBe(404);
    const theirs = await other.ownerApi.get(salesListPath(other.business.id));
    expect(theirs.json().sales).toEqual([]);
    // and one sale of this shop, opened by the other shop by id, is not found
    expect((await other.ownerApi.get(`/api/businesses/${other.business.id}/sales/${ids[0]}`)).statusCode).toBe(404);
  });
});
