import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_PATHS } from '#shared/contracts/terminals';
import { auditTrail, saleExceptions, terminals } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, createTerminal, registeredTerminal, sell } from '#testing/terminals-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('terminals', () => {
  it('are created, listed and retired by the owner; a code stays taken, even retired', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const created = await shop.ownerApi.post(TERMINAL_PATHS.terminals(b), { code: ' t1 ', name: ' Front counter ' });
    expect(created.statusCode).toBe(201);
    const t1 = created.json();
    expect(t1).toMatchObject({ code: 'T1', name: 'Front counter', lastNumber: 0, registered: false, isActive: true, lastSeenAt: null });

    const taken = await shop.ownerApi.post(TERMINAL_PATHS.terminals(b), { code: 'T1', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('TERMINAL_CODE_TAKEN');
    const invalid = await shop.ownerApi.post(TERMINAL_PATHS.terminals(b), { code: 'T-1', name: 'Bad' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldCodes.code[0].code).toBe('TERMINAL_CODE_INVALID');

    await createTerminal(shop.ownerApi, b, 'T2');
    const list = await shop.ownerApi.get(TERMINAL_PATHS.terminals(b));
    expect(list.json().terminals.map((t: { code: string }) => t.code)).toEqual(['T1', 'T2']);

    const retired = await shop.ownerApi.delete(TERMINAL_PATHS.terminal(b, t1.id));
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ id: t1.id, isActive: false, registered: false });
    const [row] = await ctx.db.select().from(terminals).where(eq(terminals.id, t1.id));
    expect(row).toMatchObject({ isActive: false, deviceId: null });
    const again = await shop.ownerApi.post(TERMINAL_PATHS.terminals(b), { code: 'T1', name: 'New front' });
    expect(again.json().code).toBe('TERMINAL_CODE_TAKEN');
  });

  it('registers a device: the answer carries the invoice prefix, the offline limit and the last number', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const { id, deviceId, registration } = await registeredTerminal(shop.ownerApi, b, 'T1');
    expect(registration).toMatchObject({
      id,
      code: 'T1',
      deviceId,
      registered: true,
      invoicePrefix: 'INV-',
      offlineLimitHours: 12,
      lastNumber: 0,
    });
    expect(registration.registeredAt).not.toBeNull();
    expect(registration.lastSeenAt).not.toBeNull();
    const [row] = await ctx.db.select().from(terminals).where(eq(terminals.id, id));
    expect(row).toMatchObject({ deviceId, registeredBy: shop.owner.id });
    const [entry] = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, 'terminal.register')));
    expect(entry.entityId).toBe(String(id));

    // Another browser takes it over; a retired terminal registers no more.
    const other = randomUUID();
    const moved = await shop.ownerApi.post(TERMINAL_PATHS.register(b, id), { deviceId: other });
    expect(moved.json().deviceId).toBe(other);
    await shop.ownerApi.delete(TERMINAL_PATHS.terminal(b, id));
    const late = await shop.ownerApi.post(TERMINAL_PATHS.register(b, id), { deviceId: other });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TERMINAL_RETIRED');
    const bad = await shop.ownerApi.post(TERMINAL_PATHS.register(b, id), { deviceId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });

  it('are not a cashier’s to manage (403), and another business’s terminal is not found (404)', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    const mine = await createTerminal(shop.ownerApi, b, 'T1');
    const cashier = shop.cashierApi;
    expect((await cashier.get(TERMINAL_PATHS.terminals(b))).statusCode).toBe(403);
    expect((await cashier.post(TERMINAL_PATHS.terminals(b), { code: 'T9', name: 'x' })).statusCode).toBe(403);
    expect((await cashier.post(TERMINAL_PATHS.register(b, mine.id), { deviceId: randomUUID() })).statusCode).toBe(403);
    expect((await cashier.delete(TERMINAL_PATHS.terminal(b, mine.id))).statusCode).toBe(403);
    expect((await cashier.get(TERMINAL_PATHS.saleExceptions(b))).statusCode).toBe(403);

    const ob = other.business.id;
    const register = await other.ownerApi.post(TERMINAL_PATHS.register(ob, mine.id), { deviceId: randomUUID() });
    expect(register.statusCode).toBe(404);
    expect(register.json().code).toBe('TERMINAL_NOT_FOUND');
    expect((await other.ownerApi.delete(TERMINAL_PATHS.terminal(ob, mine.id))).statusCode).toBe(404);
    expect((await other.ownerApi.get(TERMINAL_PATHS.terminals(b))).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(terminals).where(eq(terminals.id, mine.id));
    expect(row).toMatchObject({ isActive: true, deviceId: null });
  });
});

describe('sale exceptions', () => {
  it('are listed with their sale, product and terminal, and resolved once with a note', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    const soap = await addProduct(shop.ownerApi, b, { name: 'Sunlight Soap', sellingPrice: 95, stock: 5 });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const soldAt = new Date(Date.now() - 3_600_000).toISOString();
    const sale = await sell(shop.cashierApi, b, {
      items: [{ productId: soap.id, quantity: 1, price: 90 }],
      paymentMethod: 'cash',
      terminal: { id: t.id, deviceId: t.deviceId, number: 1 },
      soldAt,
      offline: true,
    });
    expect(sale.statusCode).toBe(201);

    const open = await shop.ownerApi.get(TERMINAL_PATHS.saleExceptions(b));
    expect(open.statusCode).toBe(200);
    expect(open.json().openCount).toBe(1);
    const [ex] = open.json().exceptions;
    expect(ex).toMatchObject({
      kind: 'price_changed',
      saleId: sale.json().id,
      invoiceNumber: 'INV-T1-000001',
      productId: soap.id,
      productName: 'Sunlight Soap',
      details: { soldPrice: 90, currentPrice: 95 },
      soldAt,
      terminalCode: 'T1',
      resolvedAt: null,
      resolvedBy: null,
    });

    // Another business neither sees nor resolves it.
    expect((await other.ownerApi.get(TERMINAL_PATHS.saleExceptions(other.business.id))).json()).toEqual({ exceptions: [], openCount: 0 });
    const foreign = await other.ownerApi.post(TERMINAL_PATHS.resolveSaleException(other.business.id, ex.id), { note: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('SALE_EXCEPTION_NOT_FOUND');
    expect((await shop.cashierApi.post(TERMINAL_PATHS.resolveSaleException(b, ex.id), { note: 'x' })).statusCode).toBe(403);

    const resolved = await shop.ownerApi.post(TERMINAL_PATHS.resolveSaleException(b, ex.id), { note: ' Old price on the shelf ' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id: ex.id, resolutionNote: 'Old price on the shelf' });
    expect(resolved.json().resolvedAt).not.toBeNull();
    expect(resolved.json().resolvedBy).toEqual(expect.any(String));
    const twice = await shop.ownerApi.post(TERMINAL_PATHS.resolveSaleException(b, ex.id), {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SALE_EXCEPTION_RESOLVED');

    const after = await shop.ownerApi.get(TERMINAL_PATHS.saleExceptions(b));
    expect(after.json()).toEqual({ exceptions: [], openCount: 0 });
    const done = await shop.ownerApi.get(`${TERMINAL_PATHS.saleExceptions(b)}?status=resolved`);
    expect(done.json().exceptions.map((e: { id: number }) => e.id)).toEqual([ex.id]);
    const all = await shop.ownerApi.get(`${TERMINAL_PATHS.saleExceptions(b)}?status=all`);
    expect(all.json().exceptions).toHaveLength(1);
    expect((await shop.ownerApi.get(`${TERMINAL_PATHS.saleExceptions(b)}?status=nope`)).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(saleExceptions).where(eq(saleExceptions.id, ex.id));
    expect(row.resolvedBy).toBe(shop.owner.id);
  });
});
