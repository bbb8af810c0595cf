/**
 * A manager's approval through the sale route: the sale calls
 * approveDiscount (manager-approval.ts) when a cashier's discount is above the business's limit.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPinPath, verifyApprovalPath } from '#shared/contracts/users';
import { auditTrail, authThrottle, sales } from '#server/db/schema';
import { addMember, apiClient, createShop, createUser, sessionCookieFor, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A shop selling rice at 1,000.00 whose owner and a second admin have PINs 2468 and 1357. */
async function shop() {
  const s = await createShop(ctx.app);
  const product = await s.ownerApi.post(`/api/businesses/${s.business.id}/products`, {
    name: 'Rice 5kg',
    sellingPrice: 1000,
    stock: 100,
    vatRate: 18,
  });
  expect(product.statusCode, product.body).toBe(201);
  expect((await s.ownerApi.put(userPinPath(s.business.id, s.owner.id), { pin: '2468' })).statusCode).toBe(204);
  const admin = await createUser(ctx.db, { role: 'admin', firstName: 'Sunil', lastName: 'Perera' });
  await addMember(ctx.db, s.business.id, admin.id, 'admin');
  const adminApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, admin.id));
  expect((await adminApi.put(userPinPath(s.business.id, admin.id), { pin: '1357' })).statusCode).toBe(204);
  return { ...s, productId: (product.json() as { id: number }).id, admin };
}

type Shop = Awaited<ReturnType<typeof shop>>;

/** A cashier's 20% cart discount on one bag of rice (1,000.00 → 800.00), with the approval given. */
const sellTwentyPercent = (s: Shop, approval?: { userId: string; pin: string }, api: Api = s.cashierApi) =>
  api.post(
    `/api/businesses/${s.business.id}/sales`,
    { items: [{ productId: s.productId, quantity: 1 }], discountPercent: 20, paymentMethod: 'cash', ...(approval ? { approval } : {}) },
    { 'idempotency-key': randomUUID() },
  );

async function salesOf(businessId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, businessId));
  return row.n;
}

const approvalsOf = (businessId: number) =>
  ctx.db
    .select()
    .from(auditTrail)
    .where(and(eq(auditTrail.businessId, businessId), eq(auditTrail.action, 'discount.approved')));

describe("a cashier's discount above the limit, approved at the sale", () => {
  it("20% with an admin's PIN: 201 and an audit entry with who asked, who approved and the amounts", async () => {
    const s = await shop();
    const res = await sellTwentyPercent(s, { userId: s.admin.id, pin: '1357' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ discountAmount: 200, totalAmount: 800 });
    const audits = await approvalsOf(s.business.id);
    expect(audits).toHaveLength(1);
    expect(audits[0].userId).toBe(s.cashier.id);
    expect(audits[0].after).toMatchObject({
      requestedBy: s.cashier.id,
      approvedBy: s.admin.id,
      approverName: 'Sunil Perera',
      discount: 200,
      limitPercent: 5,
    });
    expect(JSON.stringify(audits[0])).not.toContain('1357');
  });

  it("a cashier's PIN, another business's admin, an admin without a PIN, a deactivated admin: 403, nothing sold", async () => {
    const s = await shop();
    const other = await shop();
    // A cashier cannot set a PIN; even a hash written for them would not make them a manager.
    expect((await s.cashierApi.put(userPinPath(s.business.id, s.cashier.id), { pin: '4444' })).statusCode).toBe(403);
    const { users } = await import('#server/db/schema');
    const { hashPassword } = await import('#server/kernel/password');
    await ctx.db
      .update(users)
      .set({ managerPinHash: await hashPassword('4444') })
      .where(eq(users.id, s.cashier.id));
    const noPin = await createUser(ctx.db, { role: 'admin' });
    await addMember(ctx.db, s.business.id, noPin.id, 'admin');
    for (const approval of [
      { userId: s.cashier.id, pin: '4444' },
      { userId: other.owner.id, pin: '2468' },
      { userId: other.admin.id, pin: '1357' },
      { userId: noPin.id, pin: '2468' },
    ]) {
      const res = await sellTwentyPercent(s, approval);
      expect(res.statusCode, JSON.stringify(approval)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'DISCOUNT_APPROVAL_REQUIRED', message: 'A manager must approve this discount' });
    }
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, s.admin.id));
    expect((await sellTwentyPercent(s, { userId: s.admin.id, pin: '1357' })).statusCode).toBe(403);
    expect(await salesOf(s.business.id)).toBe(0);
    expect(await approvalsOf(s.business.id)).toEqual([]);
  });

  it('five wrong PINs in refused sales count (each sale rolled back): the sixth answers 429 even with the right PIN', async () => {
    const s = await shop();
    for (let i = 0; i < 5; i++) {
      const res = await sellTwentyPercent(s, { userId: s.owner.id, pin: `000${i}` });
      expect(res.statusCode).toBe(403);
    }
    // Every refused sale's transaction rolled back, yet its wrong PIN is counted.
    const [row] = await ctx.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `pin:${s.business.id}:${s.owner.id}`));
    expect(row.failures).toBe(5);
    const locked = await sellTwentyPercent(s, { userId: s.owner.id, pin: '2468' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The till's check is locked too; another manager still approves.
    expect((await s.cashierApi.post(verifyApprovalPath(s.business.id), { userId: s.owner.id, pin: '2468' })).statusCode).toBe(429);
    expect((await sellTwentyPercent(s, { userId: s.admin.id, pin: '1357' })).statusCode).toBe(201);
    expect(await salesOf(s.business.id)).toBe(1);
  });

  it('a sale refused for its payments checks no PIN: no approval in the audit trail, the earlier failure still counted; the right PIN then forgives it', async () => {
    const s = await shop();
    expect((await sellTwentyPercent(s, { userId: s.owner.id, pin: '9999' })).statusCode).toBe(403);
    const throttle = () =>
      ctx.db
        .select({ failures: authThrottle.failures })
        .from(authThrottle)
        .where(eq(authThrottle.key, `pin:${s.business.id}:${s.owner.id}`));
    const short = await s.cashierApi.post(
      `/api/businesses/${s.business.id}/sales`,
      {
        items: [{ productId: s.productId, quantity: 1 }],
        discountPercent: 20,
        payments: [{ method: 'cash', amount: 500 }],
        approval: { userId: s.owner.id, pin: '2468' },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().message).toBe('Payments must add up to the total');
    expect(await approvalsOf(s.business.id)).toEqual([]);
    expect(await throttle()).toEqual([{ failures: 1 }]);
    expect((await sellTwentyPercent(s, { userId: s.owner.id, pin: '2468' })).statusCode).toBe(201);
    expect(await throttle()).toEqual([]);
  });
});
