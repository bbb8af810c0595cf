import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, businessSettings } from '#server/db/schema';
import { apiClient, createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const URL = '/api/business-settings';

describe('GET /api/business-settings', () => {
  it('answers the defaults for a new business, to owner and cashier alike', async () => {
    const shop = await createShop(ctx.app);
    for (const api of [shop.ownerApi, shop.cashierApi]) {
      const res = await api.get(URL);
      expect(res.statusCode).toBe(200);
      const s = res.json();
      expect(s).toMatchObject({
        businessId: shop.business.id,
        invoicePrefix: 'INV-',
        invoiceTemplate: 'thermal-80mm',
        showLogo: true,
        showBusinessInfo: true,
        showCustomerInfo: true,
        a4ShowTax: true,
        a4ShowDiscount: true,
        crmEnabled: false,
        loyaltyEnabled: false,
        pointsPerRupee: 0.01, // 1 point per LKR 100: 1% back at LKR 1 a point
        timeZone: 'Asia/Colombo',
        paymentTermsDays: 30,
        allowNegativeStock: false,
        cashierDiscountLimitPercent: 5,
        cashiersWorkInShifts: true,
      });
    }
  });

  it('is readable while the business is pending, refused anonymously', async () => {
    const shop = await createShop(ctx.app, { status: 'pending' });
    expect((await shop.ownerApi.get(URL)).statusCode).toBe(200);
    expect((await apiClient(ctx.app).get(URL)).statusCode).toBe(401);
  });
});

describe('POST /api/business-settings', () => {
  it('saves every field, converts pointsPerRupee to hundredths, and audits before/after', async () => {
    const shop = await createShop(ctx.app);
    const body = {
      businessName: 'Lanka Mart',
      tagline: 'Fresh every day',
      address: '12 Main St, Kandy',
      phone: '0812223344',
      email: 'Info@LankaMart.lk',
      website: 'https://lankamart.lk',
      taxNumber: '123456789-7000',
      invoicePrefix: 'LM-',
      invoiceTemplate: 'a4-detailed',
      showLogo: false,
      showBusinessInfo: true,
      showCustomerInfo: false,
      thermal80mmHeader: 'Welcome',
      thermal80mmFooter: 'Thank you!',
      a4Header: 'Tax invoice',
      a4Footer: 'Goods once sold are not returnable',
      a4ShowTax: false,
      a4ShowDiscount: false,
      crmEnabled: true,
      loyaltyEnabled: true,
      pointsPerRupee: '1.25',
      timeZone: 'Asia/Kolkata',
      paymentTermsDays: 45,
      allowNegativeStock: true,
      cashierDiscountLimitPercent: '12.5',
      cashiersWorkInShifts: false,
    };
    const res = await shop.ownerApi.post(URL, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...body, email: 'info@lankamart.lk', pointsPerRupee: 1.25, cashierDiscountLimitPercent: 12.5 });
    const [row] = await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, shop.business.id));
    expect(row.pointsPerRupeeHundredths).toBe(125);
    expect(row.cashierDiscountLimitBp).toBe(1250);
    expect(row.cashiersWorkInShifts).toBe(false);
    const again = await shop.cashierApi.get(URL);
    expect(again.json()).toMatchObject({ invoicePrefix: 'LM-', crmEnabled: true, pointsPerRupee: 1.25 });
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, shop.business.id), eq(auditTrail.action, 'business_settings.update')));
    expect(audits).toHaveLength(1);
    expect((audits[0].before as { invoicePrefix: string }).invoicePrefix).toBe('INV-');
    expect((audits[0].after as { invoicePrefix: string }).invoicePrefix).toBe('LM-');
  });

  it('leaves absent fields unchanged and clears empty text', async () => {
    const shop = await createShop(ctx.app);
    await shop.ownerApi.post(URL, { tagline: 'Hello', paymentTermsDays: 10 });
    const res = await shop.ownerApi.post(URL, { tagline: '  ' });
    expect(res.json()).toMatchObject({ tagline: null, paymentTermsDays: 10, invoicePrefix: 'INV-' });
  });

  it.each([
    [{ invoicePrefix: '' }, 'invoicePrefix', 'Invoice prefix is required'],
    [{ invoicePrefix: 'ABCDEFGHIJK' }, 'invoicePrefix', 'Invoice prefix must be at most 10 characters'],
    [{ invoicePrefix: 'IN V=' }, 'invoicePrefix', 'Invoice prefix may contain only letters, digits, - and /'],
    [{ invoiceTemplate: 'a5' }, 'invoiceTemplate', 'Choose an invoice template'],
    [{ pointsPerRupee: -1 }, 'pointsPerRupee', 'Points per rupee must be 0 or more'],
    [{ pointsPerRupee: '1.005' }, 'pointsPerRupee', 'At most 2 decimal places'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
    [{ paymentTermsDays: 400 }, 'paymentTermsDays', 'Payment terms must be between 0 and 365 days'],
    [{ paymentTermsDays: 1.5 }, 'paymentTermsDays', 'Payment terms must be a whole number of days'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ cashierDiscountLimitPercent: -1 }, 'cashierDiscountLimitPercent', 'Discount limit must be between 0 and 100%'],
    [{ cashierDiscountLimitPercent: '100.01' }, 'cashierDiscountLimitPercent', 'Discount limit must be between 0 and 100%'],
    [{ cashierDiscountLimitPercent: '2.555' }, 'cashierDiscountLimitPercent', 'At most 2 decimal places'],
    [{ cashierDiscountLimitPercent: 'five' }, 'cashierDiscountLimitPercent', 'Discount limit must be a number'],
    [{ cashiersWorkInShifts: 'yes' }, 'cashiersWorkInShifts', undefined],
  ])('answers 400 for %j', async (body, field, message) => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(URL, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().fieldErrors[field]).toContain(message);
    else expect(res.json().fieldErrors[field]).toBeDefined();
    const [row] = await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, shop.business.id));
    expect(row.invoicePrefix).toBe('INV-');
  });

  it('refuses a cashier with 403 and changes nothing', async () => {
    const shop = await createShop(ctx.app);
    const res = await shop.cashierApi.post(URL, { crmEnabled: true });
    expect(res.statusCode).toBe(403);
    expect((await shop.ownerApi.get(URL)).json().crmEnabled).toBe(false);
    for (const body of [{ cashierDiscountLimitPercent: 100 }, { cashiersWorkInShifts: false }])
      expect((await shop.cashierApi.post(URL, body)).statusCode).toBe(403);
    expect((await shop.cashierApi.get(URL)).json()).toMatchObject({ cashierDiscountLimitPercent: 5, cashiersWorkInShifts: true });
  });

  it('takes the discount limit at its bounds: 0 (every cashier discount needs a manager) and 100', async () => {
    const shop = await createShop(ctx.app);
    expect((await shop.ownerApi.post(URL, { cashierDiscountLimitPercent: 0 })).json().cashierDiscountLimitPercent).toBe(0);
    expect((await shop.ownerApi.post(URL, { cashierDiscountLimitPercent: 100 })).json().cashierDiscountLimitPercent).toBe(100);
    const [row] = await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, shop.business.id));
    expect(row.cashierDiscountLimitBp).toBe(10000);
  });

  it('always writes the caller’s own business, whatever the body says', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    const res = await a.ownerApi.post(URL, { businessId: b.business.id, invoicePrefix: 'HACK-' });
    expect(res.statusCode).toBe(200);
    expect(res.json().businessId).toBe(a.business.id);
    expect((await b.ownerApi.get(URL)).json().invoicePrefix).toBe('INV-');
    expect((await a.ownerApi.get(URL)).json().invoicePrefix).toBe('HACK-');
  });
});

describe('reading settings never writes', () => {
  it('answers the defaults for a business without a settings row, and creates the row only on save', async () => {
    const shop = await createShop(ctx.app);
    await ctx.db.delete(businessSettings).where(eq(businessSettings.businessId, shop.business.id));
    const read = await shop.ownerApi.get('/api/business-settings');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ invoicePrefix: 'INV-', paymentTermsDays: 30, pointsPerRupee: 0.01, allowNegativeStock: false });
    expect(await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, shop.business.id))).toHaveLength(0);
    const saved = await shop.ownerApi.post('/api/business-settings', { paymentTermsDays: 14 });
    expect(saved.statusCode).toBe(200);
    expect(await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, shop.business.id))).toHaveLength(1);
  });
});
