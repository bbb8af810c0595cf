/**
 * VAT at the till through the API (decision 0008): a sale is priced by the tax configuration in
 * force on its date — VAT only when registered, shelf prices inclusive or exclusive, discounts
 * before VAT, exempt and zero-rated lines, the MRP — and keeps those figures when the configuration
 * changes later.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sales } from '#server/db/schema';
import { createShop, setTaxConfiguration, type Api } from '#testing/factories';
import { checkInvariants } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

async function addProduct(shop: Shop, body: Record<string, unknown>) {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { stock: 100, vatRate: 18, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

const sell = (api: Api, businessId: number, body: unknown) =>
  api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': randomUUID() });

async function shopPricing(mode: { vatRegistered: boolean; pricesIncludeVat: boolean } | null) {
  const shop = await createShop(ctx.app);
  if (mode) await setTaxConfiguration(ctx.db, shop.business.id, mode);
  return shop;
}

describe('a sale priced by the shop’s tax configuration', () => {
  it.each([
    ['registered, inclusive', { vatRegistered: true, pricesIncludeVat: true }, { totalAmount: 118, vatAmount: 18, subtotal: 100 }],
    ['not registered, inclusive', { vatRegistered: false, pricesIncludeVat: true }, { totalAmount: 118, vatAmount: 0, subtotal: 118 }],
    ['not registered, exclusive', { vatRegistered: false, pricesIncludeVat: false }, { totalAmount: 118, vatAmount: 0, subtotal: 118 }],
    ['no configuration saved (the defaults)', null, { totalAmount: 118, vatAmount: 0, subtotal: 118 }],
    ['registered, exclusive', { vatRegistered: true, pricesIncludeVat: false }, { totalAmount: 139.24, vatAmount: 21.24, subtotal: 118 }],
  ] as const)('%s: a 118.00 item at VAT 18', async (_name, mode, want) => {
    const shop = await shopPricing(mode);
    const p = await addProduct(shop, { name: 'Biscuits', sellingPrice: 118 });
    const res = await sell(shop.cashierApi, shop.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash' });
    expect(res.statusCode).toBe(201);
    const registered = mode?.vatRegistered ?? false;
    expect(res.json()).toMatchObject({ ...want, vatRegistered: registered, pricesIncludeVat: mode?.pricesIncludeVat ?? true });
    expect(res.json().items[0]).toMatchObject({
      subtotal: want.subtotal,
      vatAmount: want.vatAmount,
      total: want.totalAmount,
      vatRate: registered ? 18 : 0,
    });
  });

  it('a discount reduces the VAT base: 118.00 less 18.00 → 100.00 paid, VAT 15.25', async () => {
    const shop = await shopPricing({ vatRegistered: true, pricesIncludeVat: true });
    const p = await addProduct(shop, { name: 'Biscuits', sellingPrice: 118 });
    // By the owner: a cashier's 15% would need a manager's PIN.
    const res = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      discountAmount: '18.00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalAmount: 100, vatAmount: 15.25, subtotal: 84.75, discountAmount: 18 });
    expect(res.json().items[0]).toMatchObject({ discountShare: 18, subtotal: 84.75, vatAmount: 15.25, total: 100 });
  });

  it('a mixed cart: exempt and zero-rated lines carry no VAT; the discount is shared over the lines in proportion', async () => {
    const shop = await shopPricing({ vatRegistered: true, pricesIncludeVat: true });
    const soap = await addProduct(shop, { name: 'Soap', sellingPrice: 118 });
    const rice = await addProduct(shop, { name: 'Rice', sellingPrice: 220, unit: 'kg', taxCategory: 'exempt' });
    const tea = await addProduct(shop, { name: 'Export Tea', sellingPrice: 100, taxCategory: 'zero_rated' });
    const res = await sell(shop.cashierApi, shop.business.id, {
      items: [
        { productId: soap.id, quantity: 2 },
        { productId: rice.id, quantity: '1.255' },
        { productId: tea.id, quantity: 1 },
      ],
      paymentMethod: 'card',
      discountAmount: '10.00',
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    // gross: soap 236.00, rice 220 × 1.255 = 276.10, tea 100.00 → 612.10; 10.00 shared: 3.86 / 4.51 / 1.63
    // (exact shares 3.8556 / 4.5107 / 1.6337: floors 3.85 / 4.51 / 1.63, the last cent to the largest remainder)
    expect(sale.items.map((i: { discountShare: number }) => i.discountShare)).toEqual([3.86, 4.51, 1.63]);
    // soap pays 232.14 with VAT 232.14 × 18/118 = 35.41 inside; rice and tea no VAT
    expect(sale.items.map((i: { vatAmount: number }) => i.vatAmount)).toEqual([35.41, 0, 0]);
    expect(sale.items.map((i: { taxCategory: string }) => i.taxCategory)).toEqual(['standard', 'exempt', 'zero_rated']);
    // Each line keeps the rate it was charged: what reports group VAT by.
    expect(sale.items.map((i: { vatRate: number }) => i.vatRate)).toEqual([18, 0, 0]);
    expect(sale).toMatchObject({ totalAmount: 602.1, vatAmount: 35.41, subtotal: 566.69 });
    expect((await checkInvariants(ctx.db, { businessId: shop.business.id })).violations).toEqual([]);
  });

  it('registering for VAT changes the sales made from then on; past sales keep their stored figures', async () => {
    const shop = await shopPricing(null);
    const p = await addProduct(shop, { name: 'Biscuits', sellingPrice: 118 });
    const before = await sell(shop.cashierApi, shop.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash' });
    expect(before.json()).toMatchObject({ vatAmount: 0, vatRegistered: false });
    // Registered from tomorrow: today's sales still charge no VAT.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await setTaxConfiguration(ctx.db, shop.business.id, { vatRegistered: true, pricesIncludeVat: true, effectiveFrom: tomorrow });
    const stillUnregistered = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
    });
    expect(stillUnregistered.json()).toMatchObject({ vatAmount: 0, vatRegistered: false });
    // Registered from today: the next sale holds VAT inside the same shelf price.
    await setTaxConfiguration(ctx.db, shop.business.id, { vatRegistered: true, pricesIncludeVat: true });
    const after = await sell(shop.cashierApi, shop.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash' });
    expect(after.json()).toMatchObject({ totalAmount: 118, vatAmount: 18, vatRegistered: true, pricesIncludeVat: true });
    const reread = await shop.cashierApi.get(`/api/businesses/${shop.business.id}/sales/${before.json().id}`);
    // Read back it is the same sale, plus what only a read answers (its status, returns, line ids).
    expect(reread.json()).toMatchObject({ ...before.json(), status: 'completed', returns: [] });
  });
});

describe('the MRP at the till', () => {
  it('a line priced above its MRP is refused (422 ABOVE_MRP) and nothing is written', async () => {
    const shop = await shopPricing({ vatRegistered: true, pricesIncludeVat: true });
    const p = await addProduct(shop, { name: 'Milk Powder 400 g', sellingPrice: 1150, mrp: 1200, stock: 5 });
    // A price the product form would refuse, set behind the API's back (an import gone wrong, say).
    await ctx.db.update(products).set({ mrpCents: 110_000 }).where(eq(products.id, p.id));
    const res = await sell(shop.cashierApi, shop.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ABOVE_MRP' });
    expect(res.json().message).toContain('Milk Powder 400 g');
    const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, p.id));
    expect(row.stock).toBe(5000);
    const [n] = await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, shop.business.id));
    expect(n.n).toBe(0);
  });
});
