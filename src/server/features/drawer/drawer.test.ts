import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWER_PATHS } from '#shared/contracts/drawer';
import { SHIFT_PATHS } from '#shared/contracts/shifts';
import { auditTrail, drawerOpens } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { key, openShift } from '#testing/shifts-fixtures';
import { createTerminal } from '#testing/terminals-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('drawer opens', () => {
  it('a cashier opens the drawer with a reason: recorded with their shift and till, audited, counted in the X and Z', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const till = await createTerminal(shop.ownerApi, b, 'T1');
    const shift = await openShift(shop.cashierApi, b, 1000);
    const res = await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: '  Change for a customer  ', terminalId: till.id }, key());
    expect(res.statusCode, res.body).toBe(201);
    const open = res.json();
    expect(open).toMatchObject({ reason: 'Change for a customer', shiftId: shift.id, terminalId: till.id, terminalCode: 'T1' });
    expect(open.userId).toBe(shop.cashier.id);
    const [audit] = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, 'drawer.open')));
    expect(audit).toMatchObject({ entityType: 'drawer_open', entityId: String(open.id), userId: shop.cashier.id });

    await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'Count the float' }, key());
    const x = await shop.cashierApi.get(SHIFT_PATHS.report(b, shift.id));
    expect(x.json().noSaleOpens).toBe(2);
    const z = await shop.cashierApi.post(SHIFT_PATHS.close(b, shift.id), { countedCash: 1000 }, key());
    expect(z.statusCode, z.body).toBe(200);
    expect(z.json().noSaleOpens).toBe(2);
    // The stored Z keeps its count: an open after the close belongs to no shift.
    await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'After the close' }, key());
    expect((await shop.cashierApi.get(SHIFT_PATHS.report(b, shift.id))).json().noSaleOpens).toBe(2);
    const [late] = await ctx.db
      .select()
      .from(drawerOpens)
      .where(and(eq(drawerOpens.businessId, b), eq(drawerOpens.reason, 'After the close')));
    expect(late.shiftId).toBeNull();
    // The shift's detail lists the two opens with their reasons and who opened the drawer.
    const detail = (await shop.ownerApi.get(SHIFT_PATHS.one(b, shift.id))).json();
    expect(detail.drawerOpens.map((o: { reason: string }) => o.reason)).toEqual(['Change for a customer', 'Count the float']);
    expect(detail.drawerOpens[0].userName).toBeTruthy();
  });

  it('a retried open with the same Idempotency-Key is one record', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const k = { 'idempotency-key': randomUUID() };
    const first = await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'Float check' }, k);
    const again = await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'Float check' }, k);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await ctx.db.select().from(drawerOpens).where(eq(drawerOpens.businessId, b))).toHaveLength(1);
  });

  it('the owner lists the opens with who opened it, newest first, by shop day', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'First' }, key());
    await shop.ownerApi.post(DRAWER_PATHS.opens(b), { reason: 'Second' }, key());
    const list = await shop.ownerApi.get(DRAWER_PATHS.opens(b));
    expect(list.statusCode, list.body).toBe(200);
    const opens = list.json().opens as { reason: string; userName: string | null; userId: string }[];
    expect(opens.map((o) => o.reason)).toEqual(['Second', 'First']);
    expect(opens[1].userId).toBe(shop.cashier.id);
    expect(opens[1].userName).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    // A range well in the past has none; the days around today have both (whatever the shop's zone).
    expect((await shop.ownerApi.get(`${DRAWER_PATHS.opens(b)}?from=2020-01-01&to=2020-01-31`)).json().opens).toEqual([]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await shop.ownerApi.get(`${DRAWER_PATHS.opens(b)}?from=${yesterday}&to=${tomorrow}`)).json().opens).toHaveLength(2);
    expect((await shop.ownerApi.get(`${DRAWER_PATHS.opens(b)}?from=${today}x`)).statusCode).toBe(400);
  });

  it('refuses an empty or too long reason (400 with the field error)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const empty = await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: '   ' }, key());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.reason).toEqual(['Reason is required']);
    const missing = await shop.cashierApi.post(DRAWER_PATHS.opens(b), {}, key());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.reason).toEqual(['Reason is required']);
    const long = await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'x'.repeat(201) }, key());
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.reason).toEqual(['The reason must be at most 200 characters']);
    expect((await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'x'.repeat(200) }, key())).statusCode).toBe(201);
  });

  it('the list is not a cashier’s (403); another business’s drawer and terminal are not found (404)', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'Mine' }, key());
    expect((await shop.cashierApi.get(DRAWER_PATHS.opens(b))).statusCode).toBe(403);
    expect((await other.ownerApi.get(DRAWER_PATHS.opens(b))).statusCode).toBe(404);
    expect((await other.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'Theirs' }, key())).statusCode).toBe(404);
    const theirTill = await createTerminal(other.ownerApi, other.business.id, 'T1');
    const foreignTill = await shop.cashierApi.post(DRAWER_PATHS.opens(b), { reason: 'Other till', terminalId: theirTill.id }, key());
    expect(foreignTill.statusCode).toBe(404);
    // Nothing of one shop shows in the other's list.
    expect((await other.ownerApi.get(DRAWER_PATHS.opens(other.business.id))).json().opens).toEqual([]);
    expect(await ctx.db.select().from(drawerOpens).where(eq(drawerOpens.businessId, b))).toHaveLength(1);
  });
});
