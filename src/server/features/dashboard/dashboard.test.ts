import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, products, sales } from '#server/db/schema';
import { createShop, createSuperAdmin, createUser, apiClient, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { getMetrics } from './dashboard.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

let invoice = 0;
async function insertSale(businessId: number, totalCents: number, saleDate: Date, paymentMethod: 'cash' | 'card' | 'credit' = 'cash') {
  invoice += 1;
  const [row] = await ctx.db
    .insert(sales)
    .values({
      businessId,
      invoiceNumber: `T-${invoice}`,
      subtotalCents: totalCents,
      vatCents: 0,
      nbtCents: 0,
      totalCents,
      paymentMethod,
      paymentStatus: paymentMethod === 'credit' ? 'pending' : 'paid',
      saleDate,
    })
    .returning();
  return row;
}
async function insertProduct(businessId: number, stock: number, threshold: number, isActive = true) {
  await ctx.db.insert(products).values({
    businessId,
    name: `P${stock}-${threshold}`,
    sellingPriceCents: 1000,
    stock,
    lowStockThreshold: threshold,
    vatRateBp: 1800,
    isActive,
  });
}

describe('dashboard metrics', () => {
  it('"today" and "this month" follow the business time zone', async () => {
    const shop = await createShop(ctx.app);
    const id = shop.business.id;
    const now = new Date('2026-03-15T19:00:00Z'); // 16 March 00:30 in Colombo
    await insertSale(id, 1000, new Date('2026-03-15T18:45:00Z')); // Colombo 16th 00:15
    await insertSale(id, 2000, new Date('2026-03-15T18:00:00Z')); // Colombo 15th 23:30
    await insertSale(id, 4000, new Date('2026-02-28T19:00:00Z')); // Colombo 1 March 00:30
    await insertSale(id, 8000, new Date('2026-02-28T18:00:00Z')); // Colombo 28 Feb 23:30
    await insertSale(id, 16000, new Date('2026-03-16T18:30:00Z')); // Colombo 17th: tomorrow

    expect(await getMetrics(ctx.db, id, now)).toMatchObject({ todaySales: 10, monthlyRevenue: 10 + 20 + 40 + 160 });
    await ctx.db.update(businessSettings).set({ timeZone: 'UTC' }).where(eq(businessSettings.businessId, id));
    expect(await getMetrics(ctx.db, id, now)).toMatchObject({ todaySales: 10 + 20, monthlyRevenue: 10 + 20 + 160 });
  });

  it('the enhanced dashboard equals sums computed here; other tenants do not leak in', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const id = shop.business.id;
    const now = new Date();
    const amounts = [125050, 99, 300000, 45000, 1, 777700];
    for (const [i, a] of amounts.entries())
      await insertSale(id, a, new Date(now.getTime() - i * 1000), i % 3 === 0 ? 'credit' : i % 3 === 1 ? 'card' : 'cash');
    await insertSale(other.business.id, 999999, now);
    await insertProduct(id, 0, 10_000); // out of stock
    await insertProduct(id, 10_000, 10_000); // at threshold
    await insertProduct(id, 10_001, 10_000); // fine
    await insertProduct(id, 500, 1_000, false); // inactive: ignored
    await insertProduct(other.business.id, 0, 10_000);
    await shop.ownerApi.post(`/api/businesses/${id}/debtors`, { name: 'A', totalDebt: 1500.25 });
    const d = (await shop.ownerApi.post(`/api/businesses/${id}/debtors`, { name: 'B', totalDebt: 100 })).json();
    await shop.ownerApi.post(`/api/debtors/${d.id}/payments`, { amount: 40, paymentDate: now.toISOString().slice(0, 10) });
    await other.ownerApi.post(`/api/businesses/${other.business.id}/debtors`, { name: 'X', totalDebt: 5000 });

    const res = await shop.ownerApi.get(`/api/businesses/${id}/enhanced-dashboard`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const sum = amounts.reduce((s, a) => s + a, 0) / 100;
    expect(body.metrics).toEqual({
      todaySales: sum,
      monthlyRevenue: expect.any(Number),
      pendingCollections: 1500.25 + 60,
      lowStockItems: 2,
    });
    // the month contains today
    expect(body.metrics.monthlyRevenue).toBeGreaterThanOrEqual(sum);
    expect(body.recentSales).toHaveLength(5);
    expect(body.recentSales[0]).toEqual({
      id: expect.any(Number),
      invoiceNumber: expect.stringMatching(/^T-/),
      saleDate: expect.any(String),
      totalAmount: 1250.5,
      paymentMethod: 'credit',
      paymentStatus: 'pending',
    });
    expect(body.recentSales.map((s: { totalAmount: number }) => s.totalAmount)).toEqual([1250.5, 0.99, 3000, 450, 0.01]);
    expect(body.subscribedModules).toHaveLength(7);
    expect(body.moduleStatus['Debtor Management']).toBe('active');

    const metrics = await shop.ownerApi.get(`/api/businesses/${id}/metrics`);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.json()).toEqual(body.metrics);
  });

  it('module status reflects the subscription; a pending business sees zeros and pending modules', async () => {
    const partial = await createShop(ctx.app, { modules: ['pos', 'inventory'] });
    const body = (await partial.ownerApi.get(`/api/businesses/${partial.business.id}/enhanced-dashboard`)).json();
    expect(body.subscribedModules).toEqual(['Point of Sale', 'Inventory Management']);
    expect(body.moduleStatus).toMatchObject({ 'Point of Sale': 'active', 'Debtor Management': 'inactive', CRM: 'inactive' });

    const pending = await createShop(ctx.app, { status: 'pending' });
    const res = await pending.ownerApi.get(`/api/businesses/${pending.business.id}/enhanced-dashboard`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      metrics: { todaySales: 0, pendingCollections: 0, lowStockItems: 0, monthlyRevenue: 0 },
      recentSales: [],
      todayByPaymentMethod: ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'].map((method) => ({
        method,
        count: 0,
        amount: 0,
      })),
      subscribedModules: [],
      moduleStatus: expect.objectContaining({ 'Point of Sale': 'pending', 'Tax Management Panel': 'pending' }),
    });
  });

  it('access: another business 404, cashier 403, no business 403, anonymous 401', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await b.ownerApi.get(`/api/businesses/${a.business.id}/enhanced-dashboard`)).statusCode).toBe(404);
    expect((await b.ownerApi.get(`/api/businesses/${a.business.id}/metrics`)).statusCode).toBe(404);
    expect((await a.cashierApi.get(`/api/businesses/${a.business.id}/enhanced-dashboard`)).statusCode).toBe(403);
    const loner = await createUser(ctx.app.db);
    const lonerApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, loner.id));
    expect((await lonerApi.get(`/api/businesses/${a.business.id}/metrics`)).statusCode).toBe(404);
    const admin = await createSuperAdmin(ctx.app);
    expect((await admin.api.get(`/api/businesses/${a.business.id}/enhanced-dashboard`)).statusCode).toBe(404);
    expect((await apiClient(ctx.app).get(`/api/businesses/${a.business.id}/metrics`)).statusCode).toBe(401);
  });
});
