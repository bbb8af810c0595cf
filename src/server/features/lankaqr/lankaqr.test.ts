import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANKAQR_PATHS } from '#shared/contracts/lankaqr';
import { crcHex, dynamicLankaQr } from '#shared/domain/lankaqr';
import { auditTrail, businessSettings } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const f = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
const seal = (body: string) => `${body}6304${crcHex(`${body}6304`)}`;
const body = (country = 'LK', currency = '144', name: string | null = 'KADE TEST SHOP', city: string | null = 'COLOMBO') =>
  f('00', '01') +
  f('01', '11') +
  f('26', f('00', 'LK.CBSL.LANKAQR') + f('01', '7011234567')) +
  f('52', '5411') +
  f('53', currency) +
  f('58', country) +
  (name ? f('59', name) : '') +
  (city ? f('60', city) : '');
const SHOP = seal(body());

describe('LankaQR settings', () => {
  it('the owner saves the shop’s code (trimmed), everyone reads it with its merchant, the owner removes it; audited', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const none = await shop.cashierApi.get(LANKAQR_PATHS.lankaqr(b));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ payload: null, merchantName: null, merchantCity: null });

    const saved = await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(b), { payload: `  ${SHOP}\n` });
    expect(saved.statusCode).toBe(200);
    const want = { payload: SHOP, merchantName: 'KADE TEST SHOP', merchantCity: 'COLOMBO' };
    expect(saved.json()).toEqual(want);
    expect((await shop.cashierApi.get(LANKAQR_PATHS.lankaqr(b))).json()).toEqual(want);
    const [row] = await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, b));
    expect(row.lankaqrPayload).toBe(SHOP);

    const removed = await shop.ownerApi.delete(LANKAQR_PATHS.lankaqr(b));
    expect(removed.json()).toEqual({ payload: null, merchantName: null, merchantCity: null });
    expect((await shop.cashierApi.get(LANKAQR_PATHS.lankaqr(b))).json().payload).toBeNull();

    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.entityType, 'business_settings')));
    expect(audit.map((a) => a.action)).toEqual(['lankaqr.save', 'lankaqr.remove']);
    expect(audit[0].after).toEqual(want);
  });

  it('a dynamic code saved as the shop’s is accepted (the till replaces its amount and reference)', async () => {
    const shop = await createShop(ctx.app);
    const dynamic = dynamicLankaQr(SHOP, { amountCents: 100, reference: 'X' });
    expect((await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(shop.business.id), { payload: dynamic })).statusCode).toBe(200);
  });

  it.each([
    ['not a LankaQR', 'https://pay.example.lk', 'LANKAQR_NOT_EMV'],
    ['empty', '', 'LANKAQR_NOT_EMV'],
    ['cut off', SHOP.slice(0, -6), 'LANKAQR_MALFORMED'],
    ['a changed byte', SHOP.replace('COLOMBO', 'COLOMBA'), 'LANKAQR_BAD_CRC'],
    ['another country', seal(body('IN')), 'LANKAQR_NOT_LK'],
    ['another currency', seal(body('LK', '840')), 'LANKAQR_NOT_LKR'],
    ['no merchant name', seal(body('LK', '144', null)), 'LANKAQR_NO_MERCHANT_NAME'],
    ['no merchant city', seal(body('LK', '144', 'KADE', null)), 'LANKAQR_NO_MERCHANT_CITY'],
  ])('refuses a payload %s: 422 with its code, nothing stored', async (_, payload, code) => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(b), { payload: SHOP });
    const res = await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(b), { payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    expect((await shop.ownerApi.get(LANKAQR_PATHS.lankaqr(b))).json().payload).toBe(SHOP);
  });

  it('refuses a body without a payload, or a huge one, as a bad request (400), never a 500', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    for (const bad of [{}, { payload: 42 }, { payload: null }, { payload: 'x'.repeat(2001) }]) {
      expect((await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(b), bad)).statusCode).toBe(400);
    }
  });

  it('a cashier reads but neither saves nor removes (403)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(b), { payload: SHOP });
    expect((await shop.cashierApi.put(LANKAQR_PATHS.lankaqr(b), { payload: SHOP })).statusCode).toBe(403);
    expect((await shop.cashierApi.delete(LANKAQR_PATHS.lankaqr(b))).statusCode).toBe(403);
    expect((await shop.cashierApi.get(LANKAQR_PATHS.lankaqr(b))).json().payload).toBe(SHOP);
  });

  it('another business’s LankaQR is not found (404) and stays as it was', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(b), { payload: SHOP });
    expect((await other.ownerApi.get(LANKAQR_PATHS.lankaqr(b))).statusCode).toBe(404);
    expect((await other.ownerApi.put(LANKAQR_PATHS.lankaqr(b), { payload: seal(body('LK', '144', 'THIEF')) })).statusCode).toBe(404);
    expect((await other.ownerApi.delete(LANKAQR_PATHS.lankaqr(b))).statusCode).toBe(404);
    expect((await shop.ownerApi.get(LANKAQR_PATHS.lankaqr(b))).json().payload).toBe(SHOP);
  });

  it('needs the point of sale module', async () => {
    const shop = await createShop(ctx.app, { modules: ['inventory'] });
    const res = await shop.ownerApi.put(LANKAQR_PATHS.lankaqr(shop.business.id), { payload: SHOP });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MODULE_NOT_SUBSCRIBED');
  });
});
