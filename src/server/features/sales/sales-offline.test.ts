/**
 * A sale made offline and synced later (docs/decisions/0016-offline-till.md): what the server decides
 * differently is kept and flagged as a sale exception, never refused; the same sale online is
 * refused as before. A replay of a queued sale answers the same sale and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, debtors, products, saleExceptions, saleItems, sales, terminals } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, registeredTerminal, sell } from '#testing/terminals-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Terminal = Awaited<ReturnType<typeof registeredTerminal>>;
const salesOf = async (businessId: number) =>
  (await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, businessId)))[0].n;
const stockOf = async (id: number) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
const exceptionsOf = (businessId: number) => ctx.db.select().from(saleExceptions).where(eq(saleExceptions.businessId, businessId));

/** A sale as a terminal's queue sends it: made a while ago, offline, with the prices it showed. */
const offlineSale = (t: Terminal, number: number, items: { productId: number; quantity: number; price: number }[], extra = {}) => ({
  items,
  paymentMethod: 'cash',
  terminal: { id: t.id, deviceId: t.deviceId, number },
  soldAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  offline: true,
  ...extra,
});

describe('a sale made offline', () => {
  it('takes any price in whole cents, however binary floating point writes it (10.1, 0.29, 1234.56)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    let n = 0;
    for (const price of [10.1, 0.29, 1234.56, 19.99]) {
      const p = await addProduct(shop.ownerApi, b, { name: `Tea ${price}`, sellingPrice: price, stock: 10 });
      const res = await sell(shop.cashierApi, b, offlineSale(t, ++n, [{ productId: p.id, quantity: 1, price }]));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().totalAmount).toBe(price);
    }
    const bad = await sell(
      shop.cashierApi,
      b,
      offlineSale(t, ++n, [
        { productId: (await addProduct(shop.ownerApi, b, { name: 'Gram', sellingPrice: 5, stock: 1 })).id, quantity: 1, price: 10.005 },
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['items.0.price']).toEqual(['Price must be a number, like 1250.50']);
  });

  it('keeps the price the customer paid and flags it (price_changed); a replay answers the same sale and writes nothing', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const soap = await addProduct(shop.ownerApi, b, { name: 'Soap', sellingPrice: 95, stock: 10 });
    const rice = await addProduct(shop.ownerApi, b, { name: 'Rice', sellingPrice: 200, stock: 10 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const body = offlineSale(t, 1, [
      { productId: soap.id, quantity: 2, price: 90 },
      { productId: rice.id, quantity: 1, price: 200 },
    ]);
    const key = randomUUID();
    const res = await sell(shop.cashierApi, b, body, key);
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({ invoiceNumber: 'INV-T1-000001', totalAmount: 380, offline: true, terminalId: t.id });
    expect(sale.items[0]).toMatchObject({ productId: soap.id, price: 90, total: 180 });
    expect(sale.exceptions).toEqual([{ kind: 'price_changed', productId: soap.id }]);
    const [ex] = await exceptionsOf(b);
    expect(ex).toMatchObject({ saleId: sale.id, kind: 'price_changed', details: { soldPrice: 90, currentPrice: 95 }, resolvedAt: null });
    expect((await ctx.db.select().from(sales).where(eq(sales.id, sale.id)))[0]).toMatchObject({ offline: true, terminalId: t.id });

    const replay = await sell(shop.cashierApi, b, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ id: sale.id, invoiceNumber: sale.invoiceNumber, totalAmount: 380, exceptions: sale.exceptions });
    expect(await salesOf(b)).toBe(1);
    expect(await exceptionsOf(b)).toHaveLength(1);
    expect(await stockOf(soap.id)).toBe(8_000);
    // Other prices under the same key are another sale: 422.
    const tampered = offlineSale(t, 1, [
      { productId: soap.id, quantity: 2, price: 10 },
      { productId: rice.id, quantity: 1, price: 200 },
    ]);
    const reused = await sell(shop.cashierApi, b, { ...tampered, soldAt: body.soldAt }, key);
    expect(reused.statusCode).toBe(422);
    expect(await salesOf(b)).toBe(1);
  });

  it('two terminals selling the last unit: both kept, stock −1, one oversold exception on the second to arrive', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const milk = await addProduct(shop.ownerApi, b, { name: 'Milk', sellingPrice: 250, stock: 1 });
    const t1 = await registeredTerminal(shop.ownerApi, b, 'T1');
    const t2 = await registeredTerminal(shop.ownerApi, b, 'T2');
    const first = await sell(shop.cashierApi, b, offlineSale(t1, 1, [{ productId: milk.id, quantity: 1, price: 250 }]));
    expect(first.statusCode).toBe(201);
    expect(first.json().exceptions).toEqual([]);
    const second = await sell(shop.ownerApi, b, offlineSale(t2, 1, [{ productId: milk.id, quantity: 1, price: 250 }]));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ invoiceNumber: 'INV-T2-000001', exceptions: [{ kind: 'oversold', productId: milk.id }] });
    expect(await stockOf(milk.id)).toBe(-1_000);
    const all = await exceptionsOf(b);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ saleId: second.json().id, details: { stockBefore: 0, quantity: 1 } });

    // Online, the same sale is refused for its stock, as before.
    const t3 = await registeredTerminal(shop.ownerApi, b, 'T3');
    const online = await sell(shop.cashierApi, b, {
      items: [{ productId: milk.id, quantity: 1 }],
      paymentMethod: 'cash',
      terminal: { id: t3.id, deviceId: t3.deviceId, number: 1 },
    });
    expect(online.statusCode).toBe(409);
    expect((await ctx.db.select().from(terminals).where(eq(terminals.id, t3.id)))[0].lastNumber).toBe(0);
  });

  it('oversells without an exception where the shop allows negative stock', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await ctx.db.update(businessSettings).set({ allowNegativeStock: true }).where(eq(businessSettings.businessId, b));
    const milk = await addProduct(shop.ownerApi, b, { name: 'Milk', sellingPrice: 250, stock: 0 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const res = await sell(shop.cashierApi, b, offlineSale(t, 1, [{ productId: milk.id, quantity: 2, price: 250 }]));
    expect(res.json().exceptions).toEqual([]);
    expect(await stockOf(milk.id)).toBe(-2_000);
  });

  it('sells a product deleted meanwhile (product_inactive); online it is not found', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const tea = await addProduct(shop.ownerApi, b, { name: 'Tea', sellingPrice: 60, stock: 5 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    expect((await shop.ownerApi.delete(`/api/products/${tea.id}`)).statusCode).toBeLessThan(300);
    const online = await sell(shop.cashierApi, b, {
      items: [{ productId: tea.id, quantity: 1 }],
      paymentMethod: 'cash',
      terminal: { id: t.id, deviceId: t.deviceId, number: 1 },
    });
    expect(online.statusCode).toBe(404);
    const res = await sell(shop.cashierApi, b, offlineSale(t, 1, [{ productId: tea.id, quantity: 1, price: 60 }]));
    expect(res.statusCode).toBe(201);
    expect(res.json().exceptions).toEqual([{ kind: 'product_inactive', productId: tea.id }]);
    expect(await stockOf(tea.id)).toBe(4_000);
    const [line] = await ctx.db.select().from(saleItems).where(eq(saleItems.saleId, res.json().id));
    expect(line).toMatchObject({ productId: tea.id, name: 'Tea', unitPriceCents: 6_000 });
  });

  it('over the debtor’s credit limit: a cashier is refused online (403, an admin must approve), kept and flagged offline (credit_limit)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const soap = await addProduct(shop.ownerApi, b, { name: 'Soap', sellingPrice: 100, stock: 10 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const debtorInfo = { name: 'Kamal Perera', phone: '0771234567' };
    const credit = { paymentMethod: 'credit', debtorInfo };
    // The first credit sale creates the debtor; the owner then gives them a limit of 300.
    const opened = await sell(shop.cashierApi, b, { items: [{ productId: soap.id, quantity: 2 }], ...credit });
    expect(opened.statusCode).toBe(201);
    await ctx.db.update(debtors).set({ creditLimitCents: 30_000 }).where(eq(debtors.businessId, b));

    // Up to the limit is fine; one rupee over it is not.
    const upTo = await sell(shop.cashierApi, b, { items: [{ productId: soap.id, quantity: 1 }], ...credit });
    expect(upTo.statusCode).toBe(201);
    const over = await sell(shop.cashierApi, b, { items: [{ productId: soap.id, quantity: 1 }], ...credit });
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('CREDIT_LIMIT_APPROVAL_REQUIRED');
    expect(await salesOf(b)).toBe(2);
    expect(await stockOf(soap.id)).toBe(7_000);

    const offline = await sell(shop.cashierApi, b, offlineSale(t, 1, [{ productId: soap.id, quantity: 1, price: 100 }], credit));
    expect(offline.statusCode).toBe(201);
    expect(offline.json().exceptions).toEqual([{ kind: 'credit_limit', productId: null }]);
    expect(offline.json().credit.balance).toBe(400);
    const [ex] = await exceptionsOf(b);
    expect(ex).toMatchObject({ kind: 'credit_limit', saleId: offline.json().id, details: { limit: 300, owedAfter: 400 } });
    const [owed] = await ctx.db
      .select({ n: count() })
      .from(sales)
      .where(and(eq(sales.businessId, b), eq(sales.paymentMethod, 'credit')));
    expect(owed.n).toBe(3);
  });
});
