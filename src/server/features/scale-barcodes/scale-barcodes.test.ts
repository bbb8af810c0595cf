import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATHS } from '#shared/contracts/catalog';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { SCALE_BARCODE_PATHS } from '#shared/contracts/scale-barcodes';
import { DEFAULT_SCALE_BARCODE_RULES } from '#shared/domain/scale-barcode';
import { auditTrail, businessSettings, products } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const url = SCALE_BARCODE_PATHS.scaleBarcodes;
const DEFAULTS = { rules: DEFAULT_SCALE_BARCODE_RULES, isDefault: true };
const MINE = [
  { prefix: '22', itemDigits: 5, kind: 'weight', decimals: 3 },
  { prefix: '25', itemDigits: 4, kind: 'price', decimals: 2 },
];

describe('scale barcode rules', () => {
  it('answers the defaults; the owner saves the shop’s own, everyone reads them, null resets; audited', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    expect((await shop.cashierApi.get(url(b))).json()).toEqual(DEFAULTS);

    const saved = await shop.ownerApi.put(url(b), { rules: MINE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ rules: MINE, isDefault: false });
    expect((await shop.cashierApi.get(url(b))).json()).toEqual({ rules: MINE, isDefault: false });
    const [row] = await ctx.db.select().from(businessSettings).where(eq(businessSettings.businessId, b));
    expect(row.scaleBarcodeRules).toEqual(MINE);

    // An empty list is the shop's choice (no scale labels), not the defaults.
    expect((await shop.ownerApi.put(url(b), { rules: [] })).json()).toEqual({ rules: [], isDefault: false });
    expect((await shop.ownerApi.put(url(b), { rules: null })).json()).toEqual(DEFAULTS);
    expect((await shop.cashierApi.get(url(b))).json()).toEqual(DEFAULTS);

    const audit = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.entityType, 'business_settings')));
    expect(audit.map((a) => a.action)).toEqual(['scale_barcodes.save', 'scale_barcodes.save', 'scale_barcodes.reset']);
  });

  it.each([
    ['no rules key', {}],
    ['rules not a list', { rules: 'x' }],
    ['a prefix of letters', { rules: [{ ...MINE[0], prefix: 'ab' }] }],
    ['a 4-digit prefix', { rules: [{ ...MINE[0], prefix: '2222' }] }],
    ['an empty prefix', { rules: [{ ...MINE[0], prefix: '' }] }],
    ['a 3-digit item code', { rules: [{ ...MINE[0], itemDigits: 3 }] }],
    ['a 7-digit item code', { rules: [{ ...MINE[0], itemDigits: 7 }] }],
    ['another kind', { rules: [{ ...MINE[0], kind: 'count' }] }],
    ['3 decimals of a price', { rules: [{ ...MINE[1], decimals: 3 }] }],
    ['negative decimals', { rules: [{ ...MINE[0], decimals: -1 }] }],
    ['two rules of one prefix', { rules: [MINE[0], { ...MINE[1], prefix: '22' }] }],
    ['a prefix beginning another', { rules: [MINE[0], { ...MINE[1], prefix: '2' }] }],
    ['eleven rules', { rules: Array.from({ length: 11 }, (_, i) => ({ ...MINE[0], prefix: String(100 + i) })) }],
  ])('refuses %s (400) and keeps what was saved', async (_name, body) => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.ownerApi.put(url(b), { rules: MINE });
    const res = await shop.ownerApi.put(url(b), body);
    expect(res.statusCode).toBe(400);
    expect((await shop.ownerApi.get(url(b))).json().rules).toEqual(MINE);
  });

  it('says which rule overlaps, with its code', async () => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.put(url(shop.business.id), { rules: [MINE[0], { ...MINE[1], prefix: '2' }] });
    expect(res.json().fieldErrors).toEqual({
      'rules.1.prefix': ['Two rules start with the same digits: one prefix may not begin another'],
    });
  });

  it('a cashier reads but does not save (403)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    expect((await shop.cashierApi.put(url(b), { rules: MINE })).statusCode).toBe(403);
    expect((await shop.cashierApi.put(url(b), { rules: null })).statusCode).toBe(403);
    expect((await shop.cashierApi.get(url(b))).json()).toEqual(DEFAULTS);
  });

  it('another business’s rules are not found (404) and stay as they were', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.ownerApi.put(url(b), { rules: MINE });
    expect((await other.ownerApi.get(url(b))).statusCode).toBe(404);
    expect((await other.cashierApi.get(url(b))).statusCode).toBe(404);
    expect((await other.ownerApi.put(url(b), { rules: null })).statusCode).toBe(404);
    expect((await shop.ownerApi.get(url(b))).json().rules).toEqual(MINE);
  });

  it('needs the point of sale module', async () => {
    const shop = await createShop(ctx.app, { modules: ['inventory'] });
    const res = await shop.ownerApi.put(url(shop.business.id), { rules: MINE });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MODULE_NOT_SUBSCRIBED');
  });
});

describe('a product’s scale item code (PLU)', () => {
  const base = { sellingPrice: 480, stock: 10, unit: 'kg' };

  it('is saved (leading zeros dropped), listed, cleared, and reaches the till’s catalogue', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const created = await shop.ownerApi.post(CATALOG_PATHS.products(b), { ...base, name: 'Beans', scaleCode: ' 012345 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().scaleCode).toBe('12345');
    const plain = await shop.ownerApi.post(CATALOG_PATHS.products(b), { ...base, name: 'Salt', scaleCode: '' });
    expect(plain.json().scaleCode).toBeNull();

    const list = (await shop.ownerApi.get(CATALOG_PATHS.products(b))).json() as { name: string; scaleCode: string | null }[];
    expect(list.map((p) => [p.name, p.scaleCode])).toEqual([
      ['Beans', '12345'],
      ['Salt', null],
    ]);
    const pos = (await shop.cashierApi.get(SALES_PATHS.pos(b))).json() as { products: { name: string; scaleCode?: string }[] };
    expect(pos.products.find((p) => p.name === 'Beans')?.scaleCode).toBe('12345');
    expect(pos.products.find((p) => p.name === 'Salt')).not.toHaveProperty('scaleCode');

    const id = created.json().id as number;
    const updated = await shop.ownerApi.put(CATALOG_PATHS.product(id), { ...base, name: 'Beans', scaleCode: '777' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().scaleCode).toBe('777');
    const cleared = await shop.ownerApi.put(CATALOG_PATHS.product(id), { ...base, name: 'Beans', scaleCode: null });
    expect(cleared.json().scaleCode).toBeNull();
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
    expect(row.scaleCode).toBeNull();
  });

  it('is unique among the shop’s active products (409), not across shops, and free again once the product is deleted', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    const first = await shop.ownerApi.post(CATALOG_PATHS.products(b), { ...base, name: 'Beans', scaleCode: '12345' });
    const dup = await shop.ownerApi.post(CATALOG_PATHS.products(b), { ...base, name: 'Leeks', scaleCode: '012345' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: 'A product with this scale item code already exists', code: 'SCALE_CODE_TAKEN' });
    const second = await shop.ownerApi.post(CATALOG_PATHS.products(b), { ...base, name: 'Leeks', scaleCode: '54321' });
    const clash = await shop.ownerApi.put(CATALOG_PATHS.product(second.json().id), { ...base, name: 'Leeks', scaleCode: '12345' });
    expect(clash.statusCode).toBe(409);
    expect(
      (await other.ownerApi.post(CATALOG_PATHS.products(other.business.id), { ...base, name: 'Beans', scaleCode: '12345' })).statusCode,
    ).toBe(201);
    expect((await shop.ownerApi.delete(CATALOG_PATHS.product(first.json().id))).statusCode).toBe(200);
    expect((await shop.ownerApi.post(CATALOG_PATHS.products(b), { ...base, name: 'Beans again', scaleCode: '12345' })).statusCode).toBe(
      201,
    );
  });

  it.each(['1234567', '12a45', '0', '000', '-1', 12345])('refuses %j (400, its code)', async (scaleCode) => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(CATALOG_PATHS.products(shop.business.id), { ...base, name: 'Beans', scaleCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ scaleCode: ['The scale item code is 1 to 6 digits, not all zeros'] });
  });
});
