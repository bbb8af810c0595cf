import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED_MESSAGE, userDeactivatePath, userPasswordPath, userReactivatePath, usersPath } from '#shared/contracts/users';
import { auditTrail, sessions } from '#server/db/schema';
import { apiClient, createShop, sessionCookieFor, TEST_PASSWORD } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const sessionCount = async (userId: string) => (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
const cashierLogin = (email: string, password: string) => apiClient(ctx.app).post('/api/auth/cashier/login', { email, password });

describe('POST /api/businesses/:id/users/:userId/password (reset by an admin)', () => {
  it("sets the cashier's new password and ends their sessions", async () => {
    const { business, ownerApi, cashier, cashierApi } = await createShop(ctx.app);
    const res = await ownerApi.post(userPasswordPath(business.id, cashier.id), { password: 'new-till-pass-7' });
    expect(res.statusCode).toBe(204);
    expect(await sessionCount(cashier.id)).toBe(0);
    expect((await cashierApi.get('/api/auth/user')).statusCode).toBe(401);
    expect((await cashierLogin(cashier.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await cashierLogin(cashier.email, 'new-till-pass-7')).statusCode).toBe(200);
    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.action, 'user.password_reset'), eq(auditTrail.entityId, cashier.id)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toMatch(/new-till-pass/);
  });

  it('validates the password (400 with the field) and refuses a common one', async () => {
    const { business, ownerApi, cashier } = await createShop(ctx.app);
    const short = await ownerApi.post(userPasswordPath(business.id, cashier.id), { password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password[0]).toBe('Password must be at least 6 characters');
    expect((await ownerApi.post(userPasswordPath(business.id, cashier.id), { password: 'password' })).statusCode).toBe(400);
  });

  it("answers 404 for another business's user, 403 to a cashier, 403 for the owner, 400 for yourself", async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await a.ownerApi.post(userPasswordPath(a.business.id, b.cashier.id), { password: 'new-till-pass-7' })).statusCode).toBe(404);
    expect((await a.ownerApi.post(userPasswordPath(b.business.id, b.cashier.id), { password: 'new-till-pass-7' })).statusCode).toBe(404);
    expect((await cashierLogin(b.cashier.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await a.cashierApi.post(userPasswordPath(a.business.id, a.cashier.id), { password: 'new-till-pass-7' })).statusCode).toBe(403);
    expect((await a.ownerApi.post(userPasswordPath(a.business.id, a.owner.id), { password: 'new-till-pass-7' })).statusCode).toBe(400);
    const admin = (
      await a.ownerApi.post(usersPath(a.business.id), {
        email: `adm-${Date.now()}@example.lk`,
        password: 'secret12',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
      })
    ).json();
    const adminApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, admin.id));
    expect((await adminApi.post(userPasswordPath(a.business.id, a.owner.id), { password: 'new-till-pass-7' })).statusCode).toBe(403);
  });
});

describe('deactivate / reactivate a user', () => {
  it('a deactivated cashier is signed out, cannot sign in (clear message), and signs in again once reactivated', async () => {
    const { business, ownerApi, cashier, cashierApi } = await createShop(ctx.app);
    const off = await ownerApi.post(userDeactivatePath(business.id, cashier.id));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: cashier.id, isActive: false });
    expect(await sessionCount(cashier.id)).toBe(0);
    expect((await cashierApi.get(`/api/businesses/${business.id}/pos`)).statusCode).toBe(401);

    const refused = await cashierLogin(cashier.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: ACCOUNT_DEACTIVATED_MESSAGE });
    expect(await sessionCount(cashier.id)).toBe(0);
    // A wrong password still answers as any wrong password: nothing about the account is revealed.
    expect((await cashierLogin(cashier.email, 'wrong-password-1')).statusCode).toBe(401);

    const list = (await ownerApi.get(usersPath(business.id))).json();
    expect(list.find((u: { id: string }) => u.id === cashier.id)).toMatchObject({ isActive: false });

    const on = await ownerApi.post(userReactivatePath(business.id, cashier.id));
    expect(on.statusCode).toBe(200);
    expect(on.json().isActive).toBe(true);
    expect((await cashierLogin(cashier.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses yourself (400) and the owner (403); 404 across tenants; 403 to a cashier', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await a.ownerApi.post(userDeactivatePath(a.business.id, a.owner.id))).statusCode).toBe(400);
    expect((await a.ownerApi.post(userDeactivatePath(a.business.id, b.cashier.id))).statusCode).toBe(404);
    expect((await a.ownerApi.post(userDeactivatePath(b.business.id, b.cashier.id))).statusCode).toBe(404);
    expect((await a.ownerApi.post(userReactivatePath(a.business.id, b.cashier.id))).statusCode).toBe(404);
    expect((await b.cashierApi.get('/api/auth/user')).statusCode).toBe(200);
    expect((await a.cashierApi.post(userDeactivatePath(a.business.id, a.cashier.id))).statusCode).toBe(403);
    const admin = (
      await a.ownerApi.post(usersPath(a.business.id), {
        email: `adm2-${Date.now()}@example.lk`,
        password: 'secret12',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
      })
    ).json();
    const adminApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, admin.id));
    expect((await adminApi.post(userDeactivatePath(a.business.id, a.owner.id))).statusCode).toBe(403);
    expect((await a.ownerApi.get('/api/auth/user')).statusCode).toBe(200);
  });
});
