import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, products } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let other: Awaited<ReturnType<typeof createShop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  other = await createShop(ctx.app);
});
afterAll(async () => ctx.close());

const productsUrl = (id: number) => `/api/businesses/${id}/products`;
const categoriesUrl = (id: number) => `/api/businesses/${id}/categories`;

describe('categories', () => {
  it('creates, lists, and refuses a duplicate name (any case) with 409', async () => {
    const res = await shop.ownerApi.post(categoriesUrl(shop.business.id), { name: ' Spices ', description: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Spices', description: null, isActive: true });
    const dup = await shop.ownerApi.post(categoriesUrl(shop.business.id), { name: 'SPICES' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A category with this name already exists');
    // the same name in another business is fine
    expect((await other.ownerApi.post(categoriesUrl(other.business.id), { name: 'Spices' })).statusCode).toBe(201);
    const list = await shop.ownerApi.get(categoriesUrl(shop.business.id));
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Spices']);
  });

  it('requires a name', async () => {
    const res = await shop.ownerApi.post(categoriesUrl(shop.business.id), { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Category name is required');
  });
});

describe('products', () => {
  it('creates with defaults and numbers given as text, reading numbers as numbers', async () => {
    const res = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Nadu Rice',
      sku: 'RICE-1',
      barcode: '4791234567890',
      category: 'Rice',
      sellingPrice: '245.50',
      stock: '12.5',
      unit: 'kg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Nadu Rice',
      nameSi: null,
      nameTa: null,
      sku: 'RICE-1',
      barcode: '4791234567890',
      scaleCode: null,
      category: 'Rice',
      buyingPrice: null,
      sellingPrice: 245.5,
      mrp: null,
      stock: 12.5,
      lowStockThreshold: 10,
      unit: 'kg',
      vatRate: 18,
      taxCategory: 'standard',
      expiryDate: null,
      supplierId: null,
      imageUrl: null,
      tracksBatches: false,
      ssclExempt: false,
      isActive: true,
      stockStatus: 'in_stock',
    });
    const minimal = await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Soap', sellingPrice: 95, stock: 0 });
    // a form sends empty text for optional fields
    const fromForm = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Form',
      sku: '',
      barcode: '',
      category: '',
      sellingPrice: '10',
      buyingPrice: '',
      stock: '1',
      lowStockThreshold: '',
      unit: 'pieces',
      vatRate: '',
      expiryDate: '',
    });
    expect(fromForm.statusCode).toBe(201);
    expect(fromForm.json()).toMatchObject({
      buyingPrice: null,
      lowStockThreshold: 10,
      vatRate: 18,
      sku: null,
      expiryDate: null,
    });
    expect(minimal.json()).toMatchObject({ unit: 'pieces', stock: 0, lowStockThreshold: 10, stockStatus: 'out_of_stock', sku: null });
  });

  it.each([
    [{ sellingPrice: 10, stock: 1 }, 'name', 'Product name is required'],
    [{ name: 'X', stock: 1 }, 'sellingPrice', 'Selling price is required'],
    [{ name: 'X', sellingPrice: '', stock: 1 }, 'sellingPrice', 'Selling price is required'],
    [{ name: 'X', sellingPrice: 10 }, 'stock', 'Stock quantity is required'],
    [{ name: 'X', sellingPrice: 10.001, stock: 1 }, 'sellingPrice', 'At most 2 decimal places'],
    [{ name: 'X', sellingPrice: 10, stock: 1.0001 }, 'stock', 'At most 3 decimal places'],
    [{ name: 'X', sellingPrice: 10, stock: 1, unit: 'barrels' }, 'unit', undefined],
  ])('answers 400 for %j', async (body, field, message) => {
    const res = await shop.ownerApi.post(productsUrl(shop.business.id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeDefined();
    if (message) expect(res.json().fieldErrors[field]).toContain(message);
  });

  it('keeps SKU and barcode unique within a business, but not across businesses', async () => {
    const base = { sellingPrice: 10, stock: 1 };
    expect((await shop.ownerApi.post(productsUrl(shop.business.id), { ...base, name: 'A', sku: 'DUP', barcode: '111' })).statusCode).toBe(
      201,
    );
    const sku = await shop.ownerApi.post(productsUrl(shop.business.id), { ...base, name: 'B', sku: 'DUP' });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().message).toBe('A product with this SKU already exists');
    const barcode = await shop.ownerApi.post(productsUrl(shop.business.id), { ...base, name: 'C', barcode: '111' });
    expect(barcode.statusCode).toBe(409);
    expect(barcode.json().message).toBe('A product with this barcode already exists');
    // empty SKUs never collide
    expect((await shop.ownerApi.post(productsUrl(shop.business.id), { ...base, name: 'D', sku: '' })).statusCode).toBe(201);
    expect((await shop.ownerApi.post(productsUrl(shop.business.id), { ...base, name: 'E', sku: '' })).statusCode).toBe(201);
    expect((await other.ownerApi.post(productsUrl(other.business.id), { ...base, name: 'A', sku: 'DUP', barcode: '111' })).statusCode).toBe(
      201,
    );
  });

  it('updates (auditing a stock change), deletes, and hides deleted products', async () => {
    const created = (
      await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Tea', sku: 'TEA', sellingPrice: 500, stock: 20 })
    ).json();
    const upd = await shop.ownerApi.put(`/api/products/${created.id}`, {
      name: 'Dilmah Tea',
      sku: 'TEA',
      sellingPrice: 550,
      buyingPrice: 400,
      stock: 5,
      lowStockThreshold: 6,
      stockAdjustment: { reason: 'damaged' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Dilmah Tea', sellingPrice: 550, buyingPrice: 400, stock: 5, stockStatus: 'low_stock' });
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityType, 'product'), eq(auditTrail.entityId, String(created.id))));
    const stockAudit = audits.find((a) => a.action === 'product.update.stock');
    expect(stockAudit).toBeDefined();
    expect((stockAudit!.before as { stock: number }).stock).toBe(20);
    expect((stockAudit!.after as { stock: number }).stock).toBe(5);

    const del = await shop.ownerApi.delete(`/api/products/${created.id}`);
    expect(del.statusCode).toBe(200);
    const list = (await shop.ownerApi.get(productsUrl(shop.business.id))).json();
    expect(list.find((p: { id: number }) => p.id === created.id)).toBeUndefined();
    expect((await shop.ownerApi.put(`/api/products/${created.id}`, { name: 'x', sellingPrice: 1, stock: 1 })).statusCode).toBe(404);
    expect((await shop.ownerApi.delete(`/api/products/${created.id}`)).statusCode).toBe(404);
    // the SKU is free again
    expect(
      (await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Tea 2', sku: 'TEA', sellingPrice: 1, stock: 1 })).statusCode,
    ).toBe(201);
  });

  it("answers 404 for another business's product and changes nothing", async () => {
    const theirs = (await other.ownerApi.post(productsUrl(other.business.id), { name: 'Theirs', sellingPrice: 100, stock: 3 })).json();
    const put = await shop.ownerApi.put(`/api/products/${theirs.id}`, { name: 'Mine now', sellingPrice: 1, stock: 999 });
    expect(put.statusCode).toBe(404);
    expect((await shop.ownerApi.delete(`/api/products/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, theirs.id));
    expect(row).toMatchObject({ name: 'Theirs', stock: 3000, isActive: true });
    expect((await shop.ownerApi.post(productsUrl(other.business.id), { name: 'X', sellingPrice: 1, stock: 1 })).statusCode).toBe(404);
  });

  it('forbids cashiers, unsubscribed businesses and pending businesses', async () => {
    const body = { name: 'X', sellingPrice: 1, stock: 1 };
    expect((await shop.cashierApi.post(productsUrl(shop.business.id), body)).statusCode).toBe(403);
    expect((await shop.cashierApi.post(categoriesUrl(shop.business.id), { name: 'C' })).statusCode).toBe(403);
    const mine = (await shop.ownerApi.post(productsUrl(shop.business.id), body)).json();
    expect((await shop.cashierApi.put(`/api/products/${mine.id}`, body)).statusCode).toBe(403);
    expect((await shop.cashierApi.delete(`/api/products/${mine.id}`)).statusCode).toBe(403);

    const noInventory = await createShop(ctx.app, { modules: ['pos'] });
    const res = await noInventory.ownerApi.post(productsUrl(noInventory.business.id), body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MODULE_NOT_SUBSCRIBED');
    const pending = await createShop(ctx.app, { status: 'pending' });
    expect((await pending.ownerApi.post(productsUrl(pending.business.id), body)).statusCode).toBe(403);
  });
});

describe('GET /inventory', () => {
  it('answers products, categories, low-stock products and stats (value at buying price, else selling price)', async () => {
    const s = await createShop(ctx.app);
    const url = productsUrl(s.business.id);
    await s.ownerApi.post(categoriesUrl(s.business.id), { name: 'Dairy' });
    await s.ownerApi.post(url, { name: 'Milk', category: 'Dairy', sellingPrice: 150, buyingPrice: 120, stock: 20 });
    await s.ownerApi.post(url, { name: 'Curd', category: 'Dairy', sellingPrice: 300, stock: 2 });
    await s.ownerApi.post(url, { name: 'Sugar', sellingPrice: 200, buyingPrice: 180, stock: 0.5, unit: 'kg' });
    await s.ownerApi.post(url, { name: 'Gone', sellingPrice: 10, stock: 0 });
    const res = await s.ownerApi.get(`/api/businesses/${s.business.id}/inventory`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(4);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Dairy']);
    expect(body.lowStockProducts.map((p: { name: string }) => p.name).sort()).toEqual(['Curd', 'Gone', 'Sugar']);
    expect(body.stats).toEqual({
      totalProducts: 4,
      totalCategories: 1,
      lowStockCount: 3,
      totalValue: 20 * 120 + 2 * 300 + 90,
      valueAtBuyingPrice: 20 * 120 + 90,
      valueAtSellingPrice: 600,
      productsValuedAtSellingPrice: 1,
    });
    expect((await s.cashierApi.get(`/api/businesses/${s.business.id}/inventory`)).statusCode).toBe(403);
    expect((await s.ownerApi.get(`/api/businesses/${other.business.id}/inventory`)).statusCode).toBe(404);
  });
});
