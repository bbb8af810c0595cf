import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATHS } from '#shared/contracts/catalog-paths';
import { products } from '#server/db/schema';
import { createShop, setTaxConfiguration } from '#testing/factories';
import { commit, csv, preview } from '#testing/imports-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';

// A product row against its MRP: the same rule, and the same message, as the product form.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HEAD = ['SKU', 'Name', 'Selling price', 'MRP', 'Tax category'];
const ABOVE_MRP = 'Selling price cannot exceed the MRP';

async function skusOf(businessId: number) {
  const rows = await ctx.db.select({ sku: products.sku }).from(products).where(eq(products.businessId, businessId));
  return rows.map((r) => r.sku).sort();
}

describe('product import: the MRP with VAT added on top', () => {
  it('refuses in the preview and on commit a row whose price with VAT is above the MRP; at the MRP it is accepted', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: false });
    // Already in the catalogue at 90.00 (90.00 + 18% = 106.20 ≤ MRP 110.00); the file raises it.
    const jam = await shop.ownerApi.post(CATALOG_PATHS.products(b), { name: 'Jam', sku: 'J-1', sellingPrice: 90, mrp: 110, stock: 1 });
    expect(jam.statusCode, jam.body).toBe(201);
    const rows = [
      HEAD,
      // 100.00 + 18% = 118.00 > MRP 110.00, although 100.00 alone is below it.
      ['A-1', 'Butter', '100', '110', 'standard'],
      // 100.00 + 18% = 118.00 = MRP 118.00.
      ['A-2', 'Cheese', '100', '118', 'standard'],
      // Exempt: no VAT added, 100.00 ≤ MRP 110.00.
      ['A-3', 'Rice', '100', '110', 'exempt'],
      // The existing jam raised to 95.00: 95.00 + 17.10 = 112.10 > its MRP 110.00.
      ['J-1', 'Jam', '95', '110', 'standard'],
    ];
    const p = await preview(shop.ownerApi, b, 'products', 'mrp.csv', csv(rows));
    expect(p.counts).toEqual({ rows: 4, create: 2, update: 0, unchanged: 0, rejected: 2 });
    const expected = [
      { row: 2, field: 'sellingPrice', message: 'With VAT added the customer pays LKR 118.00, above the MRP' },
      { row: 5, field: 'sellingPrice', message: 'With VAT added the customer pays LKR 112.10, above the MRP' },
    ];
    expect(p.errors).toEqual(expected);

    const done = await commit(shop.ownerApi, b, p.id);
    expect(done.outcome).toEqual({ rows: 4, create: 2, update: 0, unchanged: 0, rejected: 2 });
    expect(done.errors).toEqual(expected);
    expect(await skusOf(b)).toEqual(['A-2', 'A-3', 'J-1']);
    const [kept] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.businessId, b), eq(products.sku, 'J-1')));
    expect(kept.sellingPriceCents).toBe(9_000);
  });
});

describe('product import: shelf prices that include VAT', () => {
  it('compares the price itself with the MRP', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: true });
    const rows = [
      HEAD,
      // 100.00 ≤ MRP 110.00: no VAT is added to a price that includes it.
      ['I-1', 'Butter', '100', '110', 'standard'],
      // 118.00 = MRP 118.00.
      ['I-2', 'Cheese', '118', '118', 'standard'],
      // 118.01 > MRP 118.00.
      ['I-3', 'Ghee', '118.01', '118', 'standard'],
    ];
    const p = await preview(shop.ownerApi, b, 'products', 'inclusive.csv', csv(rows));
    expect(p.counts).toEqual({ rows: 3, create: 2, update: 0, unchanged: 0, rejected: 1 });
    expect(p.errors).toEqual([{ row: 4, field: 'sellingPrice', message: ABOVE_MRP }]);
    await commit(shop.ownerApi, b, p.id);
    expect(await skusOf(b)).toEqual(['I-1', 'I-2']);
  });
});
