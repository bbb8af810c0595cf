/**
 * One source of truth for the VAT rate: a standard-rated line is charged the tax configuration's
 * rate in force on the sale's date, whatever rate an old product row still holds; the MRP bounds
 * what the customer pays (VAT included when it is added on top), online and on a sale made offline.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, saleExceptions } from '#server/db/schema';
import { createShop, setTaxConfiguration } from '#testing/factories';
import { checkInvariants } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, registeredTerminal, sell } from '#testing/terminals-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const cash = (productId: number, quantity = 1) => ({ items: [{ productId, quantity }], paymentMethod: 'cash' });

describe("the VAT rate is the configuration's", () => {
  it('a product left at an old 15% is charged the configured 18%; past sales keep what they were charged', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: false });
    const p = await addProduct(shop.ownerApi, b, { name: 'Biscuits', sellingPrice: 100, stock: 10 });
    // The row as an older Kade left it: its own 15%.
    await ctx.db.update(products).set({ vatRateBp: 1500 }).where(eq(products.id, p.id));
    const res = await sell(shop.cashierApi, b, cash(p.id));
    expect(res.statusCode, res.body).toBe(201);
    // Exclusive: 100.00 + 100.00 × 18% (18.00) = 118.00, not 100.00 + 15.00 = 115.00.
    expect(res.json()).toMatchObject({ subtotal: 100, vatAmount: 18, totalAmount: 118 });
    expect(res.json().items[0]).toMatchObject({ vatRate: 18, vatAmount: 18, total: 118 });

    // The configuration changes to 20% from today: the next sale is charged 20%, the first keeps 18%.
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: false, vatRateBp: 2000, effectiveFrom: day(0) });
    const later = await sell(shop.cashierApi, b, cash(p.id));
    // 100.00 + 100.00 × 20% (20.00) = 120.00.
    expect(later.json()).toMatchObject({ subtotal: 100, vatAmount: 20, totalAmount: 120 });
    const first = await shop.cashierApi.get(`/api/businesses/${b}/sales/${res.json().id}`);
    expect(first.json()).toMatchObject({ vatAmount: 18, totalAmount: 118 });
    expect(first.json().items[0]).toMatchObject({ vatRate: 18 });
    expect((await checkInvariants(ctx.db, { businessId: b })).violations).toEqual([]);
  });

  it('a configuration from tomorrow does not price today’s sale', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: true });
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 2000, effectiveFrom: day(2) });
    const p = await addProduct(shop.ownerApi, b, { name: 'Tea', sellingPrice: 118, stock: 10 });
    const res = await sell(shop.cashierApi, b, cash(p.id));
    // Inclusive 118.00 at today's 18%: VAT = 118.00 × 18 / 118 = 18.00.
    expect(res.json()).toMatchObject({ vatAmount: 18, totalAmount: 118 });
  });

  it('the till is told the rate (GET /pos pricing); its products carry no rate of their own', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: true });
    await addProduct(shop.ownerApi, b, { name: 'Tea', sellingPrice: 118, stock: 10 });
    const pos = await shop.cashierApi.get(`/api/businesses/${b}/pos`);
    expect(pos.json().pricing).toEqual({ vatRegistered: true, pricesIncludeVat: true, vatRate: 18, nbtRate: 0 });
    expect(pos.json().products[0]).not.toHaveProperty('vatRate');
  });
});

describe('the MRP is what the customer pays', () => {
  it('VAT on top: a price whose VAT takes it above the MRP is refused; one at the MRP sells', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    // Priced while the shelf prices included VAT; then the shop adds VAT on top.
    const over = await addProduct(shop.ownerApi, b, { name: 'Milk Powder', sellingPrice: 100, mrp: 110, stock: 5 });
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: false });
    // 100.00 + 18% = 118.00 > MRP 110.00 (the price before VAT, 100.00, is below it).
    const refused = await sell(shop.cashierApi, b, cash(over.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ABOVE_MRP' });
    // 100.00 + 18% = 118.00 = MRP 118.00.
    const at = await addProduct(shop.ownerApi, b, { name: 'Jam', sellingPrice: 100, mrp: 118, stock: 5 });
    const sold = await sell(shop.cashierApi, b, cash(at.id));
    expect(sold.statusCode).toBe(201);
    expect(sold.json().totalAmount).toBe(118);
  });

  it('a sale made offline above the MRP is kept and becomes an above_mrp exception', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    // Priced while the shelf prices included VAT; then the shop adds VAT on top.
    const p = await addProduct(shop.ownerApi, b, { name: 'Milk Powder', sellingPrice: 100, mrp: 110, stock: 5 });
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: false });
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const res = await sell(
      shop.cashierApi,
      b,
      {
        items: [{ productId: p.id, quantity: 1, price: 100 }],
        paymentMethod: 'cash',
        terminal: { id: t.id, deviceId: t.deviceId, number: 1 },
        soldAt: new Date(Date.now() - 30 * 60_000).toISOString(),
        offline: true,
      },
      randomUUID(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalAmount).toBe(118);
    expect(res.json().exceptions).toEqual([{ kind: 'above_mrp', productId: p.id }]);
    const [ex] = await ctx.db.select().from(saleExceptions).where(eq(saleExceptions.businessId, b));
    // What one unit cost the customer: 100.00 + 18.00 = 118.00, against the MRP 110.00.
    expect(ex).toMatchObject({ kind: 'above_mrp', productId: p.id, details: { paidPrice: 118, mrp: 110 } });
  });
});
