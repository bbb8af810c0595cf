import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLankaQr } from '#shared/domain/lankaqr';
import { createTestApp, type TestContext } from '#testing/test-app';
import { getShiftReport } from '#server/features/shifts/close-shift';
import { businessSettings, businessUsers, drawerOpens, products, shifts } from '../schema';
import { ensureDemoAccount } from './demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function demoBusiness() {
  const userId = await ensureDemoAccount(ctx.db);
  const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
  return { userId, businessId };
}

describe('the demo shop at the counter', () => {
  it("has its bank's static LankaQR, which the till's parser accepts", async () => {
    const { businessId } = await demoBusiness();
    const [s] = await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId));
    const parsed = parseLankaQr(s.lankaqrPayload ?? '');
    expect(parsed).toMatchObject({ ok: true, merchantName: 'PERERA STORES', merchantCity: 'NUGEGODA', country: 'LK', currency: '144' });
  });

  it('gives the loose goods sold by weight a scale item code, and marks two repriced products for new labels', async () => {
    const { businessId } = await demoBusiness();
    const rows = await ctx.db.select().from(products).where(eq(products.businessId, businessId));
    const weighed = rows.filter((p) => p.scaleCode);
    expect(weighed.length).toBeGreaterThanOrEqual(10);
    expect(weighed.every((p) => p.unit === 'kg')).toBe(true);
    expect(new Set(weighed.map((p) => p.scaleCode)).size).toBe(weighed.length);
    const repriced = await ctx.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.businessId, businessId), isNotNull(products.priceChangedAt)));
    expect(repriced.map((p) => p.name).sort()).toEqual(['Big Onions', 'Red Onions']);
  });

  it("counts a no-sale drawer open in yesterday's Z and in today's X", async () => {
    const { businessId, userId } = await demoBusiness();
    const opens = await ctx.db.select().from(drawerOpens).where(eq(drawerOpens.businessId, businessId));
    expect(opens).toHaveLength(2);
    const rows = await ctx.db.select().from(shifts).where(eq(shifts.businessId, businessId));
    const actor = { businessId, userId, isAdmin: true, name: 'Nimal Perera' };
    for (const s of rows) {
      const report = await getShiftReport(ctx.db, actor, s.id);
      expect(report.noSaleOpens).toBe(1);
    }
    expect(rows.some((s) => s.closedAt)).toBe(true);
    expect(rows.some((s) => !s.closedAt)).toBe(true);
  });
});
