/**
 * Manual discounts through the API: line and cart discounts as amounts or percentages, before VAT,
 * in each pricing mode; a cashier's discount above the business's limit needs a manager's PIN.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, businessSettings, sales, users } from '#server/db/schema';
import { createShop, setTaxConfiguration, type Api } from '#testing/factories';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { hashPassword } from '#server/kernel/password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
type Mode = { vatRegistered: boolean; pricesIncludeVat: boolean };

async function addProduct(shop: Shop, name: string, sellingPrice: number) {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
    name,
    sellingPrice,
    stock: 100,
    vatRate: 18,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

const sell = (api: Api, businessId: number, body: unknown) =>
  api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': randomUUID() });

async function salesCount(businessId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, businessId));
  return row.n;
}

const INCLUSIVE = { vatRegistered: true, pricesIncludeVat: true };
const EXCLUSIVE = { vatRegistered: true, pricesIncludeVat: false };
const UNREGISTERED = { vatRegistered: false, pricesIncludeVat: true };

describe('line and cart discounts, before VAT', () => {
  // Soap 118.00 × 2 with 10% off its line (23.60 → 212.40), tea 100.00 with 5.00 off its line (95.00),
  // then 10% off the cart: 30.74 shared 212.40 : 95.00 → 21.24 and 9.50. By the owner (no limit).
  it.each<[string, Mode, { total: number; vat: number; subtotal: number; discount: number; lines: [number, number, number][] }]>([
    // inclusive: bases 191.16 and 85.50 are what is paid; VAT 191.16 × 18/118 = 29.16, 85.50 × 18/118 = 13.04.
    [
      'registered, inclusive',
      INCLUSIVE,
      {
        total: 276.66,
        vat: 42.2,
        subtotal: 234.46,
        discount: 59.34,
        lines: [
          [23.6, 44.84, 191.16],
          [5, 14.5, 85.5],
        ],
      },
    ],
    // exclusive: VAT 18% on top of 191.16 (34.41) and 85.50 (15.39).
    [
      'registered, exclusive',
      EXCLUSIVE,
      {
        total: 326.46,
        vat: 49.8,
        subtotal: 276.66,
        discount: 59.34,
        lines: [
          [23.6, 44.84, 225.57],
          [5, 14.5, 100.89],
        ],
      },
    ],
    [
      'not registered',
      UNREGISTERED,
      {
        total: 276.66,
        vat: 0,
        subtotal: 276.66,
        discount: 59.34,
        lines: [
          [23.6, 44.84, 191.16],
          [5, 14.5, 85.5],
        ],
      },
    ],
  ])('%s', async (_name, mode, want) => {
    const shop = await createShop(ctx.app);
    await setTaxConfiguration(ctx.db, shop.business.id, mode);
    const soap = await addProduct(shop, 'Soap', 118);
    const tea = await addProduct(shop, 'Tea', 100);
    const res = await sell(shop.ownerApi, shop.business.id, {
      items: [
        { productId: soap, quantity: 2, discountPercent: 10 },
        { productId: tea, quantity: 1, discountAmount: '5.00' },
      ],
      discountPercent: '10',
      paymentMethod: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({ totalAmount: want.total, vatAmount: want.vat, subtotal: want.subtotal, discountAmount: want.discount });
    expect(
      sale.items.map((i: { lineDiscount: number; discountShare: number; total: number }) => [i.lineDiscount, i.discountShare, i.total]),
    ).toEqual(want.lines);
    expect(sale.payments).toEqual([expect.objectContaining({ method: 'cash', amount: want.total })]);
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations, formatViolations(report)).toEqual([]);
  });

  it.each<[string, { items?: Record<string, unknown>[]; discountAmount?: number; discountPercent?: number }, string]>([
    ['an amount and a percentage on one line', { items: [{ discountAmount: 1, discountPercent: 5 }] }, 'items.0.discountPercent'],
    ['an amount and a percentage on the cart', { discountAmount: 1, discountPercent: 5 }, 'discountPercent'],
    ['a percentage above 100', { items: [{ discountPercent: 100.01 }] }, 'items.0.discountPercent'],
    ['a line discount above the line', { items: [{ discountAmount: 118.01 }] }, 'items'],
  ])('%s: 400 with the field, nothing sold', async (_name, extra, field) => {
    const shop = await createShop(ctx.app);
    const soap = await addProduct(shop, 'Soap', 118);
    const items = (extra.items ?? [{}]).map((i) => ({ productId: soap, quantity: 1, ...i }));
    const res = await sell(shop.ownerApi, shop.business.id, { paymentMethod: 'cash', ...extra, items });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors?.[field], res.body).toBeDefined();
    expect(await salesCount(shop.business.id)).toBe(0);
  });
});

describe('a cashier’s discount above the limit (default 5% of the sale)', () => {
  async function shopWithPin() {
    const shop = await createShop(ctx.app);
    const product = await addProduct(shop, 'Rice', 1000);
    await ctx.db
      .update(users)
      .set({ managerPinHash: await hashPassword('2468') })
      .where(eq(users.id, shop.owner.id));
    return { shop, product };
  }

  it('20% without approval: 403 and nothing sold; with the owner’s PIN: 201 and an audit entry; within the limit: no PIN', async () => {
    const { shop, product } = await shopWithPin();
    const b = shop.business.id;
    const twentyPercent = { items: [{ productId: product, quantity: 1 }], discountPercent: 20, paymentMethod: 'cash' };
    const refused = await sell(shop.cashierApi, b, twentyPercent);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'DISCOUNT_APPROVAL_REQUIRED', message: 'A manager must approve this discount' });
    // A line's own discount counts too.
    const lineRefused = await sell(shop.cashierApi, b, {
      items: [{ productId: product, quantity: 1, discountAmount: 60 }],
      paymentMethod: 'cash',
    });
    expect(lineRefused.statusCode).toBe(403);
    const wrongPin = await sell(shop.cashierApi, b, { ...twentyPercent, approval: { userId: shop.owner.id, pin: '1111' } });
    expect(wrongPin.statusCode).toBe(403);
    expect(await salesCount(b)).toBe(0);

    const approved = await sell(shop.cashierApi, b, { ...twentyPercent, approval: { userId: shop.owner.id, pin: '2468' } });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json()).toMatchObject({ discountAmount: 200, totalAmount: 800 });
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, 'discount.approved')));
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toMatchObject({ requestedBy: shop.cashier.id, approvedBy: shop.owner.id });

    // 5% exactly is within the limit; the owner needs no approval at any size.
    expect(
      (await sell(shop.cashierApi, b, { items: [{ productId: product, quantity: 1 }], discountAmount: 50, paymentMethod: 'cash' }))
        .statusCode,
    ).toBe(201);
    expect((await sell(shop.ownerApi, b, twentyPercent)).statusCode).toBe(201);
    expect(await salesCount(b)).toBe(3);
  });

  it('the business’s own limit applies', async () => {
    const { shop, product } = await shopWithPin();
    await ctx.db
      .insert(businessSettings)
      .values({ businessId: shop.business.id, cashierDiscountLimitBp: 2500 })
      .onConflictDoUpdate({ target: businessSettings.businessId, set: { cashierDiscountLimitBp: 2500 } });
    const over = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: product, quantity: 1 }],
      discountPercent: 25.01,
      paymentMethod: 'cash',
    });
    expect(over.statusCode).toBe(403);
    const res = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: product, quantity: 1 }],
      discountPercent: 20,
      paymentMethod: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
