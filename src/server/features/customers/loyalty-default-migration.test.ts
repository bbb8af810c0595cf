import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, loyaltyPrograms } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Migration 0018's statement that moves businesses off the old 100% give-back (run again here on chosen rows). */
const moveStatement = readFileSync(path.join(__dirname, '../../db/migrations/0018_operations-fixes.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((s) => s.includes('UPDATE "business_settings"'))!;

const hundredths = async (businessId: number) =>
  (await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)))[0].pointsPerRupeeHundredths;

describe('migration 0018: the loyalty default', () => {
  it('a new business starts at 0.01 points per rupee', async () => {
    const shop = await createShop(ctx.app);
    expect(await hundredths(shop.business.id)).toBe(1);
  });

  it('moves businesses still on the untouched 1 point per rupee at LKR 1; keeps any rate an owner chose', async () => {
    const untouched = await createShop(ctx.app); // no programme row: a point is worth LKR 1
    const defaultRow = await createShop(ctx.app); // programme saved, point still LKR 1
    const ownValue = await createShop(ctx.app); // point worth LKR 0.50: the owner's choice
    const ownRate = await createShop(ctx.app); // 2 points per rupee: the owner's choice
    const set = (id: number, h: number) =>
      ctx.db.update(businessSettings).set({ pointsPerRupeeHundredths: h }).where(eq(businessSettings.businessId, id));
    for (const s of [untouched, defaultRow, ownValue]) await set(s.business.id, 100);
    await set(ownRate.business.id, 200);
    await ctx.db.insert(loyaltyPrograms).values([
      { businessId: defaultRow.business.id, centsPerPoint: 100 },
      { businessId: ownValue.business.id, centsPerPoint: 50 },
    ]);

    await ctx.db.execute(sql.raw(moveStatement));

    expect(await hundredths(untouched.business.id)).toBe(1);
    expect(await hundredths(defaultRow.business.id)).toBe(1);
    expect(await hundredths(ownValue.business.id)).toBe(100);
    expect(await hundredths(ownRate.business.id)).toBe(200);
  });
});
