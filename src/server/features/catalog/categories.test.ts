import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const categoriesUrl = (id: number) => `/api/businesses/${id}/categories`;
const categoryUrl = (businessId: number, id: number) => `/api/businesses/${businessId}/categories/${id}`;

async function aCategoryWithProducts(name: string, productNames: string[]) {
  const category = (await shop.ownerApi.post(categoriesUrl(shop.business.id), { name })).json() as { id: number };
  for (const p of productNames) {
    const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
      name: p,
      sellingPrice: 100,
      stock: 5,
      category: name,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return category.id;
}

async function categoryOf(productName: string) {
  const inventory = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/inventory`)).json() as {
    products: { name: string; category: string | null }[];
  };
  return inventory.products.find((p) => p.name === productName)?.category;
}

describe('renaming and deleting categories', () => {
  it('renames a category and its products follow; a clash with another name is 409', async () => {
    const id = await aCategoryWithProducts('Biscuts', ['Marie Biscuits 100g']);
    const res = await shop.ownerApi.put(categoryUrl(shop.business.id, id), { name: 'Biscuits', description: 'Sweet and savoury' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Biscuits', description: 'Sweet and savoury' });
    expect(await categoryOf('Marie Biscuits 100g')).toBe('Biscuits');

    await shop.ownerApi.post(categoriesUrl(shop.business.id), { name: 'Tea' });
    const clash = await shop.ownerApi.put(categoryUrl(shop.business.id, id), { name: 'TEA' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A category with this name already exists');
    expect(await categoryOf('Marie Biscuits 100g')).toBe('Biscuits');
  });

  it('deletes a category; its products stay, uncategorised, and the name is free again', async () => {
    const id = await aCategoryWithProducts('Seasonal', ['Avurudu Kavum', 'Kokis Pack']);
    const res = await shop.ownerApi.delete(categoryUrl(shop.business.id, id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, productsMoved: 2 });
    expect(await categoryOf('Avurudu Kavum')).toBeNull();
    expect(await categoryOf('Kokis Pack')).toBeNull();
    const names = ((await shop.ownerApi.get(categoriesUrl(shop.business.id))).json() as { name: string }[]).map((c) => c.name);
    expect(names).not.toContain('Seasonal');
    expect((await shop.ownerApi.post(categoriesUrl(shop.business.id), { name: 'Seasonal' })).statusCode).toBe(201);
    expect((await shop.ownerApi.delete(categoryUrl(shop.business.id, id))).statusCode).toBe(404);
  });

  it("answers 404 for another business's category and changes nothing; refuses cashiers and bad input", async () => {
    const id = await aCategoryWithProducts('Dairy', ['Fresh Milk 1l']);
    expect((await other.ownerApi.put(categoryUrl(other.business.id, id), { name: 'Stolen' })).statusCode).toBe(404);
    expect((await other.ownerApi.delete(categoryUrl(other.business.id, id))).statusCode).toBe(404);
    expect((await shop.cashierApi.put(categoryUrl(shop.business.id, id), { name: 'Cashier' })).statusCode).toBe(403);
    expect((await shop.cashierApi.delete(categoryUrl(shop.business.id, id))).statusCode).toBe(403);
    const empty = await shop.ownerApi.put(categoryUrl(shop.business.id, id), { name: '\u200b' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Category name is required');
    expect(await categoryOf('Fresh Milk 1l')).toBe('Dairy');
  });
});
