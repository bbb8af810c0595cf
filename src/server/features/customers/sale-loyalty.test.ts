import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, customerLoyaltyPoints, customers } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { applySaleToCustomer, previewRedemption } from './customer-sale.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

async function shopWithCustomer(settings: { crmEnabled?: boolean; loyaltyEnabled?: boolean; pointsPerRupee?: number } = {}) {
  const shop = await createShop(ctx.app);
  // 1 point per rupee keeps the figures round here; the default (0.01) is checked in settings.test.ts.
  await shop.ownerApi.post('/api/business-settings', { crmEnabled: true, loyaltyEnabled: true, pointsPerRupee: 1, ...settings });
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/customers`, { name: 'Saman Kumara', phone: '0771112233' });
  return { shop, customerId: res.json().id as number };
}

const sale = (shop: Shop, customerId: number, totalCents: number, extra: { redeemPoints?: number; saleId?: number } = {}) =>
  ctx.db.transaction((tx) =>
    applySaleToCustomer(tx, {
      businessId: shop.business.id,
      userId: shop.cashier.id,
      customerId,
      saleId: extra.saleId ?? 1,
      totalCents,
      saleDate: new Date('2026-03-01T10:00:00Z'),
      redeemPoints: extra.redeemPoints,
    }),
  );

const ledger = (shop: Shop, customerId: number) =>
  ctx.db
    .select()
    .from(customerLoyaltyPoints)
    .where(and(eq(customerLoyaltyPoints.businessId, shop.business.id), eq(customerLoyaltyPoints.customerId, customerId)));

describe('applySaleToCustomer', () => {
  it('earns floor(total × pointsPerRupee) points and updates the totals', async () => {
    const { shop, customerId } = await shopWithCustomer({ pointsPerRupee: 1.25 });
    // LKR 1,234.56 × 1.25 = 1543.2 → 1543 points
    const r = await sale(shop, customerId, 123_456);
    expect(r).toEqual({ pointsEarned: 1543, pointsRedeemed: 0, redemptionDiscountCents: 0, balance: 1543, tier: 'bronze' });
    const r2 = await sale(shop, customerId, 99, { saleId: 2 }); // LKR 0.99 × 1.25 = 1.2375 → 1
    expect(r2.pointsEarned).toBe(1);
    const c = (await shop.ownerApi.get(`/api/customers/${customerId}`)).json();
    expect(c).toMatchObject({
      loyaltyPoints: 1544,
      totalSpent: 1235.55,
      totalPurchases: 2,
      averageOrderValue: 617.78, // 123555 / 2 = 61777.5 → 61778 cents
      lastPurchaseDate: '2026-03-01T10:00:00.000Z',
    });
    const rows = await ledger(shop, customerId);
    expect(rows.map((e) => [e.transactionType, e.pointsEarned, e.pointsBalance, e.saleId])).toEqual([
      ['earned', 1543, 1543, 1],
      ['earned', 1, 1544, 2],
    ]);
  });

  it('moves the customer to silver at exactly 10,000 spent', async () => {
    const { shop, customerId } = await shopWithCustomer();
    expect((await sale(shop, customerId, 999_999)).tier).toBe('bronze');
    expect((await sale(shop, customerId, 1, { saleId: 2 })).tier).toBe('silver');
    expect((await shop.ownerApi.get(`/api/customers/${customerId}`)).json()).toMatchObject({ loyaltyTier: 'silver', totalSpent: 10000 });
  });

  it('redeems points (1 point = LKR 1 by default) and earns on the total paid', async () => {
    const { shop, customerId } = await shopWithCustomer();
    await sale(shop, customerId, 50_000); // 500 points
    const discount = await ctx.db.transaction((tx) => previewRedemption(tx, { businessId: shop.business.id, customerId, points: 200 }));
    expect(discount).toBe(20_000);
    const r = await sale(shop, customerId, 30_000 - discount, { redeemPoints: 200, saleId: 2 });
    expect(r).toEqual({ pointsEarned: 100, pointsRedeemed: 200, redemptionDiscountCents: 20_000, balance: 400, tier: 'bronze' });
    const rows = await ledger(shop, customerId);
    expect(rows.map((e) => [e.transactionType, e.pointsRedeemed, e.pointsEarned, e.pointsBalance])).toEqual([
      ['earned', 0, 500, 500],
      ['redeemed', 200, 0, 300],
      ['earned', 0, 100, 400],
    ]);
  });

  it('redeeming more than the balance → 400 and nothing is written', async () => {
    const { shop, customerId } = await shopWithCustomer();
    await sale(shop, customerId, 10_000); // 100 points
    const before = (await ctx.db.select().from(customers).where(eq(customers.id, customerId)))[0];
    await expect(sale(shop, customerId, 5_000, { redeemPoints: 101, saleId: 2 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Insufficient loyalty points',
    });
    await expect(
      ctx.db.transaction((tx) => previewRedemption(tx, { businessId: shop.business.id, customerId, points: 101 })),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Insufficient loyalty points' });
    expect(await ledger(shop, customerId)).toHaveLength(1);
    const after = (await ctx.db.select().from(customers).where(eq(customers.id, customerId)))[0];
    expect(after.totalSpentCents).toBe(before.totalSpentCents);
    expect(after.totalPurchases).toBe(1);
  });

  it('with loyalty off: totals still update, no points, redemption refused', async () => {
    const { shop, customerId } = await shopWithCustomer({ loyaltyEnabled: false });
    const r = await sale(shop, customerId, 20_000);
    expect(r).toMatchObject({ pointsEarned: 0, balance: 0 });
    expect(await ledger(shop, customerId)).toHaveLength(0);
    expect((await shop.ownerApi.get(`/api/customers/${customerId}`)).json()).toMatchObject({ totalSpent: 200, totalPurchases: 1 });
    await expect(sale(shop, customerId, 100, { redeemPoints: 1, saleId: 2 })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('another business’s customer → 404 Customer not found', async () => {
    const { customerId } = await shopWithCustomer();
    const other = await createShop(ctx.app);
    await ctx.db
      .update(businessSettings)
      .set({ crmEnabled: true, loyaltyEnabled: true })
      .where(eq(businessSettings.businessId, other.business.id));
    await expect(sale(other, customerId, 1000)).rejects.toMatchObject({ statusCode: 404, message: 'Customer not found' });
    const row = (await ctx.db.select().from(customers).where(eq(customers.id, customerId)))[0];
    expect(row.totalPurchases).toBe(0);
  });

  it('concurrent sales for one customer keep a consistent ledger', async () => {
    const { shop, customerId } = await shopWithCustomer();
    await Promise.all(Array.from({ length: 5 }, (_, i) => sale(shop, customerId, 10_000, { saleId: 10 + i })));
    const rows = (await ledger(shop, customerId)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => r.pointsBalance)).toEqual([100, 200, 300, 400, 500]);
    const c = (await shop.ownerApi.get(`/api/customers/${customerId}`)).json();
    expect(c).toMatchObject({ loyaltyPoints: 500, totalPurchases: 5, totalSpent: 500 });
  });
});
