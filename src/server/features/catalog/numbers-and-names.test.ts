import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

/**
 * Numbers and names through the API: the server accepts only plain decimals within the
 * shared bounds (src/shared/domain/bounds.ts), answers 400 with the field for anything else (never
 * a 500, never a stored value that breaks a later page), and stores names normalised.
 */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
});
afterAll(async () => ctx.close());

const productsUrl = () => `/api/businesses/${shop.business.id}/products`;
const categoriesUrl = () => `/api/businesses/${shop.business.id}/categories`;
const createProduct = (body: Record<string, unknown>) =>
  shop.ownerApi.post(productsUrl(), { name: `P ${randomUUID().slice(0, 8)}`, sellingPrice: 10, stock: 1, ...body });

describe('money and quantities: only plain decimals (13.4)', () => {
  it.each([['Rs. 450'], ['1,250'], ['.450'], ['450.'], ['0x10'], ['1e3'], [' 12 '], ['Infinity'], ['NaN'], ['+5']])(
    'a selling price of %j is refused with the field, nothing saved',
    async (sellingPrice) => {
      const res = await createProduct({ sellingPrice });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors?.sellingPrice?.[0]).toBe('Selling price must be a number, like 1250.50');
    },
  );

  it.each([[null], [''], ['  ']])('a selling price of %j is missing: "Selling price is required"', async (sellingPrice) => {
    const res = await createProduct({ sellingPrice });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.sellingPrice).toEqual(['Selling price is required']);
  });

  it('plain decimal text and JSON numbers are accepted', async () => {
    const a = await createProduct({ sellingPrice: '1250.50', stock: '3' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ sellingPrice: 1250.5, stock: 3 });
    const b = await createProduct({ sellingPrice: 450, stock: 2.5, unit: 'kg' });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ sellingPrice: 450, stock: 2.5 });
  });
});

describe('bounds (14.1)', () => {
  it('a barcode typed into stock is refused with the field message; the inventory still loads', async () => {
    const res = await createProduct({ name: 'Barcode typed into stock', sellingPrice: 250, stock: 4790001234567 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.stock).toEqual(['Stock must be at most 1,000,000']);
    const inventory = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/inventory`);
    expect(inventory.statusCode).toBe(200);
  });

  it('products at the largest allowed stock and prices keep the inventory and its summary working', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await createProduct({ sellingPrice: 10_000_000, buyingPrice: 10_000_000, stock: 1_000_000 });
      expect(res.statusCode).toBe(201);
    }
    const inventory = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/inventory`);
    expect(inventory.statusCode).toBe(200);
    expect(inventory.json().stats.valueAtBuyingPrice).toBeGreaterThanOrEqual(12 * 10_000_000 * 1_000_000);
  });

  it.each([
    ['sellingPrice', 10_000_000.01, 'Selling price must be at most LKR 10,000,000.00'],
    ['buyingPrice', 1e15, 'Buying price must be at most LKR 10,000,000.00'],
    ['stock', 1e13, 'Stock must be at most 1,000,000'],
    ['lowStockThreshold', 1_000_001, 'Low stock threshold must be at most 1,000,000'],
  ])('product %s of %d is refused with 400 and the field', async (field, value, message) => {
    const res = await createProduct({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.[field]).toEqual([message]);
    const created = await createProduct({});
    const update = await shop.ownerApi.put(`/api/products/${created.json().id}`, {
      name: 'Upd',
      sellingPrice: 1,
      stock: 1,
      [field]: value,
    });
    expect(update.statusCode).toBe(400);
  });
});

describe('large numbers answer 400, never 500 (14.2)', () => {
  it('a debtor payment of 1e15 is refused with the field', async () => {
    const d = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/debtors`, { name: 'Nimal', totalDebt: 100 });
    expect(d.statusCode).toBe(201);
    const res = await shop.ownerApi.post(
      `/api/debtors/${d.json().id}/payments`,
      { amount: 1e15, paymentDate: '2026-11-01' },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.amount).toBeDefined();
  });

  it('a sale quantity of 1e13 and a discount of 1e15 are refused with the field', async () => {
    const p = await createProduct({ sellingPrice: 100, stock: 100 });
    const sell = (body: Record<string, unknown>) =>
      shop.ownerApi.post(
        `/api/businesses/${shop.business.id}/sales`,
        { items: [{ productId: p.json().id, quantity: 1 }], paymentMethod: 'cash', ...body },
        { 'idempotency-key': randomUUID() },
      );
    const qty = await sell({ items: [{ productId: p.json().id, quantity: 1e13 }] });
    expect(qty.statusCode).toBe(400);
    expect(qty.json().fieldErrors?.['items.0.quantity']).toBeDefined();
    const discount = await sell({ discountAmount: 1e15 });
    expect(discount.statusCode).toBe(400);
    expect(discount.json().fieldErrors?.discountAmount).toBeDefined();
  });
});

describe('a combination too large to compute exactly (14.2)', () => {
  it('a cart of 100 maximal lines (LKR 10^14 in total) answers 400, not 500, and records nothing', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const p = await createProduct({ sellingPrice: 10_000_000, stock: 1_000_000, vatRate: 0 });
      expect(p.statusCode).toBe(201);
      ids.push(p.json().id);
    }
    const items = ids.flatMap((productId) => Array.from({ length: 10 }, () => ({ productId, quantity: 100_000 })));
    const res = await shop.ownerApi.post(
      `/api/businesses/${shop.business.id}/sales`,
      { items, paymentMethod: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The numbers are too large to compute exactly', code: 'NUMBERS_TOO_LARGE' });
    const inventory = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/inventory`);
    const stocks = inventory
      .json()
      .products.filter((p: { id: number }) => ids.includes(p.id))
      .map((p: { stock: number }) => p.stock);
    expect(stocks).toEqual(ids.map(() => 1_000_000));
  });
});

describe('names that look like something else (14.9)', () => {
  it('a name of only a zero-width space is refused as required', async () => {
    const res = await createProduct({ name: '\u200b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.name).toEqual(['Product name is required']);
    const cat = await shop.ownerApi.post(categoriesUrl(), { name: '\u200b\u202e ' });
    expect(cat.statusCode).toBe(400);
  });

  it('"Sugar" + U+200B is the same category as "Sugar"; names are stored normalised', async () => {
    const a = await shop.ownerApi.post(categoriesUrl(), { name: 'Sugar' });
    expect(a.statusCode).toBe(201);
    const b = await shop.ownerApi.post(categoriesUrl(), { name: 'Sugar\u200b' });
    expect(b.statusCode).toBe(409);
    const c = await shop.ownerApi.post(categoriesUrl(), { name: '\u2066Cafe\u0301\u2069' });
    expect(c.statusCode).toBe(201);
    expect(c.json().name).toBe('Caf\u00e9');
  });

  it('bidi overrides are removed from names', async () => {
    const res = await createProduct({ name: 'Invoice\u202egpj.exe' });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Invoicegpj.exe');
    const csv = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/reports/inventory.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Invoicegpj.exe');
    expect(csv.body).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('a 201-emoji name is too long, not missing', async () => {
    const res = await createProduct({ name: '😀'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.name).toEqual(['Product name must be at most 200 characters']);
    const ok = await createProduct({ name: '😀'.repeat(200) });
    expect(ok.statusCode).toBe(201);
  });

  it('migration 0019 normalises names stored before, leaving a category that would collide', async () => {
    const own = shop.business.id;
    await ctx.db.insert(categories).values([
      { businessId: own, name: 'Rice\u200b' },
      { businessId: own, name: '\u202eTea' },
      { businessId: own, name: 'Salt' },
      { businessId: own, name: 'Salt\u2060' },
    ]);
    await ctx.db.insert(products).values({
      businessId: own,
      name: ' Cafe\u0301 \u200d',
      category: 'Rice\u200b',
      sellingPriceCents: 100,
      stock: 0,
      vatRateBp: 0,
    });
    const file = new URL('../../db/migrations/0019_normalized-names.sql', import.meta.url);
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await ctx.db.execute(sql.raw(statement));
    const names = (await ctx.db.select({ name: categories.name }).from(categories).where(eq(categories.businessId, own))).map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Rice', 'Tea', 'Salt', 'Salt\u2060']));
    const [p] = await ctx.db
      .select({ name: products.name, category: products.category })
      .from(products)
      .where(and(eq(products.businessId, own), eq(products.category, 'Rice')));
    expect(p).toEqual({ name: 'Caf\u00e9', category: 'Rice' });
  });
});
