/**
 * The test kit builds a shop the way people do, through the API: these checks hold it to what a
 * shop owner and a cashier would see, so tests written with it start from a real shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { CATALOG_PATHS } from '#shared/contracts/catalog-paths';
import { createTestApp, type TestContext } from '#testing/test-app';
import { aCashier, aProduct, aSale, aShop, inProcess, type World } from '#testing/kit';

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestApp();
  world = inProcess(ctx.app);
});
afterAll(async () => ctx.close());

describe('the test kit', () => {
  it('builds an approved shop whose owner is signed in to it, with the modules asked for', async () => {
    const shop = await aShop(world, { modules: ['pos', 'inventory'] });
    const me = await shop.owner.agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.business).toMatchObject({ id: shop.businessId, name: shop.name, status: 'active' });
    // A module the shop did not take is refused (403), one it took answers.
    expect((await shop.owner.agent.get(`/api/businesses/${shop.businessId}/customers`)).status).toBe(403);
    expect((await shop.owner.agent.get(CATALOG_PATHS.products(shop.businessId))).status).toBe(200);
  });

  it('a cashier sells a product in their shift: stock goes down, and another shop cannot see the sale', async () => {
    const shop = await aShop(world);
    const cashier = await aCashier(shop);
    const soap = await aProduct(shop, { name: 'Sunlight soap', sellingPrice: 120, stock: 10 });
    const sale = await aSale(shop, { by: cashier, lines: [[soap, 3]] });
    expect(sale.totalAmount).toBe(360);
    expect(sale.items).toHaveLength(1);
    const list = await shop.owner.agent.get(CATALOG_PATHS.products(shop.businessId));
    expect(list.body.map((p: { id: number; stock: number }) => [p.id, p.stock])).toEqual([[soap.id, 7]]);

    const other = await aShop(world);
    expect((await other.owner.agent.get(SALES_PATHS.sale(shop.businessId, sale.id))).status).toBe(404);
    expect((await other.owner.agent.get(SALES_PATHS.sale(other.businessId, sale.id))).status).toBe(404);
  });

  it('says what the server answered when a step fails', async () => {
    const shop = await aShop(world);
    await expect(aProduct(shop, { name: '', sellingPrice: 10 })).rejects.toThrow(/add product: expected 201, got 400 .*Product name/);
  });
});
