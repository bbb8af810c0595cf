/**
 * A sale numbered by a registered terminal (docs/decisions/0016-offline-till.md) and one recorded at the
 * time the terminal says it was made: its own series, its device, its clock.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_PATHS } from '#shared/contracts/terminals';
import { invoiceCounters, products, sales, stockMovements, terminals } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, registeredTerminal, sell } from '#testing/terminals-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;
const salesOf = async (businessId: number) =>
  (await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, businessId)))[0].n;
const stockOf = async (id: number) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

describe('a terminal’s sale', () => {
  it('numbers its own series (INV-T1-000001…), leaves the business’s counter alone and records the terminal', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const soap = await addProduct(shop.ownerApi, b, { name: 'Soap', sellingPrice: 95, stock: 10 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const body = (number: number) => ({
      items: [{ productId: soap.id, quantity: 1, price: 1 }],
      paymentMethod: 'cash',
      terminal: { id: t.id, deviceId: t.deviceId, number },
    });
    const first = await sell(shop.cashierApi, b, body(1));
    expect(first.statusCode).toBe(201);
    // Online, the server prices the sale as ever: the till's price is ignored.
    expect(first.json()).toMatchObject({ invoiceNumber: 'INV-T1-000001', totalAmount: 95, terminalId: t.id, offline: false });
    expect(first.json().exceptions).toBeUndefined();
    const second = await sell(shop.cashierApi, b, body(2));
    expect(second.json().invoiceNumber).toBe('INV-T1-000002');

    expect(await ctx.db.select().from(invoiceCounters).where(eq(invoiceCounters.businessId, b))).toEqual([]);
    const [term] = await ctx.db.select().from(terminals).where(eq(terminals.id, t.id));
    expect(term.lastNumber).toBe(2);
    expect(term.lastSeenAt).not.toBeNull();
    const [row] = await ctx.db.select().from(sales).where(eq(sales.id, second.json().id));
    expect(row).toMatchObject({ terminalId: t.id, offline: false });

    // A browser that is no terminal numbers from the business's counter, as before.
    const plain = await sell(shop.cashierApi, b, { items: [{ productId: soap.id, quantity: 1 }], paymentMethod: 'cash' });
    expect(plain.json().invoiceNumber).toBe('INV-000001');
    expect(plain.json().terminalId).toBeUndefined();
    // Read back, the sale says its terminal.
    const read = await shop.cashierApi.get(`/api/businesses/${b}/sales/${first.json().id}`);
    expect(read.json()).toMatchObject({ terminalId: t.id, offline: false, invoiceNumber: 'INV-T1-000001' });
  });

  it('is refused for another device (409), a retired terminal (409), a number used (409) and another business’s terminal (404), writing nothing', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    const soap = await addProduct(shop.ownerApi, b, { name: 'Soap', sellingPrice: 95, stock: 10 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const theirs = await registeredTerminal(other.ownerApi, other.business.id, 'T1');
    const body = (terminal: { id: number; deviceId: string; number: number }) => ({
      items: [{ productId: soap.id, quantity: 1 }],
      paymentMethod: 'cash',
      terminal,
    });
    expect((await sell(shop.cashierApi, b, body({ id: t.id, deviceId: t.deviceId, number: 1 }))).statusCode).toBe(201);

    const used = await sell(shop.cashierApi, b, body({ id: t.id, deviceId: t.deviceId, number: 1 }));
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('INVOICE_NUMBER_USED');
    const otherDevice = await sell(shop.cashierApi, b, body({ id: t.id, deviceId: randomUUID(), number: 2 }));
    expect(otherDevice.statusCode).toBe(409);
    expect(otherDevice.json().code).toBe('TERMINAL_OTHER_DEVICE');
    const foreign = await sell(shop.cashierApi, b, body({ id: theirs.id, deviceId: theirs.deviceId, number: 1 }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('TERMINAL_NOT_FOUND');
    await shop.ownerApi.delete(TERMINAL_PATHS.terminal(b, t.id));
    const retired = await sell(shop.cashierApi, b, body({ id: t.id, deviceId: t.deviceId, number: 2 }));
    expect(retired.statusCode).toBe(409);
    expect(retired.json().code).toBe('TERMINAL_RETIRED');

    expect(await salesOf(b)).toBe(1);
    expect(await stockOf(soap.id)).toBe(9_000);
    const [term] = await ctx.db.select().from(terminals).where(eq(terminals.id, t.id));
    expect(term.lastNumber).toBe(1);
    const [theirTerm] = await ctx.db.select().from(terminals).where(eq(terminals.id, theirs.id));
    expect(theirTerm.lastNumber).toBe(0);
  });

  it('is recorded at its soldAt (stock movement too), within the clock skew and the offline limit plus the grace', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const soap = await addProduct(shop.ownerApi, b, { name: 'Soap', sellingPrice: 95, stock: 10 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    let n = 0;
    const body = (soldAt: string) => ({
      items: [{ productId: soap.id, quantity: 1 }],
      paymentMethod: 'cash',
      terminal: { id: t.id, deviceId: t.deviceId, number: ++n },
      soldAt,
    });
    const soldAt = new Date(Date.now() - 3 * HOUR);
    const ok = await sell(shop.cashierApi, b, body(soldAt.toISOString().replace('Z', '+00:00')));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().saleDate).toBe(soldAt.toISOString());
    const [moved] = await ctx.db
      .select({ at: stockMovements.createdAt })
      .from(stockMovements)
      .where(and(eq(stockMovements.businessId, b), eq(stockMovements.kind, 'sale')));
    expect(moved.at.toISOString()).toBe(soldAt.toISOString());

    const ahead = await sell(shop.cashierApi, b, body(new Date(Date.now() + 60_000).toISOString()));
    expect(ahead.statusCode).toBe(201);
    const future = await sell(shop.cashierApi, b, body(new Date(Date.now() + 5 * 60_000).toISOString()));
    expect(future.statusCode).toBe(422);
    expect(future.json().code).toBe('SOLD_AT_IN_FUTURE');
    // Offline limit 12 h + 7 days of grace.
    const late = await sell(shop.cashierApi, b, body(new Date(Date.now() - (12 + 168 - 1) * HOUR).toISOString()));
    expect(late.statusCode).toBe(201);
    const old = await sell(shop.cashierApi, b, body(new Date(Date.now() - (12 + 168 + 1) * HOUR).toISOString()));
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('SOLD_AT_TOO_OLD');
    expect(await salesOf(b)).toBe(3);

    const noTerminal = await sell(shop.cashierApi, b, {
      items: [{ productId: soap.id, quantity: 1 }],
      paymentMethod: 'cash',
      soldAt: soldAt.toISOString(),
    });
    expect(noTerminal.statusCode).toBe(400);
    expect(noTerminal.json().fieldCodes.terminal[0].code).toBe('SOLD_AT_WITHOUT_TERMINAL');
  });
});
