import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAddonPrice } from '#shared/domain/subscription-pricing';
import { DEFAULT_TIME_ZONE, toZonedDateString } from '#shared/domain/time-zone';
import { auditTrail, businesses, businessModules, modules, subscriptions } from '#server/db/schema';
import { apiClient, createShop, createSuperAdmin, createUser, sessionCookieFor, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { applicationFields, pngSlip, postMultipart } from '#testing/multipart-fixtures';
import { getMetrics } from './admin.service';

let ctx: TestContext;
let superApi: Api;
let superId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const sa = await createSuperAdmin(ctx.app);
  superApi = sa.api;
  superId = sa.user.id;
});
afterAll(async () => ctx.close());

async function apply(selected = [1, 2]) {
  const user = await createUser(ctx.db, { role: 'admin' });
  const api = apiClient(ctx.app, await sessionCookieFor(ctx.app, user.id));
  const res = await postMultipart(api, '/api/subscriptions', applicationFields({ selectedModules: JSON.stringify(selected) }), pngSlip());
  expect(res.statusCode).toBe(201);
  return { user, api, businessId: res.json().businessId as number, subscriptionId: res.json().subscriptionId as number };
}

async function pricesOf(ids: number[]) {
  const all = await ctx.db.select().from(modules);
  return all.filter((m) => ids.includes(m.id)).map((m) => m.monthlyPriceCents);
}

/** One calendar month on, clamped to the month's last day (31 Jan → 28/29 Feb), as PostgreSQL does. */
function oneMonthOn(today: Date) {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(today.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/metrics'],
  ['GET', '/api/admin/businesses/pending'],
  ['GET', '/api/admin/subscriptions/addon-pending'],
  ['POST', '/api/admin/businesses/1/approve', {}],
  ['POST', '/api/admin/businesses/1/reject', { reason: 'x' }],
  ['POST', '/api/admin/subscriptions/1/approve-addon', {}],
  ['POST', '/api/admin/subscriptions/1/reject-addon', { reason: 'x' }],
];

describe('platform access', () => {
  it('answers 403 to admins and cashiers and 401 to anonymous callers on every /api/admin route', async () => {
    const { ownerApi, cashierApi } = await createShop(ctx.app);
    for (const [method, url, body] of ADMIN_ROUTES) {
      const call = (api: Api) => (method === 'GET' ? api.get(url) : api.post(url, body));
      expect((await call(ownerApi)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(cashierApi)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(apiClient(ctx.app))).statusCode, `${method} ${url}`).toBe(401);
    }
    // nothing was approved by the refused calls
    const [b1] = await ctx.db.select().from(businesses).where(eq(businesses.id, 1));
    if (b1) expect(b1.status).not.toBe('rejected');
  });
});

describe('approving a business', () => {
  it('lists it as pending, then activates business, subscription and modules', async () => {
    const { api, businessId, subscriptionId } = await apply([1, 2, 7]);
    const pending = (await superApi.get('/api/admin/businesses/pending')).json();
    const row = pending.find((p: { id: number }) => p.id === businessId);
    expect(row).toMatchObject({
      name: 'Lanka Traders',
      ownerName: 'Kamal Silva',
      email: 'lanka@example.lk',
      phone: '0771234567',
      registrationNumber: 'PV 998877',
      status: 'pending',
      subscription: { id: subscriptionId, setupFee: 1500, paymentProofUrl: `/api/subscriptions/${subscriptionId}/payment-proof` },
    });
    expect(row.subscription.modules.map((m: { id: number }) => m.id)).toEqual([1, 2, 7]);

    const res = await superApi.post(`/api/admin/businesses/${businessId}/approve`, {});
    expect(res.statusCode).toBe(200);
    const [biz] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(biz.status).toBe('active');
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sub.status).toBe('active');
    expect(sub.approvedBy).toBe(superId);
    expect(sub.approvedAt).toBeInstanceOf(Date);
    expect(sub.nextBillingDate).toBe(oneMonthOn(new Date(`${toZonedDateString(new Date(), DEFAULT_TIME_ZONE)}T00:00:00Z`)));
    const mods = await ctx.db.select().from(businessModules).where(eq(businessModules.businessId, businessId));
    expect(mods.map((m) => m.moduleId).sort()).toEqual([1, 2, 7]);

    // the owner's next request sees the modules
    expect((await api.get('/api/auth/user')).json().business.status).toBe('active');
    expect((await api.get(`/api/businesses/${businessId}/subscribed-modules`)).json()).toEqual([
      'Point of Sale',
      'Inventory Management',
      'Tax Management Panel',
    ]);
    expect((await api.get(`/api/businesses/${businessId}/users`)).statusCode).toBe(200);

    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.action, 'business.approve'), eq(auditTrail.businessId, businessId)));
    expect(audit).toHaveLength(1);

    // not twice; unknown ids are 404
    expect((await superApi.post(`/api/admin/businesses/${businessId}/approve`, {})).statusCode).toBe(409);
    expect((await superApi.post('/api/admin/businesses/999999/approve', {})).statusCode).toBe(404);
    expect((await superApi.get('/api/admin/businesses/pending')).json().some((p: { id: number }) => p.id === businessId)).toBe(false);
  });
});

describe('rejecting a business', () => {
  it('needs a reason, shows it to the applicant, keeps modules closed, and lets them apply again without a setup fee', async () => {
    const { api, businessId } = await apply([1]);
    const noReason = await superApi.post(`/api/admin/businesses/${businessId}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A reason is required');

    const res = await superApi.post(`/api/admin/businesses/${businessId}/reject`, { reason: 'Slip amount does not match' });
    expect(res.statusCode).toBe(200);
    const view = (await api.get(`/api/businesses/${businessId}/subscription`)).json();
    expect(view).toMatchObject({ status: 'rejected', businessStatus: 'rejected', rejectionReason: 'Slip amount does not match' });
    expect((await api.get(`/api/businesses/${businessId}/users`)).statusCode).toBe(403);
    expect((await api.get(`/api/businesses/${businessId}/subscribed-modules`)).json()).toEqual([]);
    expect((await superApi.post(`/api/admin/businesses/${businessId}/approve`, {})).statusCode).toBe(409);

    const again = await postMultipart(
      api,
      '/api/subscriptions',
      applicationFields({ businessName: 'Lanka Traders 2', selectedModules: '[1,3]' }),
      pngSlip(),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().businessId).toBe(businessId);
    expect(again.json().setupFee).toBe(0);
    const [biz] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(biz).toMatchObject({ status: 'pending', name: 'Lanka Traders 2', rejectionReason: null });
    const view2 = (await api.get(`/api/businesses/${businessId}/subscription`)).json();
    expect(view2).toMatchObject({ status: 'pending', rejectionReason: null, selectedModules: [1, 3] });
  });
});

describe('add-ons', () => {
  it('requests, lists, approves (modules and new monthly amount) and refuses duplicates', async () => {
    const { api, businessId } = await apply([1, 2]);
    await superApi.post(`/api/admin/businesses/${businessId}/approve`, {});

    const already = await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[1]' }, pngSlip());
    expect(already.statusCode).toBe(400);
    expect(already.json().message.startsWith('No Modules Selected')).toBe(true);
    expect((await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[3]' })).statusCode).toBe(400);

    const req = await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[3,4]', monthlyAmount: '1' }, pngSlip());
    expect(req.statusCode).toBe(201);
    const price = computeAddonPrice({ currentModulePricesCents: await pricesOf([1, 2]), addonModulePricesCents: await pricesOf([3, 4]) });
    expect(req.json()).toMatchObject({
      status: 'pending',
      monthlyAmount: price.addedAmountCents / 100,
      newMonthlyAmount: price.newMonthlyAmountCents / 100,
    });
    const addonId = req.json().subscriptionId;
    expect((await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[5]' }, pngSlip())).statusCode).toBe(409);

    const view = (await api.get(`/api/businesses/${businessId}/subscription`)).json();
    expect(view.latestAddon).toMatchObject({ id: addonId, status: 'pending', selectedModules: [3, 4] });

    const list = (await superApi.get('/api/admin/subscriptions/addon-pending')).json();
    const row = list.find((a: { id: number }) => a.id === addonId);
    expect(row).toMatchObject({ businessId, businessName: 'Lanka Traders', monthlyAmount: price.addedAmountCents / 100 });
    expect(row.modules.map((m: { id: number }) => m.id)).toEqual([3, 4]);
    expect((await superApi.get(row.paymentProofUrl)).statusCode).toBe(200);

    expect((await superApi.post(`/api/admin/subscriptions/${addonId}/approve-addon`, {})).statusCode).toBe(200);
    const after = (await api.get(`/api/businesses/${businessId}/subscription`)).json();
    expect(after.monthlyAmount).toBe(price.newMonthlyAmountCents / 100);
    expect(after.selectedModules).toEqual([1, 2, 3, 4]);
    expect(after.latestAddon.status).toBe('active');
    expect((await api.get(`/api/businesses/${businessId}/subscribed-modules`)).json()).toHaveLength(4);
    expect((await superApi.post(`/api/admin/subscriptions/${addonId}/approve-addon`, {})).statusCode).toBe(409);
    // an initial subscription is not an add-on
    const [initial] = await ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.kind, 'initial')));
    expect((await superApi.post(`/api/admin/subscriptions/${initial.id}/approve-addon`, {})).statusCode).toBe(404);

    // the remaining three make the complete package: 15,000 a month
    const rest = await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[5,6,7]' }, pngSlip());
    expect(rest.json().newMonthlyAmount).toBe(15000);
    await superApi.post(`/api/admin/subscriptions/${rest.json().subscriptionId}/approve-addon`, {});
    expect((await api.get(`/api/businesses/${businessId}/subscription`)).json().monthlyAmount).toBe(15000);
  });

  it('rejects an add-on with a reason; the modules stay as they were', async () => {
    const { api, businessId } = await apply([1]);
    await superApi.post(`/api/admin/businesses/${businessId}/approve`, {});
    const req = await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[6]' }, pngSlip());
    const id = req.json().subscriptionId;
    expect((await superApi.post(`/api/admin/subscriptions/${id}/reject-addon`, {})).statusCode).toBe(400);
    expect((await superApi.post(`/api/admin/subscriptions/${id}/reject-addon`, { reason: 'Unreadable slip' })).statusCode).toBe(200);
    const view = (await api.get(`/api/businesses/${businessId}/subscription`)).json();
    expect(view.latestAddon).toMatchObject({ status: 'rejected', rejectionReason: 'Unreadable slip' });
    expect(view.selectedModules).toEqual([1]);
    // and a new request may follow
    expect((await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[6]' }, pngSlip())).statusCode).toBe(201);
  });

  it('is for admins of an active business only', async () => {
    const { cashierApi } = await createShop(ctx.app, { modules: ['pos'] });
    expect((await postMultipart(cashierApi, '/api/subscriptions/addon', { selectedModules: '[2]' }, pngSlip())).statusCode).toBe(403);
  });
});

describe('GET /api/admin/metrics', () => {
  it('counts businesses, active subscriptions, MRR and pending approvals from the database', async () => {
    const before = (await superApi.get('/api/admin/metrics')).json();
    const a = await apply([1, 2, 3, 4, 5, 6, 7]);
    await superApi.post(`/api/admin/businesses/${a.businessId}/approve`, {});
    await apply([1]);
    const after = (await superApi.get('/api/admin/metrics')).json();
    expect(after.totalCustomers).toBe(before.totalCustomers + 2);
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    expect(after.monthlyRevenue).toBe(before.monthlyRevenue + 15000);
    expect(after.pendingBusinesses).toBe(before.pendingBusinesses + 1);
    expect(after.pendingApprovals).toBe(after.pendingBusinesses + after.pendingAddons);
    expect(after.businessesByMonth).toHaveLength(6);
    const thisMonth = toZonedDateString(new Date(), DEFAULT_TIME_ZONE).slice(0, 7);
    const last = after.businessesByMonth[5];
    expect(last.month).toBe(thisMonth);
    expect(last.count).toBe(before.businessesByMonth[5].count + 2);
  });

  it("counts months on Sri Lanka's calendar, not UTC's", async () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in Colombo.
    const [b] = await ctx.db
      .insert(businesses)
      .values({ name: 'Midnight Traders', ownerName: 'Owner', email: 'midnight@example.lk', createdAt: new Date('2026-11-30T20:00:00Z') })
      .returning();
    try {
      const m = await getMetrics(ctx.db, new Date('2026-12-01T02:00:00Z'));
      expect(m.businessesByMonth.map((x) => x.month)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
      expect(m.businessesByMonth[5].count).toBeGreaterThanOrEqual(1);
      const november = (await getMetrics(ctx.db, new Date('2026-11-30T18:00:00Z'))).businessesByMonth;
      expect(november[5].month).toBe('2026-11');
      expect(november[5].count).toBe(m.businessesByMonth[4].count);
    } finally {
      await ctx.db.delete(businesses).where(eq(businesses.id, b.id));
    }
  });
});
