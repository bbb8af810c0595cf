import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

// The offline limit: how long a registered terminal sells with no connection, 1–72 hours.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const URL = '/api/business-settings';
const storedHours = async (businessId: number) =>
  (await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)))[0].offlineLimitHours;

describe('the offline limit setting', () => {
  it('is 12 hours by default, saved by the owner and read back by the cashier', async () => {
    const shop = await createShop(ctx.app);
    expect((await shop.cashierApi.get(URL)).json().offlineLimitHours).toBe(12);
    const res = await shop.ownerApi.post(URL, { offlineLimitHours: 24 });
    expect(res.statusCode).toBe(200);
    expect(res.json().offlineLimitHours).toBe(24);
    expect(await storedHours(shop.business.id)).toBe(24);
    expect((await shop.cashierApi.get(URL)).json().offlineLimitHours).toBe(24);
    // A form's text, and the bounds themselves.
    expect((await shop.ownerApi.post(URL, { offlineLimitHours: '72' })).json().offlineLimitHours).toBe(72);
    expect((await shop.ownerApi.post(URL, { offlineLimitHours: 1 })).json().offlineLimitHours).toBe(1);
    // Another field saved leaves it as it is.
    expect((await shop.ownerApi.post(URL, { paymentTermsDays: 10 })).json().offlineLimitHours).toBe(1);
  });

  it.each([
    [0, 'The offline limit must be between 1 and 72 hours'],
    [73, 'The offline limit must be between 1 and 72 hours'],
    ['abc', 'The offline limit must be a whole number of hours'],
    [1.5, 'The offline limit must be a whole number of hours'],
  ])('answers 400 for %j and keeps the limit', async (offlineLimitHours, message) => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(URL, { offlineLimitHours });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.offlineLimitHours).toContain(message);
    expect(res.json().fieldCodes.offlineLimitHours[0].code).toMatch(/^OFFLINE_LIMIT_/);
    expect(await storedHours(shop.business.id)).toBe(12);
  });

  it('is refused to a cashier (403) and written only to the caller’s own business', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await a.cashierApi.post(URL, { offlineLimitHours: 72 })).statusCode).toBe(403);
    expect(await storedHours(a.business.id)).toBe(12);
    expect((await a.ownerApi.post(URL, { businessId: b.business.id, offlineLimitHours: 48 })).statusCode).toBe(200);
    expect(await storedHours(a.business.id)).toBe(48);
    expect(await storedHours(b.business.id)).toBe(12);
  });
});
