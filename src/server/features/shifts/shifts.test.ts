import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIFT_PATHS } from '#shared/contracts/shifts';
import { auditTrail, sales, shiftCashMovements, shifts } from '#server/db/schema';
import { addMember, apiClient, createShop, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, key, openShift, sell } from '#testing/shifts-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('a shift: open → sales → cash out → close', () => {
  it('answers the X report while open and the exact Z at close; the Z never changes after', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const api = shop.cashierApi;
    const current0 = await api.get(SHIFT_PATHS.current(b));
    expect(current0.json()).toEqual({ required: true, shift: null });

    const shift = await openShift(api, b, '5000.00');
    expect(shift).toMatchObject({ status: 'open', userId: shop.cashier.id, openingFloat: 5000, zNumber: null });
    expect((await api.get(SHIFT_PATHS.current(b))).json().shift).toMatchObject({ id: shift.id, status: 'open' });

    const rice = await addProduct(shop.ownerApi, b, 1357);
    const soap = await addProduct(shop.ownerApi, b, 95.5);
    // Cash 1,357.00 with 5,000 tendered: the drawer keeps the cash share, the change goes back.
    const s1 = await sell(api, b, {
      items: [{ productId: rice, quantity: 1 }],
      payments: [{ method: 'cash', amount: 1357 }],
      cashTendered: 5000,
    });
    expect(s1).toMatchObject({ shiftId: shift.id, changeDue: 3643 });
    const s2 = await sell(api, b, { items: [{ productId: soap, quantity: 3 }], paymentMethod: 'cash', discountAmount: '6.50' });
    // Split: 714.00 cash + 2,000.00 card.
    const s3 = await sell(api, b, {
      items: [{ productId: rice, quantity: 2 }],
      payments: [
        { method: 'cash', amount: 714 },
        { method: 'card', amount: 2000 },
      ],
    });
    expect([s2.shiftId, s3.shiftId]).toEqual([shift.id, shift.id]);
    // cash: 1,357.00 + (286.50 − 6.50 = 280.00) + 714.00 = 2,351.00; card 2,000.00
    const out = await api.post(
      SHIFT_PATHS.cashMovements(b, shift.id),
      { kind: 'out', amount: '1500', reason: 'Paid the bread supplier' },
      key(),
    );
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json()).toMatchObject({ kind: 'out', amount: 1500, reason: 'Paid the bread supplier', shiftId: shift.id });
    const put = await api.post(
      SHIFT_PATHS.cashMovements(b, shift.id),
      { kind: 'in', amount: 200.25, reason: 'Coins from the bank' },
      key(),
    );
    expect(put.statusCode).toBe(201);

    const x = (await api.get(SHIFT_PATHS.report(b, shift.id))).json();
    // expected = 5,000 + 2,351 − 0 + 200.25 − 1,500 = 6,051.25
    expect(x).toMatchObject({
      id: shift.id,
      zNumber: null,
      closedAt: null,
      openingFloat: 5000,
      cashSales: 2351,
      cashRefunds: 0,
      cashIn: 200.25,
      cashOut: 1500,
      expectedCash: 6051.25,
      countedCash: null,
      overShort: null,
      salesCount: 3,
      grossSales: 4357.5,
      discounts: 6.5,
      refunds: 0,
      vat: 0,
      netSales: 4351,
      byMethod: [
        { method: 'cash', count: 3, amount: 2351 },
        { method: 'card', count: 1, amount: 2000 },
      ],
    });

    // counted: 5,000 + 1,000 + 20 + 20 + 10 + 1 = 6,051.00: short by 0.25
    const denominations = { '5000': 1, '1000': 1, '20': 2, '10': 1, '1': 1, '2': 0 };
    const z = await api.post(SHIFT_PATHS.close(b, shift.id), { countedCash: 6051, denominations }, key());
    expect(z.statusCode, z.body).toBe(200);
    expect(z.json()).toMatchObject({ ...x, zNumber: 1, countedCash: 6051, overShort: -0.25, closedAt: expect.any(String) });
    const [row] = await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row).toMatchObject({ zNumber: 1, countedCashCents: 605_100, closedBy: shop.cashier.id });
    expect(row.denominations).toEqual({ '5000': 1, '1000': 1, '20': 2, '10': 1, '1': 1 });
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.entityType, 'shift')));
    expect(audits.map((a) => a.action).sort()).toEqual(['shift.cash_in', 'shift.cash_out', 'shift.close', 'shift.open']);

    // A later sale lands in no shift; even one put in the closed shift by hand leaves the stored Z as it was.
    const late = await sell(api, b, { items: [{ productId: rice, quantity: 1 }], paymentMethod: 'cash' });
    expect(late.shiftId).toBeNull();
    await ctx.db.update(sales).set({ shiftId: shift.id }).where(eq(sales.id, late.id));
    expect((await api.get(SHIFT_PATHS.report(b, shift.id))).json()).toEqual(z.json());
    const detail = (await api.get(SHIFT_PATHS.one(b, shift.id))).json();
    expect(detail).toMatchObject({ status: 'closed', zNumber: 1, expectedCash: 6051.25, countedCash: 6051, overShort: -0.25 });
    expect(detail.cashMovements.map((m: { kind: string }) => m.kind)).toEqual(['out', 'in']);
    expect((await api.get(SHIFT_PATHS.current(b))).json().shift).toBeNull();

    // A closed shift changes no more.
    const again = await api.post(SHIFT_PATHS.close(b, shift.id), { countedCash: 1 }, key());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SHIFT_CLOSED');
    const move = await api.post(SHIFT_PATHS.cashMovements(b, shift.id), { kind: 'in', amount: 1, reason: 'x' }, key());
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('SHIFT_CLOSED');
  });

  it('refuses a second open shift of the same user (409) but not another user’s', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await openShift(shop.cashierApi, b, 1000);
    const second = await shop.cashierApi.post(SHIFT_PATHS.list(b), { openingFloat: 500 }, key());
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SHIFT_ALREADY_OPEN');
    await openShift(shop.ownerApi, b, 2000);
  });

  it('checks the counted notes against the counted cash and the movement fields (400)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const shift = await openShift(shop.cashierApi, b, 0);
    const close = (body: unknown) => shop.cashierApi.post(SHIFT_PATHS.close(b, shift.id), body, key());
    expect((await close({ countedCash: 5000, denominations: { '5000': 1, '1': 1 } })).statusCode).toBe(400);
    expect((await close({ countedCash: 200, denominations: { '200': 1 } })).statusCode).toBe(400);
    expect((await close({ countedCash: 10, denominations: { '10': -1 } })).statusCode).toBe(400);
    expect((await close({ countedCash: -1 })).statusCode).toBe(400);
    const move = (body: unknown) => shop.cashierApi.post(SHIFT_PATHS.cashMovements(b, shift.id), body, key());
    expect((await move({ kind: 'out', amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await move({ kind: 'sideways', amount: 1, reason: 'x' })).statusCode).toBe(400);
    expect((await move({ kind: 'in', amount: 1, reason: '  ' })).statusCode).toBe(400);
    expect((await shop.cashierApi.get(SHIFT_PATHS.current(b))).json().shift.status).toBe('open');
  });

  it('records a retried cash movement once (Idempotency-Key)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const shift = await openShift(shop.cashierApi, b, 100);
    const headers = key();
    const body = { kind: 'out', amount: 40, reason: 'Tea for the staff' };
    const first = await shop.cashierApi.post(SHIFT_PATHS.cashMovements(b, shift.id), body, headers);
    const retry = await shop.cashierApi.post(SHIFT_PATHS.cashMovements(b, shift.id), body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const rows = await ctx.db.select().from(shiftCashMovements).where(eq(shiftCashMovements.shiftId, shift.id));
    expect(rows).toHaveLength(1);
  });
});

describe('who sees and closes which shift', () => {
  it('another business’s shift is not found (404) on every route', async () => {
    const mine = await createShop(ctx.app);
    const theirs = await createShop(ctx.app);
    const shift = await openShift(theirs.cashierApi, theirs.business.id, 100);
    const b = mine.business.id;
    for (const api of [mine.ownerApi, mine.cashierApi]) {
      expect((await api.get(SHIFT_PATHS.one(b, shift.id))).statusCode).toBe(404);
      expect((await api.get(SHIFT_PATHS.report(b, shift.id))).statusCode).toBe(404);
      expect((await api.post(SHIFT_PATHS.close(b, shift.id), { countedCash: 100 }, key())).statusCode).toBe(404);
      const move = await api.post(SHIFT_PATHS.cashMovements(b, shift.id), { kind: 'in', amount: 1, reason: 'x' }, key());
      expect(move.statusCode).toBe(404);
      // Their business id in the path: 404 too.
      expect((await api.get(SHIFT_PATHS.report(theirs.business.id, shift.id))).statusCode).toBe(404);
    }
    const [row] = await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row.closedAt).toBeNull();
  });

  it('a cashier cannot close or read another user’s shift (403); an admin sees all and closes any', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const other = await createUser(ctx.db, { role: 'cashier', firstName: 'Kumari', lastName: 'Silva' });
    await addMember(ctx.db, b, other.id, 'cashier');
    const otherApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, other.id));
    const mine = await openShift(shop.cashierApi, b, 1000);
    const hers = await openShift(otherApi, b, 2000);
    const ownersShift = await openShift(shop.ownerApi, b, 3000);

    const close = await shop.cashierApi.post(SHIFT_PATHS.close(b, hers.id), { countedCash: 2000 }, key());
    expect(close.statusCode).toBe(403);
    expect((await shop.cashierApi.post(SHIFT_PATHS.close(b, ownersShift.id), { countedCash: 3000 }, key())).statusCode).toBe(403);
    expect((await shop.cashierApi.get(SHIFT_PATHS.report(b, hers.id))).statusCode).toBe(403);
    expect((await shop.cashierApi.get(SHIFT_PATHS.one(b, hers.id))).statusCode).toBe(403);
    const move = await shop.cashierApi.post(SHIFT_PATHS.cashMovements(b, hers.id), { kind: 'out', amount: 5, reason: 'x' }, key());
    expect(move.statusCode).toBe(403);
    expect((await shop.cashierApi.get(SHIFT_PATHS.list(b))).json().map((s: { id: number }) => s.id)).toEqual([mine.id]);

    // The admin closes the other cashier's shift: 10.00 over.
    const z = await shop.ownerApi.post(SHIFT_PATHS.close(b, hers.id), { countedCash: 2010 }, key());
    expect(z.statusCode).toBe(200);
    expect(z.json()).toMatchObject({ userId: other.id, userName: 'Kumari Silva', expectedCash: 2000, overShort: 10, zNumber: 1 });
    const list = (await shop.ownerApi.get(SHIFT_PATHS.list(b))).json() as {
      id: number;
      userName: string;
      status: string;
      overShort: number | null;
      closedByName: string | null;
    }[];
    expect(list.map((s) => s.id)).toEqual([ownersShift.id, hers.id, mine.id]);
    expect(list.find((s) => s.id === hers.id)).toMatchObject({
      status: 'closed',
      userName: 'Kumari Silva',
      overShort: 10,
      closedByName: 'Test User',
    });
    expect(list.find((s) => s.id === mine.id)).toMatchObject({ status: 'open', overShort: null });
  });
});

describe('closing under concurrency', () => {
  it('10 simultaneous closes of one shift make exactly one Z report', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const shift = await openShift(shop.cashierApi, b, 750);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => shop.cashierApi.post(SHIFT_PATHS.close(b, shift.id), { countedCash: 750 + i }, key())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'SHIFT_CLOSED')).toBe(true);
    const won = answers.find((a) => a.statusCode === 200)!.json();
    const rows = await ctx.db.select().from(shifts).where(eq(shifts.businessId, b));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ zNumber: 1, countedCashCents: Math.round(won.countedCash * 100) });
    expect((await shop.cashierApi.get(SHIFT_PATHS.report(b, shift.id))).json()).toEqual(won);
  });

  it('a sale racing the close is either in the Z or in no shift', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const shift = await openShift(shop.cashierApi, b, 1000);
    const tea = await addProduct(shop.ownerApi, b, 250);
    const saleReq = () =>
      shop.cashierApi.post(`/api/businesses/${b}/sales`, { items: [{ productId: tea, quantity: 1 }], paymentMethod: 'cash' }, key());
    const before = Array.from({ length: 6 }, saleReq);
    const close = shop.cashierApi.post(SHIFT_PATHS.close(b, shift.id), { countedCash: 1000 }, key());
    const after = Array.from({ length: 6 }, saleReq);
    const [closed, ...sold] = await Promise.all([close, ...before, ...after]);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(sold.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const inShift = sold.map((r) => r.json() as { shiftId: number | null }).filter((x) => x.shiftId !== null);
    expect(inShift.every((x) => x.shiftId === shift.id)).toBe(true);
    const z = closed.json();
    expect(z.salesCount).toBe(inShift.length);
    expect(z.cashSales).toBe(250 * inShift.length);
    // Stored as answered, and the database agrees: no sale of the shift is missing from its Z.
    const rows = await ctx.db.select().from(sales).where(eq(sales.shiftId, shift.id));
    expect(rows).toHaveLength(inShift.length);
    expect((await shop.cashierApi.get(SHIFT_PATHS.report(b, shift.id))).json()).toEqual(z);
  });

  it('numbers Z reports 1, 2, 3 across users of a business, closed at once; another business starts at 1', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const third = await createUser(ctx.db, { role: 'cashier' });
    await addMember(ctx.db, b, third.id, 'cashier');
    const thirdApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, third.id));
    const apis = [shop.ownerApi, shop.cashierApi, thirdApi];
    const opened = await Promise.all(apis.map((api) => openShift(api, b, 100)));
    const closes = await Promise.all(apis.map((api, i) => api.post(SHIFT_PATHS.close(b, opened[i].id), { countedCash: 100 }, key())));
    expect(closes.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    expect(closes.map((c) => c.json().zNumber).sort()).toEqual([1, 2, 3]);
    // The next shift of the business is Z 4; another business's first is Z 1.
    const next = await openShift(shop.cashierApi, b, 0);
    expect((await shop.cashierApi.post(SHIFT_PATHS.close(b, next.id), { countedCash: 0 }, key())).json().zNumber).toBe(4);
    const other = await createShop(ctx.app);
    const theirs = await openShift(other.ownerApi, other.business.id, 0);
    expect((await other.ownerApi.post(SHIFT_PATHS.close(other.business.id, theirs.id), { countedCash: 0 }, key())).json().zNumber).toBe(1);
  });
});
