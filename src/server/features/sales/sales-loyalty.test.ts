import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerLoyaltyPoints, products, sales } from '#server/db/schema';
import { createShop, setTaxConfiguration, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

// These tests work at 1 point per rupee (round figures); the default is 0.01 (settings.test.ts).
async function shopWith(settings: Record<string, unknown> = { crmEnabled: true, loyaltyEnabled: true, pointsPerRupee: 1 }) {
  const shop = await createShop(ctx.app);
  const s = await shop.ownerApi.post('/api/business-settings', settings);
  expect(s.statusCode).toBe(200);
  // A VAT-registered shop whose shelf prices include VAT (the default pricing).
  await setTaxConfiguration(ctx.db, shop.business.id, { vatRegistered: true, pricesIncludeVat: true });
  return shop;
}

async function addProduct(shop: Shop, body: Record<string, unknown>) {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
    stock: 100,
    vatRate: 0,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

async function addCustomer(shop: Shop, api: Api = shop.ownerApi, name = 'Saman Kumara', phone = '0771112233') {
  const res = await api.post(`/api/businesses/${shop.business.id}/customers`, { name, phone });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

const sell = (api: Api, businessId: number, body: unknown, key: string = randomUUID()) =>
  api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': key });

const customerOf = async (shop: Shop, id: number) => (await shop.ownerApi.get(`/api/customers/${id}`)).json();

async function stockOf(id: number) {
  const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}
async function salesCount(businessId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, businessId));
  return row.n;
}
async function ledgerCount(businessId: number, customerId: number) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(customerLoyaltyPoints)
    .where(and(eq(customerLoyaltyPoints.businessId, businessId), eq(customerLoyaltyPoints.customerId, customerId)));
  return row.n;
}

describe('POST /sales with a customer', () => {
  it('earns floor(total × pointsPerRupee) points, updates the totals and replays the same body', async () => {
    const shop = await shopWith({ crmEnabled: true, loyaltyEnabled: true, pointsPerRupee: 1.25 });
    // 145.67 (VAT inside) × 1.25 = 182.0875 → 182 points
    const p = await addProduct(shop, { name: 'Milk Powder', sellingPrice: 145.67, vatRate: 18 });
    const c = await addCustomer(shop);
    const key = randomUUID();
    const body = { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash', customerId: c.id };
    const res = await sell(shop.cashierApi, shop.business.id, body, key);
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      totalAmount: 145.67,
      customerId: c.id,
      customerName: 'Saman Kumara',
      pointsEarned: 182,
      pointsRedeemed: 0,
      loyaltyBalance: 182,
    });
    expect(await customerOf(shop, c.id)).toMatchObject({ loyaltyPoints: 182, totalSpent: 145.67, totalPurchases: 1 });

    const replay = await sell(shop.cashierApi, shop.business.id, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(sale);
    expect(await customerOf(shop, c.id)).toMatchObject({ loyaltyPoints: 182, totalPurchases: 1 });
    // the reprint shows the same figures (and, read back, the status and what came back of it)
    expect((await shop.cashierApi.get(`/api/businesses/${shop.business.id}/sales/${sale.id}`)).json()).toMatchObject(sale);
  });

  it('a sale without a customer carries no loyalty fields', async () => {
    const shop = await shopWith();
    const p = await addProduct(shop, { name: 'Bread', sellingPrice: 100 });
    const sale = (await sell(shop.ownerApi, shop.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash' })).json();
    expect(sale.customerId).toBeNull();
    expect(sale).not.toHaveProperty('pointsEarned');
    expect(sale).not.toHaveProperty('loyaltyBalance');
  });

  it('redeeming more points than the balance → 400 and nothing written', async () => {
    const shop = await shopWith();
    const p = await addProduct(shop, { name: 'Sugar', sellingPrice: 300, stock: 50 });
    const c = await addCustomer(shop);
    const first = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      customerId: c.id,
    });
    expect(first.json().loyaltyBalance).toBe(300);
    const before = {
      stock: await stockOf(p.id),
      sales: await salesCount(shop.business.id),
      ledger: await ledgerCount(shop.business.id, c.id),
    };

    const res = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 2 }],
      paymentMethod: 'cash',
      customerId: c.id,
      redeemPoints: 301,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Insufficient loyalty points');
    expect({
      stock: await stockOf(p.id),
      sales: await salesCount(shop.business.id),
      ledger: await ledgerCount(shop.business.id, c.id),
    }).toEqual(before);
    expect(await customerOf(shop, c.id)).toMatchObject({ loyaltyPoints: 300, totalPurchases: 1, totalSpent: 300 });
  });

  it('redemption reduces the total and points are earned on the reduced total; it may not exceed the total', async () => {
    const shop = await shopWith();
    const p = await addProduct(shop, { name: 'Dhal', sellingPrice: 500, stock: 50 });
    const c = await addCustomer(shop);
    await sell(shop.ownerApi, shop.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash', customerId: c.id }); // 500 points

    const res = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      customerId: c.id,
      redeemPoints: 200,
      discountAmount: 10,
    });
    expect(res.statusCode).toBe(201);
    // 500 − 10 manual − 200 points = 290 paid → 290 points earned; 500 − 200 + 290 = 590
    expect(res.json()).toMatchObject({
      discountAmount: 210,
      totalAmount: 290,
      pointsRedeemed: 200,
      pointsEarned: 290,
      loyaltyBalance: 590,
    });
    expect(await customerOf(shop, c.id)).toMatchObject({ loyaltyPoints: 590, totalSpent: 790, totalPurchases: 2 });
    const entries = await ctx.db
      .select()
      .from(customerLoyaltyPoints)
      .where(and(eq(customerLoyaltyPoints.customerId, c.id), eq(customerLoyaltyPoints.saleId, res.json().id)));
    expect(entries.map((e) => [e.transactionType, e.pointsRedeemed, e.pointsEarned, e.pointsBalance]).sort()).toEqual([
      ['earned', 0, 290, 590],
      ['redeemed', 200, 0, 300],
    ]);

    // more points than the sale is worth → 400, nothing written
    const stock = await stockOf(p.id);
    const tooMuch = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      customerId: c.id,
      redeemPoints: 501,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Discount cannot exceed the sale total');
    expect(await stockOf(p.id)).toBe(stock);
    expect(await customerOf(shop, c.id)).toMatchObject({ loyaltyPoints: 590, totalPurchases: 2 });

    // points without a customer → 400
    const noCustomer = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      redeemPoints: 5,
    });
    expect(noCustomer.statusCode).toBe(400);
    // negative or fractional points → 400
    for (const redeemPoints of [-1, 1.5]) {
      const bad = await sell(shop.cashierApi, shop.business.id, {
        items: [{ productId: p.id, quantity: 1 }],
        paymentMethod: 'cash',
        customerId: c.id,
        redeemPoints,
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('applies the tier discount for a silver customer (5%) only when asked, and not when loyalty is off', async () => {
    const shop = await shopWith();
    const big = await addProduct(shop, { name: 'Rice Sack', sellingPrice: 10000, stock: 10 });
    const p = await addProduct(shop, { name: 'Tea', sellingPrice: 1180, stock: 10, vatRate: 18 });
    const c = await addCustomer(shop);
    const first = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: big.id, quantity: 1 }],
      paymentMethod: 'cash',
      customerId: c.id,
      applyTierDiscount: true, // still bronze: 0%
    });
    expect(first.json()).toMatchObject({ discountAmount: 0, totalAmount: 10000 });
    expect(await customerOf(shop, c.id)).toMatchObject({ loyaltyTier: 'silver' });

    const res = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'card',
      customerId: c.id,
      applyTierDiscount: true,
    });
    // 1180 with VAT inside; 5% = 59 off BEFORE VAT → 1121 paid, VAT 1121 × 18/118 = 171.00, 1121 points
    expect(res.json()).toMatchObject({ discountAmount: 59, totalAmount: 1121, vatAmount: 171, pointsEarned: 1121 });

    const without = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'card',
      customerId: c.id,
    });
    expect(without.json()).toMatchObject({ discountAmount: 0, totalAmount: 1180 });

    await shop.ownerApi.post('/api/business-settings', { loyaltyEnabled: false });
    const off = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'card',
      customerId: c.id,
      applyTierDiscount: true,
    });
    expect(off.json()).toMatchObject({ discountAmount: 0, totalAmount: 1180, pointsEarned: 0 });
  });

  it("another business's customer → 404 and nothing written", async () => {
    const shop = await shopWith();
    const other = await shopWith();
    const theirs = await addCustomer(other);
    const p = await addProduct(shop, { name: 'Soap', sellingPrice: 95, stock: 5 });
    const res = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      customerId: theirs.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Customer not found');
    expect(await stockOf(p.id)).toBe(5000);
    expect(await salesCount(shop.business.id)).toBe(0);
    expect(await customerOf(other, theirs.id)).toMatchObject({ totalPurchases: 0, loyaltyPoints: 0 });
    // a customer id that does not exist at all
    const missing = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      customerId: 99_999_999,
    });
    expect(missing.statusCode).toBe(404);
    expect(await salesCount(shop.business.id)).toBe(0);
  });

  it('loyalty disabled → no points, but the totals and tier are still updated', async () => {
    const shop = await shopWith({ crmEnabled: true, loyaltyEnabled: false });
    const p = await addProduct(shop, { name: 'Flour', sellingPrice: 250 });
    const c = await addCustomer(shop);
    const res = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 2 }],
      paymentMethod: 'cash',
      customerId: c.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pointsEarned: 0, pointsRedeemed: 0, loyaltyBalance: 0, totalAmount: 500 });
    expect(await customerOf(shop, c.id)).toMatchObject({ loyaltyPoints: 0, totalSpent: 500, totalPurchases: 1, averageOrderValue: 500 });
    expect(await ledgerCount(shop.business.id, c.id)).toBe(0);
    // redeeming while loyalty is off → 400, nothing written
    const redeem = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'cash',
      customerId: c.id,
      redeemPoints: 1,
    });
    expect(redeem.statusCode).toBe(400);
    expect(await salesCount(shop.business.id)).toBe(1);
  });

  it('a cashier can create a customer and sell to them on credit', async () => {
    const shop = await shopWith();
    const p = await addProduct(shop, { name: 'Biscuits', sellingPrice: 150 });
    const c = await addCustomer(shop, shop.cashierApi, 'Nimal Perera', '0712223344');
    const list = await shop.cashierApi.get(`/api/businesses/${shop.business.id}/customers`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { id: number }) => x.id)).toContain(c.id);
    const res = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 2 }],
      paymentMethod: 'credit',
      customerId: c.id,
      debtorInfo: { name: 'Nimal Perera', phone: '0712223344' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paymentStatus: 'pending', customerName: 'Nimal Perera', pointsEarned: 300, loyaltyBalance: 300 });
  });
});
