import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { businessSettings } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

// The client shows every date on the shop's calendar, so every signed-in user
// (a cashier cannot read the settings) learns the business's time zone with the current user.
describe('the current user carries the business time zone', () => {
  it('for the owner and the cashier, following the settings', async () => {
    const shop = await createShop(ctx.app);
    for (const api of [shop.ownerApi, shop.cashierApi]) {
      const res = await api.get(AUTH_PATHS.user);
      expect(res.statusCode).toBe(200);
      expect(res.json().business).toMatchObject({ id: shop.business.id, timeZone: 'Asia/Colombo' });
    }
    await ctx.db.update(businessSettings).set({ timeZone: 'Asia/Dubai' }).where(eq(businessSettings.businessId, shop.business.id));
    expect((await shop.cashierApi.get(AUTH_PATHS.user)).json().business.timeZone).toBe('Asia/Dubai');
  });
});
