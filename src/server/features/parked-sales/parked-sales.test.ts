import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkedSalePath, parkedSalesPath } from '#shared/contracts/parked-sales';
import { customers, parkedSales, products } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { insertProduct, productRow } from '#testing/procurement-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A shop with two products in stock and a customer. */
async function till() {
  const shop = await createShop(ctx.app);
  const rice = await insertProduct(ctx.db, shop.business.id, { name: 'Rice 1kg', stock: 10, sellingPriceCents: 25_000 });
  const tea = await insertProduct(ctx.db, shop.business.id, { name: 'Tea 100g', stock: 5, sellingPriceCents: 45_000 });
  const [customer] = await ctx.db
    .insert(customers)
    .values({ businessId: shop.business.id, customerCode: `C-${rice.id}`, firstName: 'Kamala', lastName: 'Silva' })
    .returning();
  return { ...shop, rice, tea, customer };
}

describe('parked sales', () => {
  it('a cashier parks a basket (201, reserving no stock); everyone at the business lists it newest first; recall deletes it', async () => {
    const t = await till();
    const first = await t.cashierApi.post(parkedSalesPath(t.business.id), {
      items: [
        { productId: t.rice.id, quantity: '2', discountPercent: '10' },
        { productId: t.tea.id, quantity: 1.5, discountAmount: 20, price: 999 },
      ],
      customerId: t.customer.id,
      note: '  Back in 5 minutes  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      items: [
        { productId: t.rice.id, quantity: 2, discountAmount: null, discountPercent: 10 },
        { productId: t.tea.id, quantity: 1.5, discountAmount: 20, discountPercent: null },
      ],
      customerId: t.customer.id,
      customerName: 'Kamala Silva',
      note: 'Back in 5 minutes',
      cashierId: t.cashier.id,
      cashierName: 'Test User',
    });
    expect(JSON.stringify(first.json().items)).not.toContain('999');
    expect(Date.now() - Date.parse(first.json().createdAt)).toBeLessThan(60_000);
    expect((await productRow(ctx.db, t.business.id, t.rice.id)).stock).toBe(10);

    const second = await t.ownerApi.post(parkedSalesPath(t.business.id), { items: [{ productId: t.rice.id, quantity: 1 }] });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ customerId: null, customerName: null, note: null, cashierId: t.owner.id });

    for (const api of [t.cashierApi, t.ownerApi]) {
      const list = await api.get(parkedSalesPath(t.business.id));
      expect(list.statusCode).toBe(200);
      expect(list.json().map((p: { id: number }) => p.id)).toEqual([second.json().id, first.json().id]);
    }

    expect((await t.ownerApi.delete(parkedSalePath(t.business.id, first.json().id))).statusCode).toBe(204);
    const again = await t.cashierApi.delete(parkedSalePath(t.business.id, first.json().id));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Parked sale not found');
    expect((await t.cashierApi.get(parkedSalesPath(t.business.id))).json().map((p: { id: number }) => p.id)).toEqual([second.json().id]);
  });

  it("keeps the cart's own discount (an amount or a percentage) beside the lines' discounts", async () => {
    const t = await till();
    const byAmount = await t.cashierApi.post(parkedSalesPath(t.business.id), {
      items: [{ productId: t.rice.id, quantity: 2, discountPercent: 10 }],
      discountAmount: '150.50',
    });
    expect(byAmount.statusCode).toBe(201);
    expect(byAmount.json()).toMatchObject({
      items: [{ productId: t.rice.id, quantity: 2, discountAmount: null, discountPercent: 10 }],
      discountAmount: 150.5,
      discountPercent: null,
    });
    const byPercent = await t.cashierApi.post(parkedSalesPath(t.business.id), {
      items: [{ productId: t.tea.id, quantity: 1 }],
      discountPercent: 12.5,
    });
    const none = await t.cashierApi.post(parkedSalesPath(t.business.id), { items: [{ productId: t.tea.id, quantity: 1 }] });
    expect(none.json()).toMatchObject({ discountAmount: null, discountPercent: null });
    const list = (await t.ownerApi.get(parkedSalesPath(t.business.id))).json();
    expect(
      list.map((p: { discountAmount: number | null; discountPercent: number | null }) => [p.discountAmount, p.discountPercent]),
    ).toEqual([
      [null, null],
      [null, 12.5],
      [150.5, null],
    ]);
    expect(list[1].id).toBe(byPercent.json().id);
  });

  it('reads a basket parked before the cart discount was kept (a bare array of lines) with no cart discount', async () => {
    const t = await till();
    await ctx.db.insert(parkedSales).values({
      businessId: t.business.id,
      cashierId: t.cashier.id,
      items: [{ productId: t.rice.id, quantity: 1, discountAmount: null, discountPercent: 5 }],
    });
    const [old] = (await t.cashierApi.get(parkedSalesPath(t.business.id))).json();
    expect(old).toMatchObject({
      items: [{ productId: t.rice.id, quantity: 1, discountAmount: null, discountPercent: 5 }],
      discountAmount: null,
      discountPercent: null,
    });
  });

  it('two tills recalling one basket at once: exactly one gets it', async () => {
    const t = await till();
    const parked = (await t.cashierApi.post(parkedSalesPath(t.business.id), { items: [{ productId: t.rice.id, quantity: 1 }] })).json();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => (i % 2 ? t.ownerApi : t.cashierApi).delete(parkedSalePath(t.business.id, parked.id))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 404, 404, 404, 404]);
  });

  it('parks a basket once under one Idempotency-Key', async () => {
    const t = await till();
    const headers = { 'idempotency-key': 'park-0123456789abcdef' };
    const body = { items: [{ productId: t.rice.id, quantity: 1 }] };
    const a = await t.cashierApi.post(parkedSalesPath(t.business.id), body, headers);
    const b = await t.cashierApi.post(parkedSalesPath(t.business.id), body, headers);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().id).toBe(a.json().id);
    expect(await ctx.db.select().from(parkedSales).where(eq(parkedSales.businessId, t.business.id))).toHaveLength(1);
  });

  it("another business's products, customer, parked sale or path: 404, nothing written", async () => {
    const a = await till();
    const b = await till();
    const park = (body: unknown) => a.cashierApi.post(parkedSalesPath(a.business.id), body);
    const foreignProduct = await park({
      items: [
        { productId: a.rice.id, quantity: 1 },
        { productId: b.rice.id, quantity: 1 },
      ],
    });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().message).toBe('Product not found');
    const foreignCustomer = await park({ items: [{ productId: a.rice.id, quantity: 1 }], customerId: b.customer.id });
    expect(foreignCustomer.statusCode).toBe(404);
    expect(foreignCustomer.json().message).toBe('Customer not found');
    await ctx.db.update(products).set({ isActive: false }).where(eq(products.id, a.tea.id));
    expect((await park({ items: [{ productId: a.tea.id, quantity: 1 }] })).statusCode).toBe(404);

    const theirs = (await b.cashierApi.post(parkedSalesPath(b.business.id), { items: [{ productId: b.rice.id, quantity: 1 }] })).json();
    expect((await a.ownerApi.delete(parkedSalePath(a.business.id, theirs.id))).statusCode).toBe(404);
    expect((await a.ownerApi.delete(parkedSalePath(b.business.id, theirs.id))).statusCode).toBe(404);
    expect((await a.ownerApi.get(parkedSalesPath(b.business.id))).statusCode).toBe(404);
    expect((await a.cashierApi.post(parkedSalesPath(b.business.id), { items: [{ productId: b.rice.id, quantity: 1 }] })).statusCode).toBe(
      404,
    );
    expect((await a.ownerApi.get(parkedSalesPath(a.business.id))).json()).toEqual([]);
    expect((await b.ownerApi.get(parkedSalesPath(b.business.id))).json().map((p: { id: number }) => p.id)).toEqual([theirs.id]);
  });

  it('refuses a business without the POS module (403) and anonymous callers (401)', async () => {
    const shop = await createShop(ctx.app, { modules: ['inventory'] });
    const res = await shop.cashierApi.get(parkedSalesPath(shop.business.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MODULE_NOT_SUBSCRIBED');
    expect((await shop.ownerApi.post(parkedSalesPath(shop.business.id), { items: [{ productId: 1, quantity: 1 }] })).statusCode).toBe(403);
    expect((await shop.ownerApi.delete(parkedSalePath(shop.business.id, 1))).statusCode).toBe(403);
    const { apiClient } = await import('#testing/factories');
    expect((await apiClient(ctx.app).get(parkedSalesPath(shop.business.id))).statusCode).toBe(401);
    const pending = await createShop(ctx.app, { status: 'pending' });
    expect((await pending.ownerApi.get(parkedSalesPath(pending.business.id))).statusCode).toBe(403);
  });

  it.each([
    [{ items: [] }, 'items', 'Add at least one item to park the sale'],
    [{}, 'items', 'Add at least one item to park the sale'],
    [{ items: [{ productId: 1, quantity: 0 }] }, 'items.0.quantity', 'Quantity must be greater than 0'],
    [{ items: [{ productId: 'x', quantity: 1 }] }, 'items.0.productId', undefined],
    [{ items: [{ productId: 1, quantity: 1, discountPercent: 101 }] }, 'items.0.discountPercent', undefined],
    [{ items: [{ productId: 1, quantity: 1, discountAmount: 5, discountPercent: 5 }] }, 'items.0.discountPercent', undefined],
    [{ items: [{ productId: 1, quantity: 1 }], discountPercent: 100.5 }, 'discountPercent', 'Discount % must be at most 100'],
    [{ items: [{ productId: 1, quantity: 1 }], discountAmount: -1 }, 'discountAmount', 'Discount must not be negative'],
    [{ items: [{ productId: 1, quantity: 1 }], discountAmount: 5, discountPercent: 5 }, 'discountPercent', undefined],
    [{ items: [{ productId: 1, quantity: 1 }], note: 'x'.repeat(201) }, 'note', 'The note must be at most 200 characters'],
    [{ items: [{ productId: 1, quantity: 1 }], customerId: -3 }, 'customerId', undefined],
    [{ items: Array.from({ length: 501 }, () => ({ productId: 1, quantity: 1 })) }, 'items', 'At most 500 items can be parked'],
  ])('answers 400 (case %#) with an error on the field', async (body, field, message) => {
    const t = await till();
    const res = await t.cashierApi.post(parkedSalesPath(t.business.id), body);
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors[field];
    expect(errors, JSON.stringify(res.json().fieldErrors)).toBeDefined();
    if (message) expect(errors).toContain(message);
    expect(await ctx.db.select().from(parkedSales).where(eq(parkedSales.businessId, t.business.id))).toEqual([]);
  });

  it('answers 404 for a parked sale id that never existed and 400 for a malformed one', async () => {
    const t = await till();
    expect((await t.cashierApi.delete(parkedSalePath(t.business.id, 2_147_480_000))).statusCode).toBe(404);
    expect((await t.cashierApi.delete(`${parkedSalesPath(t.business.id)}/abc`)).statusCode).toBe(400);
  });
});
