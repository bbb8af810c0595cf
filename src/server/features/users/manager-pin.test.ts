import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_APPROVAL_REQUIRED_MESSAGE, managersPath, userPinPath, usersPath, verifyApprovalPath } from '#shared/contracts/users';
import { auditTrail, authThrottle, users } from '#server/db/schema';
import { openBoundTransaction, runWithRequestStore, type RequestDbStore } from '#server/db/request-context';
import { addMember, apiClient, createShop, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { approveDiscount } from '#server/kernel/manager-approval';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A shop whose owner has set PIN 2468; a second admin without a PIN. */
async function shopWithManager() {
  const shop = await createShop(ctx.app);
  expect((await shop.ownerApi.put(userPinPath(shop.business.id, shop.owner.id), { pin: '2468' })).statusCode).toBe(204);
  const admin = await createUser(ctx.db, { role: 'admin', firstName: 'Sunil', lastName: 'Perera' });
  await addMember(ctx.db, shop.business.id, admin.id, 'admin');
  const adminApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, admin.id));
  return { ...shop, admin, adminApi };
}

const verify = (api: ReturnType<typeof apiClient>, businessId: number, userId: string, pin: string) =>
  api.post(verifyApprovalPath(businessId), { userId, pin });

describe('PUT/DELETE /api/businesses/:id/users/:userId/pin', () => {
  it('an admin sets, changes and removes their own PIN; stored hashed; the list shows hasManagerPin; audited without the PIN', async () => {
    const { business, ownerApi, owner, cashier } = await createShop(ctx.app);
    const before = (await ownerApi.get(usersPath(business.id))).json();
    expect(before.find((u: { id: string }) => u.id === owner.id).hasManagerPin).toBe(false);

    expect((await ownerApi.put(userPinPath(business.id, owner.id), { pin: '1234' })).statusCode).toBe(204);
    const [row] = await ctx.db.select({ h: users.managerPinHash }).from(users).where(eq(users.id, owner.id));
    expect(row.h).toMatch(/^\$argon2id\$/);
    expect(row.h).not.toContain('1234');
    const list = (await ownerApi.get(usersPath(business.id))).json();
    expect(list.find((u: { id: string }) => u.id === owner.id).hasManagerPin).toBe(true);
    expect(list.find((u: { id: string }) => u.id === cashier.id).hasManagerPin).toBe(false);
    expect(JSON.stringify(list)).not.toMatch(/argon/);

    expect((await ownerApi.put(userPinPath(business.id, owner.id), { pin: '87654321' })).statusCode).toBe(204);
    expect((await verify(ownerApi, business.id, owner.id, '1234')).statusCode).toBe(403);
    expect((await verify(ownerApi, business.id, owner.id, '87654321')).statusCode).toBe(200);

    expect((await ownerApi.delete(userPinPath(business.id, owner.id))).statusCode).toBe(204);
    const [cleared] = await ctx.db.select({ h: users.managerPinHash }).from(users).where(eq(users.id, owner.id));
    expect(cleared.h).toBeNull();
    expect((await verify(ownerApi, business.id, owner.id, '87654321')).statusCode).toBe(403);

    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, owner.id), like(auditTrail.action, 'user.manager_pin%')));
    expect(audit.map((a) => a.action).sort()).toEqual(['user.manager_pin_removed', 'user.manager_pin_set', 'user.manager_pin_set']);
    expect(JSON.stringify(audit)).not.toMatch(/1234|87654321/);
  });

  it.each([['123'], ['123456789'], ['12a4'], [' 1234'], [''], [1234]])('answers 400 with the field for PIN %j', async (pin) => {
    const { business, ownerApi, owner } = await createShop(ctx.app);
    const res = await ownerApi.put(userPinPath(business.id, owner.id), { pin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.pin).toContain('PIN must be 4 to 8 digits');
  });

  it("refuses another user's PIN (403), a cashier (403), another business (404)", async () => {
    const a = await shopWithManager();
    const b = await createShop(ctx.app);
    expect((await a.ownerApi.put(userPinPath(a.business.id, a.admin.id), { pin: '1111' })).statusCode).toBe(403);
    expect((await a.adminApi.delete(userPinPath(a.business.id, a.owner.id))).statusCode).toBe(403);
    expect((await a.ownerApi.put(userPinPath(a.business.id, a.cashier.id), { pin: '1111' })).statusCode).toBe(403);
    expect((await a.cashierApi.put(userPinPath(a.business.id, a.cashier.id), { pin: '1111' })).statusCode).toBe(403);
    expect((await a.ownerApi.put(userPinPath(a.business.id, b.owner.id), { pin: '1111' })).statusCode).toBe(404);
    expect((await a.ownerApi.put(userPinPath(b.business.id, a.owner.id), { pin: '1111' })).statusCode).toBe(404);
    expect((await a.ownerApi.delete(userPinPath(b.business.id, b.owner.id))).statusCode).toBe(404);
    const [row] = await ctx.db.select({ h: users.managerPinHash }).from(users).where(eq(users.id, a.admin.id));
    expect(row.h).toBeNull();
  });
});

describe('GET /api/businesses/:id/managers', () => {
  it('lists the active admins with a PIN, to cashiers too; never another business', async () => {
    const a = await shopWithManager();
    const b = await shopWithManager();
    const list = (await a.cashierApi.get(managersPath(a.business.id))).json();
    expect(list).toEqual([{ id: a.owner.id, name: 'Test User' }]);
    expect((await a.adminApi.put(userPinPath(a.business.id, a.admin.id), { pin: '5555' })).statusCode).toBe(204);
    expect((await a.ownerApi.get(managersPath(a.business.id))).json().map((m: { id: string }) => m.id)).toContain(a.admin.id);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, a.admin.id));
    expect((await a.cashierApi.get(managersPath(a.business.id))).json()).toEqual([{ id: a.owner.id, name: 'Test User' }]);
    expect((await a.cashierApi.get(managersPath(b.business.id))).statusCode).toBe(404);
  });
});

describe('POST /api/businesses/:id/discount-approvals/verify', () => {
  it("answers the approver for an admin's right PIN; 403 for a wrong PIN, a cashier, no PIN, another business's admin", async () => {
    const a = await shopWithManager();
    const b = await shopWithManager();
    const ok = await verify(a.cashierApi, a.business.id, a.owner.id, '2468');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ approverId: a.owner.id, approverName: 'Test User' });
    for (const [userId, pin] of [
      [a.owner.id, '2469'],
      [a.cashier.id, '2468'],
      [a.admin.id, '2468'],
      [b.owner.id, '2468'],
    ]) {
      const res = await verify(a.cashierApi, a.business.id, userId, pin);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'DISCOUNT_APPROVAL_REQUIRED', message: DISCOUNT_APPROVAL_REQUIRED_MESSAGE });
    }
    expect((await verify(a.cashierApi, b.business.id, b.owner.id, '2468')).statusCode).toBe(404);
    const bad = await a.cashierApi.post(verifyApprovalPath(a.business.id), { userId: 'nobody', pin: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['pin', 'userId']);
  });

  it('after 5 wrong PINs answers 429 TOO_MANY_ATTEMPTS, even for the right PIN; other approvers are not affected', async () => {
    const a = await shopWithManager();
    expect((await a.adminApi.put(userPinPath(a.business.id, a.admin.id), { pin: '9999' })).statusCode).toBe(204);
    // One right PIN first forgives nothing yet, and a right PIN between failures resets the count.
    expect((await verify(a.cashierApi, a.business.id, a.owner.id, '0000')).statusCode).toBe(403);
    expect((await verify(a.cashierApi, a.business.id, a.owner.id, '2468')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await verify(a.cashierApi, a.business.id, a.owner.id, `000${i}`)).statusCode).toBe(403);
    const locked = await verify(a.cashierApi, a.business.id, a.owner.id, '2468');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(a.cashierApi, a.business.id, a.admin.id, '9999')).statusCode).toBe(200);
    // The window over, the approver may try again.
    await ctx.db
      .update(authThrottle)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(authThrottle.key, `pin:${a.business.id}:${a.owner.id}`));
    expect((await verify(a.cashierApi, a.business.id, a.owner.id, '2468')).statusCode).toBe(200);
  });
});

describe('approveDiscount', () => {
  /** Runs `fn` as a request does: in a bound transaction that rolls back at the end. */
  async function inRolledBackRequest(businessId: number, fn: () => Promise<unknown>) {
    const open = await openBoundTransaction(ctx.db, { businessId, platform: false });
    const store: RequestDbStore = { tx: open.tx, finished: false, afterCommit: [] };
    try {
      return await runWithRequestStore(store, fn);
    } finally {
      store.finished = true;
      await open.end(false);
    }
  }

  it('counts a wrong PIN even though the transaction it ran in rolled back; the audit of a rolled-back approval is gone', async () => {
    const a = await shopWithManager();
    const key = `pin:${a.business.id}:${a.owner.id}`;
    const call = (pin: string) =>
      inRolledBackRequest(a.business.id, async () => {
        const store = (await import('#server/db/request-context')).currentRequestStore();
        return approveDiscount(store!.tx!, {
          businessId: a.business.id,
          requestedBy: a.cashier.id,
          approval: { userId: a.owner.id, pin },
        }).catch((e: { statusCode: number }) => e.statusCode);
      });
    expect(await call('1111')).toBe(403);
    expect(await call('1112')).toBe(403);
    const [row] = await ctx.db.select().from(authThrottle).where(eq(authThrottle.key, key));
    expect(row.failures).toBe(2);
    expect(await call('2468')).toEqual({ approverId: a.owner.id });
    expect(await ctx.db.select().from(authThrottle).where(eq(authThrottle.key, key))).toEqual([]);
    const audit = await ctx.db.select().from(auditTrail).where(eq(auditTrail.action, 'discount.approved'));
    expect(audit.filter((e) => e.businessId === a.business.id)).toEqual([]);
  });

  it('writes discount.approved with who asked, who approved and the details; 403 without an approval', async () => {
    const a = await shopWithManager();
    await expect(
      approveDiscount(ctx.db, { businessId: a.business.id, requestedBy: a.cashier.id, approval: undefined }),
    ).rejects.toMatchObject({ statusCode: 403, code: 'DISCOUNT_APPROVAL_REQUIRED' });
    const res = await approveDiscount(ctx.db, {
      businessId: a.business.id,
      requestedBy: a.cashier.id,
      approval: { userId: a.owner.id, pin: '2468' },
      ip: '10.0.0.7',
      details: { discount: 200, subtotal: 1000, limitPercent: 5 },
    });
    expect(res).toEqual({ approverId: a.owner.id });
    const [entry] = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.action, 'discount.approved'), eq(auditTrail.businessId, a.business.id)));
    expect(entry).toMatchObject({ userId: a.cashier.id, ipAddress: '10.0.0.7' });
    expect(entry.after).toMatchObject({
      requestedBy: a.cashier.id,
      approvedBy: a.owner.id,
      approverName: 'Test User',
      discount: 200,
      subtotal: 1000,
      limitPercent: 5,
    });
  });
});

describe('simultaneous wrong PINs', () => {
  it('10 at once: exactly 5 are checked (the attempt is counted before the PIN); the 11th is refused either way', async () => {
    const a = await shopWithManager();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(a.cashierApi, a.business.id, a.owner.id, `00${10 + i}`)));
    const codes = results.map((r) => r.statusCode);
    const checked = 5;
    expect(codes.filter((c) => c === 403)).toHaveLength(checked);
    expect(codes.filter((c) => c === 429)).toHaveLength(10 - checked);
    expect((await verify(a.cashierApi, a.business.id, a.owner.id, '2468')).statusCode).toBe(429);
  });
});
