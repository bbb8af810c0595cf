import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_LIMIT_MESSAGE } from '#shared/contracts/users';
import { auditTrail, businessUsers, sessions, users } from '#server/db/schema';
import { apiClient, createBusiness, createShop, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** An active business whose owner has no cashiers yet. */
async function emptyShop() {
  const owner = await createUser(ctx.db, { role: 'admin' });
  const business = await createBusiness(ctx.db, { ownerId: owner.id });
  return { owner, business, api: apiClient(ctx.app, await sessionCookieFor(ctx.app, owner.id)) };
}

let n = 0;
const newUser = (role: 'admin' | 'cashier' = 'cashier') => ({
  email: `staff${++n}-${Date.now()}@example.lk`,
  password: 'secret12',
  firstName: 'Nimali',
  lastName: 'Fernando',
  role,
});

describe('GET /api/businesses/:id/users', () => {
  it('lists the members without any password hash', async () => {
    const { business, ownerApi, owner, cashier } = await createShop(ctx.app);
    const res = await ownerApi.get(`/api/businesses/${business.id}/users`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|hash|argon/i);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list.find((u: { id: string }) => u.id === owner.id)).toMatchObject({ role: 'admin', isOwner: true });
    expect(list.find((u: { id: string }) => u.id === cashier.id)).toMatchObject({ role: 'cashier', isOwner: false });
  });

  it("answers 404 for another business's id, 403 to a cashier, 403 to a pending business", async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await a.ownerApi.get(`/api/businesses/${b.business.id}/users`)).statusCode).toBe(404);
    expect((await a.cashierApi.get(`/api/businesses/${a.business.id}/users`)).statusCode).toBe(403);
    const pending = await createShop(ctx.app, { status: 'pending' });
    const res = await pending.ownerApi.get(`/api/businesses/${pending.business.id}/users`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BUSINESS_NOT_ACTIVE');
  });
});

describe('POST /api/businesses/:id/users', () => {
  it('creates a cashier who can sign in at the till, and an admin who can manage users', async () => {
    const { business, api } = await emptyShop();
    const cashier = newUser('cashier');
    const res = await api.post(`/api/businesses/${business.id}/users`, cashier);
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(/password|hash/i);
    expect(res.json()).toMatchObject({ email: cashier.email, role: 'cashier', firstName: 'Nimali', lastName: 'Fernando' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row.role).toBe('cashier');
    const [m] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, row.id));
    expect(m).toMatchObject({ businessId: business.id, role: 'cashier' });
    const login = await apiClient(ctx.app).post('/api/auth/cashier/login', { email: cashier.email, password: cashier.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.business.id).toBe(business.id);

    const admin = newUser('admin');
    const created = await api.post(`/api/businesses/${business.id}/users`, admin);
    expect(created.json().role).toBe('admin');
    const [adminMember] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, created.json().id));
    expect(adminMember.role).toBe('admin');
    const adminApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, created.json().id));
    expect((await adminApi.get(`/api/businesses/${business.id}/users`)).json()).toHaveLength(3);
    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.action, 'user.create'), eq(auditTrail.businessId, business.id)));
    expect(audit).toHaveLength(2);
  });

  it('defaults the role to cashier', async () => {
    const { business, api } = await emptyShop();
    const { role: _r, ...rest } = newUser();
    const res = await api.post(`/api/businesses/${business.id}/users`, rest);
    expect(res.json().role).toBe('cashier');
  });

  it('allows at most 2 cashiers (409 with the spec message); admins are not limited', async () => {
    const { business, api } = await emptyShop();
    expect((await api.post(`/api/businesses/${business.id}/users`, newUser())).statusCode).toBe(201);
    expect((await api.post(`/api/businesses/${business.id}/users`, newUser())).statusCode).toBe(201);
    const third = await api.post(`/api/businesses/${business.id}/users`, newUser());
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(CASHIER_LIMIT_MESSAGE);
    expect((await api.post(`/api/businesses/${business.id}/users`, newUser('admin'))).statusCode).toBe(201);
  });

  it('leaves exactly 2 cashiers after 10 simultaneous requests', async () => {
    const { business, api } = await emptyShop();
    const results = await Promise.all(Array.from({ length: 10 }, () => api.post(`/api/businesses/${business.id}/users`, newUser())));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(8);
    const cashiers = await ctx.db
      .select()
      .from(businessUsers)
      .where(and(eq(businessUsers.businessId, business.id), eq(businessUsers.role, 'cashier')));
    expect(cashiers).toHaveLength(2);
  });

  it.each([
    [{ ...newUser(), email: 'bad' }, 'email', 'Invalid email address'],
    [{ ...newUser(), password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ ...newUser(), firstName: ' ' }, 'firstName', 'First name is required'],
    [{ ...newUser(), lastName: '' }, 'lastName', 'Last name is required'],
    [{ ...newUser(), role: 'super_admin' }, 'role', undefined],
  ])('answers 400 for %j', async (body, field, message) => {
    const { business, api } = await emptyShop();
    const res = await api.post(`/api/businesses/${business.id}/users`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeDefined();
    if (message) expect(res.json().fieldErrors[field]).toContain(message);
  });

  it('refuses a duplicate e-mail (409) and creates nothing', async () => {
    const { business, api, owner } = await emptyShop();
    const res = await api.post(`/api/businesses/${business.id}/users`, { ...newUser(), email: owner.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect(await ctx.db.select().from(businessUsers).where(eq(businessUsers.businessId, business.id))).toHaveLength(1);
  });

  it("refuses cashiers (403) and another business's id (404)", async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await a.cashierApi.post(`/api/businesses/${a.business.id}/users`, newUser())).statusCode).toBe(403);
    expect((await a.ownerApi.post(`/api/businesses/${b.business.id}/users`, newUser())).statusCode).toBe(404);
    expect(await ctx.db.select().from(businessUsers).where(eq(businessUsers.businessId, b.business.id))).toHaveLength(2);
  });
});

describe('DELETE /api/businesses/:id/users/:userId', () => {
  it('removes the user and ends their sessions at once', async () => {
    const { business, ownerApi, cashier, cashierApi } = await createShop(ctx.app);
    expect((await cashierApi.get('/api/auth/user')).statusCode).toBe(200);
    const res = await ownerApi.delete(`/api/businesses/${business.id}/users/${cashier.id}`);
    expect(res.statusCode).toBe(204);
    expect((await cashierApi.get('/api/auth/user')).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, cashier.id))).toEqual([]);
    expect(await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, cashier.id))).toEqual([]);
    const login = await apiClient(ctx.app).post('/api/auth/cashier/login', { email: cashier.email, password: 'correct-horse-battery' });
    expect(login.statusCode).toBe(401);
    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.action, 'user.delete'), eq(auditTrail.entityId, cashier.id)));
    expect(audit).toHaveLength(1);
    // a freed cashier slot can be used again
    expect((await ownerApi.post(`/api/businesses/${business.id}/users`, newUser())).statusCode).toBe(201);
  });

  it('refuses deleting yourself (400) and the owner (403)', async () => {
    const { business, api, owner } = await emptyShop();
    const self = await api.delete(`/api/businesses/${business.id}/users/${owner.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account');
    const created = (await api.post(`/api/businesses/${business.id}/users`, newUser('admin'))).json();
    const otherAdmin = apiClient(ctx.app, await sessionCookieFor(ctx.app, created.id));
    expect((await otherAdmin.delete(`/api/businesses/${business.id}/users/${owner.id}`)).statusCode).toBe(403);
    expect(await ctx.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
  });

  it('answers 404 for a user of another business and leaves them untouched; 403 to a cashier', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await a.ownerApi.delete(`/api/businesses/${a.business.id}/users/${b.cashier.id}`)).statusCode).toBe(404);
    expect((await a.ownerApi.delete(`/api/businesses/${b.business.id}/users/${b.cashier.id}`)).statusCode).toBe(404);
    expect((await b.cashierApi.get('/api/auth/user')).statusCode).toBe(200);
    expect((await a.cashierApi.delete(`/api/businesses/${a.business.id}/users/${a.owner.id}`)).statusCode).toBe(403);
  });
});
