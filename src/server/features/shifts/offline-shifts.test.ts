import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIFT_PATHS } from '#shared/contracts/shifts';
import { saleExceptions, shiftCashMovements, shifts, terminals } from '#server/db/schema';
import { addMember, apiClient, createShop, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { key, openShift } from '#testing/shifts-fixtures';

// Shifts opened, moved and closed on an offline till, synced later (docs/decisions/0016-offline-till.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A terminal of the business registered on a fresh device (or retired). */
async function addTerminal(businessId: number, opts: { isActive?: boolean } = {}) {
  const deviceId = randomUUID();
  const [t] = await ctx.db
    .insert(terminals)
    .values({ businessId, code: `T${Math.floor(Math.random() * 99999)}`, name: 'Till', deviceId, registeredAt: new Date(), ...opts })
    .returning();
  return { id: t.id, deviceId };
}

async function exceptionsOf(businessId: number) {
  return ctx.db.select().from(saleExceptions).where(eq(saleExceptions.businessId, businessId));
}

describe('a shift worked offline', () => {
  it('opens, moves cash and closes at the till’s times; a different device Z is one exception, a retry no second', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const terminal = await addTerminal(b);
    const openedAt = ago(5 * HOUR);
    const open = await shop.cashierApi.post(SHIFT_PATHS.list(b), { openingFloat: 5000, openedAt, terminal }, key());
    expect(open.statusCode, open.body).toBe(201);
    const shift = open.json();
    expect(shift.openedAt).toBe(new Date(openedAt).toISOString());
    const [row] = await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row.terminalId).toBe(terminal.id);

    // The queued movement repeats no terminal: the shift's vouches for its time.
    const movedAt = ago(4 * HOUR);
    const move = await shop.cashierApi.post(
      SHIFT_PATHS.cashMovements(b, shift.id),
      { kind: 'in', amount: 200, reason: 'Coins', at: movedAt },
      key(),
    );
    expect(move.statusCode, move.body).toBe(201);
    expect(move.json().createdAt).toBe(new Date(movedAt).toISOString());
    const [m] = await ctx.db.select().from(shiftCashMovements).where(eq(shiftCashMovements.shiftId, shift.id));
    expect(m.createdAt.toISOString()).toBe(new Date(movedAt).toISOString());

    const closedAt = ago(3 * HOUR);
    const body = { countedCash: 5200, closedAt, deviceReport: { expectedCash: '5000.00' } };
    const headers = key();
    const z = await shop.cashierApi.post(SHIFT_PATHS.close(b, shift.id), body, headers);
    expect(z.statusCode, z.body).toBe(200);
    expect(z.json()).toMatchObject({
      openedAt: new Date(openedAt).toISOString(),
      closedAt: new Date(closedAt).toISOString(),
      expectedCash: 5200,
      cashIn: 200,
      zNumber: 1,
    });
    const again = await shop.cashierApi.post(SHIFT_PATHS.close(b, shift.id), body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(z.json());
    const ex = await exceptionsOf(b);
    expect(ex).toHaveLength(1);
    expect(ex[0]).toMatchObject({
      kind: 'z_report_differs',
      shiftId: shift.id,
      saleId: null,
      details: { expectedCash: 5200, deviceExpectedCash: 5000 },
    });
    expect((await shop.ownerApi.get(SHIFT_PATHS.report(b, shift.id))).json().closedAt).toBe(new Date(closedAt).toISOString());
  });

  it('writes no exception when the device’s expected cash agrees, nor for an online close', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const terminal = await addTerminal(b);
    const s1 = (await shop.cashierApi.post(SHIFT_PATHS.list(b), { openingFloat: 1000, openedAt: ago(HOUR), terminal }, key())).json();
    const agreed = await shop.cashierApi.post(
      SHIFT_PATHS.close(b, s1.id),
      { countedCash: 1000, closedAt: ago(1000), terminal, deviceReport: { expectedCash: 1000 } },
      key(),
    );
    expect(agreed.statusCode, agreed.body).toBe(200);
    const s2 = await openShift(shop.cashierApi, b, 300);
    expect((await shop.cashierApi.post(SHIFT_PATHS.close(b, s2.id), { countedCash: 300 }, key())).statusCode).toBe(200);
    expect(await exceptionsOf(b)).toHaveLength(0);
  });

  it('refuses a time without a terminal (400), an unknown or another business’s terminal (404), another device or a retired one (409)', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    const mine = await addTerminal(b);
    const theirs = await addTerminal(other.business.id);
    const retired = await addTerminal(b, { isActive: false });
    const post = (body: Record<string, unknown>) =>
      shop.cashierApi.post(SHIFT_PATHS.list(b), { openingFloat: 100, openedAt: ago(HOUR), ...body }, key());

    const bare = await post({});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldCodes.openedAt[0].code).toBe('OFFLINE_TIME_WITHOUT_TERMINAL');
    expect((await post({ terminal: { id: 999_999, deviceId: mine.deviceId } })).statusCode).toBe(404);
    expect((await post({ terminal: theirs })).statusCode).toBe(404);
    const device = await post({ terminal: { id: mine.id, deviceId: randomUUID() } });
    expect([device.statusCode, device.json().code]).toEqual([409, 'TERMINAL_OTHER_DEVICE']);
    const gone = await post({ terminal: retired });
    expect([gone.statusCode, gone.json().code]).toEqual([409, 'TERMINAL_RETIRED']);
    expect((await post({ terminal: { id: mine.id } })).statusCode).toBe(400);
    expect(await ctx.db.select().from(shifts).where(eq(shifts.businessId, b))).toHaveLength(0);
    // A terminal without a time is an online open on it.
    const online = await shop.cashierApi.post(SHIFT_PATHS.list(b), { openingFloat: 100, terminal: mine }, key());
    expect(online.statusCode).toBe(201);
  });

  it('bounds the till’s time: 2 minutes ahead at most, no older than the offline limit plus the grace (422)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const terminal = await addTerminal(b);
    const post = (openedAt: string) => shop.cashierApi.post(SHIFT_PATHS.list(b), { openingFloat: 100, openedAt, terminal }, key());
    const ahead = await post(new Date(Date.now() + 5 * 60_000).toISOString());
    expect([ahead.statusCode, ahead.json().code]).toEqual([422, 'OFFLINE_TIME_IN_FUTURE']);
    // Default limit 12 h + 7 days of grace.
    const old = await post(ago((12 + 7 * 24) * HOUR + 60_000));
    expect([old.statusCode, old.json().code]).toEqual([422, 'OFFLINE_TIME_TOO_OLD']);
    expect((await post('2026-11-24 10:15')).statusCode).toBe(400);
    const edge = await post(ago((12 + 7 * 24) * HOUR - 60_000));
    expect(edge.statusCode, edge.body).toBe(201);
    const close = await shop.cashierApi.post(
      SHIFT_PATHS.close(b, edge.json().id),
      { countedCash: 100, closedAt: new Date(Date.now() + 60_000).toISOString() },
      key(),
    );
    expect(close.statusCode, close.body).toBe(200);
  });

  it('refuses a close before the open (422) and a time on a shift no terminal opened (400)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const terminal = await addTerminal(b);
    const s = (await shop.cashierApi.post(SHIFT_PATHS.list(b), { openingFloat: 100, openedAt: ago(2 * HOUR), terminal }, key())).json();
    const early = await shop.cashierApi.post(SHIFT_PATHS.close(b, s.id), { countedCash: 100, closedAt: ago(3 * HOUR) }, key());
    expect([early.statusCode, early.json().code]).toEqual([422, 'SHIFT_CLOSED_BEFORE_OPENED']);
    const otherTerminal = await addTerminal(b);
    expect((await shop.cashierApi.post(SHIFT_PATHS.close(b, s.id), { countedCash: 100, terminal: otherTerminal }, key())).statusCode).toBe(
      409,
    );
    expect((await ctx.db.select().from(shifts).where(eq(shifts.id, s.id)))[0].closedAt).toBeNull();

    const owners = await openShift(shop.ownerApi, b, 50);
    const move = await shop.ownerApi.post(
      SHIFT_PATHS.cashMovements(b, owners.id),
      { kind: 'out', amount: 5, reason: 'x', at: ago(1000) },
      key(),
    );
    expect(move.statusCode).toBe(400);
    expect(move.json().fieldCodes.at[0].code).toBe('OFFLINE_TIME_WITHOUT_TERMINAL');
    const close = await shop.ownerApi.post(SHIFT_PATHS.close(b, owners.id), { countedCash: 50, closedAt: ago(1000) }, key());
    expect(close.statusCode).toBe(400);
  });

  it('another cashier’s offline shift is refused (403), another business’s not found (404), and no exception is written', async () => {
    const shop = await createShop(ctx.app);
    const stranger = await createShop(ctx.app);
    const b = shop.business.id;
    const terminal = await addTerminal(b);
    const kumari = await createUser(ctx.db, { role: 'cashier' });
    await addMember(ctx.db, b, kumari.id, 'cashier');
    const kumariApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, kumari.id));
    const s = (await kumariApi.post(SHIFT_PATHS.list(b), { openingFloat: 100, openedAt: ago(HOUR), terminal }, key())).json();
    const body = { countedCash: 100, closedAt: ago(1000), deviceReport: { expectedCash: 1 } };
    expect((await shop.cashierApi.post(SHIFT_PATHS.close(b, s.id), body, key())).statusCode).toBe(403);
    expect((await stranger.ownerApi.post(SHIFT_PATHS.close(b, s.id), body, key())).statusCode).toBe(404);
    expect((await stranger.ownerApi.post(SHIFT_PATHS.close(stranger.business.id, s.id), body, key())).statusCode).toBe(404);
    expect(
      (await stranger.ownerApi.post(SHIFT_PATHS.list(stranger.business.id), { openingFloat: 1, openedAt: ago(HOUR), terminal }, key()))
        .statusCode,
    ).toBe(404);
    expect(await exceptionsOf(b)).toHaveLength(0);
    expect(
      (
        await ctx.db
          .select()
          .from(shifts)
          .where(and(eq(shifts.id, s.id)))
      )[0].closedAt,
    ).toBeNull();
  });
});
