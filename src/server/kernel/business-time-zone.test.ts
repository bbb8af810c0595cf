import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { businessSettings } from '../db/schema';
import { getBusinessTimeZone } from './business-time-zone';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const setZone = (businessId: number, timeZone: string) =>
  ctx.db.update(businessSettings).set({ timeZone }).where(eq(businessSettings.businessId, businessId));

describe('getBusinessTimeZone', () => {
  it('answers the zone set in settings, for that business only', async () => {
    const [a, b] = [await createShop(ctx.app), await createShop(ctx.app)];
    await setZone(a.business.id, 'America/New_York');
    await setZone(b.business.id, 'Asia/Kathmandu');
    expect(await getBusinessTimeZone(ctx.db, a.business.id)).toBe('America/New_York');
    expect(await getBusinessTimeZone(ctx.db, b.business.id)).toBe('Asia/Kathmandu');
  });

  it('answers the default (Asia/Colombo) when the zone is unset: a new business, a blank zone, no settings row', async () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Colombo');
    const shop = await createShop(ctx.app);
    const id = shop.business.id;
    expect(await getBusinessTimeZone(ctx.db, id)).toBe(DEFAULT_TIME_ZONE);
    await setZone(id, '');
    expect(await getBusinessTimeZone(ctx.db, id)).toBe(DEFAULT_TIME_ZONE);
    await ctx.db.delete(businessSettings).where(eq(businessSettings.businessId, id));
    expect(await getBusinessTimeZone(ctx.db, id)).toBe(DEFAULT_TIME_ZONE);
  });
});
