import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '#server/db/schema';
import { unregisteredCodes } from '#shared/messages';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

// The receipt language: what receipts, credit notes, X/Z reports and tax invoices print in.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const URL = '/api/business-settings';

const stored = async (businessId: number) =>
  (await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)))[0]?.receiptLanguage;

describe('business settings: receiptLanguage', () => {
  it('is English for a new business, and the owner may choose any of the five', async () => {
    const shop = await createShop(ctx.app);
    expect((await shop.cashierApi.get(URL)).json().receiptLanguage).toBe('en');
    for (const language of ['si', 'ta', 'en+si', 'en+ta', 'en']) {
      const res = await shop.ownerApi.post(URL, { receiptLanguage: language });
      expect(res.statusCode).toBe(200);
      expect(res.json().receiptLanguage).toBe(language);
      expect(await stored(shop.business.id)).toBe(language);
    }
    await shop.ownerApi.post(URL, { receiptLanguage: 'si' });
    // The till reads it (any member): the receipt prints in it.
    expect((await shop.cashierApi.get(URL)).json().receiptLanguage).toBe('si');
    // Saving another field leaves it.
    expect((await shop.ownerApi.post(URL, { paymentTermsDays: 7 })).json().receiptLanguage).toBe('si');
  });

  it.each([['fr'], ['si+ta'], ['EN'], [''], [3], [null]])('answers 400 for %j and changes nothing', async (receiptLanguage) => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(URL, { receiptLanguage });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.receiptLanguage).toBeDefined();
    expect(unregisteredCodes(res.json())).toEqual([]); // the client translates it (errors catalogue)
    expect(await stored(shop.business.id)).toBe('en');
  });

  it('refuses a cashier with 403', async () => {
    const shop = await createShop(ctx.app);
    expect((await shop.cashierApi.post(URL, { receiptLanguage: 'ta' })).statusCode).toBe(403);
    expect(await stored(shop.business.id)).toBe('en');
  });

  it('changes only the caller’s own business', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    const res = await a.ownerApi.post(URL, { businessId: b.business.id, receiptLanguage: 'en+ta' });
    expect(res.statusCode).toBe(200);
    expect(await stored(a.business.id)).toBe('en+ta');
    expect(await stored(b.business.id)).toBe('en');
    expect((await b.ownerApi.get(URL)).json().receiptLanguage).toBe('en');
  });
});
