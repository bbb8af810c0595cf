import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, BUSINESS_SUSPENDED_MESSAGE } from '#shared/contracts/admin';
import { auditTrail, businesses } from '#server/db/schema';
import { apiClient, createShop, createSuperAdmin, createUser, sessionCookieFor, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { applicationFields, PDF_BYTES, pngSlip, postMultipart } from '#testing/multipart-fixtures';

let ctx: TestContext;
let superApi: Api;
beforeAll(async () => {
  ctx = await createTestApp();
  superApi = (await createSuperAdmin(ctx.app)).api;
});
afterAll(async () => ctx.close());

describe('GET /api/admin/businesses', () => {
  it('lists every business with its status, modules, monthly amount and renewal date', async () => {
    const shop = await createShop(ctx.app, { modules: ['pos', 'reports'] });
    const pending = await createShop(ctx.app, { status: 'pending' });
    const res = await superApi.get(ADMIN_PATHS.businesses);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; status: string; modules: { name: string }[]; nextBillingDate: string | null }[];
    const active = list.find((b) => b.id === shop.business.id);
    expect(active).toMatchObject({ status: 'active', name: shop.business.name, userCount: 2 });
    expect(active?.modules.map((m) => m.name).sort()).toEqual(['Point of Sale', 'Reports & Analytics']);
    expect(list.find((b) => b.id === pending.business.id)).toMatchObject({ status: 'pending', modules: [] });
  });

  it('filters by status', async () => {
    const pending = await createShop(ctx.app, { status: 'pending' });
    const list = (await superApi.get(`${ADMIN_PATHS.businesses}?status=pending`)).json() as { id: number; status: string }[];
    expect(list.every((b) => b.status === 'pending')).toBe(true);
    expect(list.some((b) => b.id === pending.business.id)).toBe(true);
  });
});

describe('suspend / reactivate a business', () => {
  it("refuses the shop's admin and cashier with the reason while suspended, and lets them back once reactivated", async () => {
    const { business, ownerApi, cashierApi } = await createShop(ctx.app);
    const res = await superApi.post(ADMIN_PATHS.suspendBusiness(business.id), { reason: 'Monthly fee unpaid since October' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: business.id, status: 'suspended' });

    for (const [api, url] of [
      [ownerApi, `/api/businesses/${business.id}/inventory`],
      [ownerApi, `/api/businesses/${business.id}/enhanced-dashboard`],
      [cashierApi, `/api/businesses/${business.id}/pos`],
    ] as const) {
      const refused = await api.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('BUSINESS_SUSPENDED');
      expect(refused.json().message).toBe(`${BUSINESS_SUSPENDED_MESSAGE} Reason: Monthly fee unpaid since October`);
    }
    // They still know who they are and why (the screen that explains it).
    const me = (await ownerApi.get('/api/auth/user')).json();
    expect(me.business).toMatchObject({ status: 'suspended', suspensionReason: 'Monthly fee unpaid since October' });

    const [row] = await ctx.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row.suspendedAt).not.toBeNull();
    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, business.id), eq(auditTrail.action, 'business.suspend')));
    expect(audit).toHaveLength(1);

    const back = await superApi.post(ADMIN_PATHS.reactivateBusiness(business.id));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active' });
    expect((await ownerApi.get(`/api/businesses/${business.id}/inventory`)).statusCode).toBe(200);
    expect((await cashierApi.get(`/api/businesses/${business.id}/pos`)).statusCode).toBe(200);
    expect((await ownerApi.get('/api/auth/user')).json().business).toMatchObject({ status: 'active', suspensionReason: null });
  });

  it('needs a reason; suspends only an active business and reactivates only a suspended one (409); 404 for a missing one', async () => {
    const { business } = await createShop(ctx.app);
    const noReason = await superApi.post(ADMIN_PATHS.suspendBusiness(business.id), { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason[0]).toBe('A reason is required');
    expect((await superApi.post(ADMIN_PATHS.reactivateBusiness(business.id))).statusCode).toBe(409);
    const pending = await createShop(ctx.app, { status: 'pending' });
    expect((await superApi.post(ADMIN_PATHS.suspendBusiness(pending.business.id), { reason: 'x' })).statusCode).toBe(409);
    expect((await superApi.post(ADMIN_PATHS.suspendBusiness(2147480000), { reason: 'x' })).statusCode).toBe(404);
  });

  it('is for the super admin only: 403 to admins and cashiers, 401 anonymous, nothing changes', async () => {
    const { business, ownerApi, cashierApi } = await createShop(ctx.app);
    for (const api of [ownerApi, cashierApi]) {
      expect((await api.get(ADMIN_PATHS.businesses)).statusCode).toBe(403);
      expect((await api.post(ADMIN_PATHS.suspendBusiness(business.id), { reason: 'x' })).statusCode).toBe(403);
      expect((await api.post(ADMIN_PATHS.reactivateBusiness(business.id))).statusCode).toBe(403);
    }
    expect((await apiClient(ctx.app).post(ADMIN_PATHS.suspendBusiness(business.id), { reason: 'x' })).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row.status).toBe('active');
  });
});

describe('GET /api/subscriptions/:id/payment-proof?inline=1', () => {
  async function applyWith(file = pngSlip()) {
    const user = await createUser(ctx.db, { role: 'admin' });
    const api = apiClient(ctx.app, await sessionCookieFor(ctx.app, user.id));
    const res = await postMultipart(api, '/api/subscriptions', applicationFields(), file);
    expect(res.statusCode).toBe(201);
    return `/api/subscriptions/${res.json().subscriptionId}/payment-proof`;
  }

  it('shows an image inline, framable by the app only, with its real type; the plain URL still downloads', async () => {
    const url = await applyWith();
    const inline = await superApi.get(`${url}?inline=1`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toBe('inline; filename="slip.png"');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(String(inline.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
    expect(String(inline.headers['content-security-policy'])).toMatch(/sandbox/);
    expect((await superApi.get(url)).headers['content-disposition']).toBe('attachment; filename="slip.png"');
  });

  it('shows a PDF inline as application/pdf', async () => {
    const url = await applyWith({ filename: 'slip.pdf', contentType: 'application/pdf', data: PDF_BYTES });
    const inline = await superApi.get(`${url}?inline=1`);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe('inline; filename="slip.pdf"');
    expect(String(inline.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
  });
});
