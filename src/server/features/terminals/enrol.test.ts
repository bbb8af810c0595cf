import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_TERMINAL_LIMIT, TERMINAL_PATHS } from '#shared/contracts/terminals';
import { SETTINGS_PATHS } from '#shared/contracts/settings-paths';
import { auditTrail, terminals } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { createTerminal, sell } from '#testing/terminals-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const enrol = (api: Api, businessId: number, body: Record<string, unknown> = {}) =>
  api.post(TERMINAL_PATHS.enrol(businessId), { deviceId: randomUUID(), ...body });

describe('a browser makes itself a till', () => {
  it('takes the lowest code never used (retired ones stay taken), registered on its device, once per device', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await createTerminal(shop.ownerApi, b, 'T1');
    const t3 = await createTerminal(shop.ownerApi, b, 'T3');
    await shop.ownerApi.delete(TERMINAL_PATHS.terminal(b, t3.id));

    const deviceId = randomUUID();
    const first = await enrol(shop.ownerApi, b, { deviceId, name: ' Chrome · Windows ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      code: 'T2',
      name: 'Chrome · Windows',
      deviceId,
      registered: true,
      isActive: true,
      lastNumber: 0,
      invoicePrefix: 'INV-',
      offlineLimitHours: 12,
    });
    // The same device again (another tab, a lost answer): the same terminal, nothing new.
    const again = await enrol(shop.ownerApi, b, { deviceId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, code: 'T2', deviceId });

    const next = await enrol(shop.ownerApi, b);
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({ code: 'T4', name: 'Till T4' });
    const list = (await shop.ownerApi.get(TERMINAL_PATHS.terminals(b))).json().terminals as { code: string; registered: boolean }[];
    expect(list.map((t) => `${t.code}:${t.registered}`)).toEqual(['T1:false', 'T2:true', 'T3:false', 'T4:true']);
    const [row] = await ctx.db.select().from(terminals).where(eq(terminals.id, first.json().id));
    expect(row).toMatchObject({ deviceId, registeredBy: shop.owner.id });
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, 'terminal.enrol')));
    expect(audits).toHaveLength(2);

    // It sells in its own series at once.
    const product = await shop.ownerApi.post(`/api/businesses/${b}/products`, { name: 'Tea', stock: 5, sellingPrice: 100 });
    const sale = await sell(shop.ownerApi, b, {
      items: [{ productId: product.json().id, quantity: 1 }],
      paymentMethod: 'cash',
      terminal: { id: first.json().id, deviceId, number: 1 },
    });
    expect(sale.statusCode).toBe(201);
    expect(sale.json().invoiceNumber).toBe('INV-T2-000001');
  });

  it('gives two browsers enrolling at the same moment two different codes', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const answers = await Promise.all([
      enrol(shop.ownerApi, b),
      enrol(shop.cashierApi, b),
      enrol(shop.ownerApi, b),
      enrol(shop.cashierApi, b),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((r) => r.json().code as string).sort()).toEqual(['T1', 'T2', 'T3', 'T4']);
    // The same device from two tabs at once: one terminal.
    const deviceId = randomUUID();
    const twice = await Promise.all([enrol(shop.cashierApi, b, { deviceId }), enrol(shop.cashierApi, b, { deviceId })]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(twice.map((r) => r.json().id)).size).toBe(1);
    expect(await ctx.db.select().from(terminals).where(eq(terminals.businessId, b))).toHaveLength(5);
  });

  it('lets a cashier enrol while the shop makes tills by itself; with the setting off, only the owner, once confirmed', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    expect((await shop.ownerApi.get(SETTINGS_PATHS.settings)).json().autoRegisterTerminals).toBe(true);
    const byCashier = await enrol(shop.cashierApi, b);
    expect(byCashier.statusCode).toBe(201);
    expect(byCashier.json().code).toBe('T1');
    // A cashier still manages nothing: no list, no register, no retire, no setting.
    expect((await shop.cashierApi.get(TERMINAL_PATHS.terminals(b))).statusCode).toBe(403);
    expect((await shop.cashierApi.post(TERMINAL_PATHS.register(b, byCashier.json().id), { deviceId: randomUUID() })).statusCode).toBe(403);
    expect((await shop.cashierApi.delete(TERMINAL_PATHS.terminal(b, byCashier.json().id))).statusCode).toBe(403);
    expect((await shop.cashierApi.post(SETTINGS_PATHS.settings, { autoRegisterTerminals: false })).statusCode).toBe(403);

    const off = await shop.ownerApi.post(SETTINGS_PATHS.settings, { autoRegisterTerminals: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().autoRegisterTerminals).toBe(false);
    const cashier = await enrol(shop.cashierApi, b, { confirmed: true });
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().code).toBe('TERMINAL_ENROL_OWNER_ONLY');
    const unconfirmed = await enrol(shop.ownerApi, b);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('TERMINAL_ENROL_NEEDS_CONFIRMATION');
    expect(await ctx.db.select().from(terminals).where(eq(terminals.businessId, b))).toHaveLength(1);
    const confirmed = await enrol(shop.ownerApi, b, { confirmed: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().code).toBe('T2');
  });

  it('keeps to its own business: another business’s path is not found, and a device enrols per business', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const deviceId = randomUUID();
    const mine = await enrol(shop.ownerApi, shop.business.id, { deviceId });
    expect(mine.statusCode).toBe(201);
    const foreign = await enrol(other.ownerApi, shop.business.id, { deviceId });
    expect(foreign.statusCode).toBe(404);
    expect((await enrol(other.cashierApi, shop.business.id)).statusCode).toBe(404);
    // The other business's terminal id, through this business's routes: not found.
    expect((await other.ownerApi.post(TERMINAL_PATHS.register(other.business.id, mine.json().id), { deviceId })).statusCode).toBe(404);
    expect((await other.ownerApi.delete(TERMINAL_PATHS.terminal(other.business.id, mine.json().id))).statusCode).toBe(404);
    // The same browser signed in to the other business becomes its own T1, not the first one's.
    const theirs = await enrol(other.ownerApi, other.business.id, { deviceId });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().code).toBe('T1');
    const [row] = await ctx.db.select().from(terminals).where(eq(terminals.id, mine.json().id));
    expect(row).toMatchObject({ businessId: shop.business.id, deviceId, isActive: true });
  });

  it('refuses a bad device id, and stops at the limit of active terminals until one is retired', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const bad = await shop.cashierApi.post(TERMINAL_PATHS.enrol(b), { deviceId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    await ctx.db
      .insert(terminals)
      .values(Array.from({ length: AUTO_TERMINAL_LIMIT }, (_, i) => ({ businessId: b, code: `T${i + 1}`, name: `Till ${i + 1}` })));
    const full = await enrol(shop.cashierApi, b);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'TERMINAL_LIMIT_REACHED', params: { limit: String(AUTO_TERMINAL_LIMIT) } });
    const [first] = await ctx.db
      .select()
      .from(terminals)
      .where(and(eq(terminals.businessId, b), eq(terminals.code, 'T1')));
    await shop.ownerApi.delete(TERMINAL_PATHS.terminal(b, first.id));
    const after = await enrol(shop.cashierApi, b);
    expect(after.statusCode).toBe(201);
    expect(after.json().code).toBe(`T${AUTO_TERMINAL_LIMIT + 1}`);
  });
});
