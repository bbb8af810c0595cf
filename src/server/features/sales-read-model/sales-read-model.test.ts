import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, expected, inRange, openShop as openShopIn, sumAll, sums, type Fixture, type Shop } from '#testing/sales-read-model-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { rollUpSales } from '#server/features/rollups';
import {
  netSalesByCashier,
  netSalesByCategory,
  netSalesByCustomer,
  netSalesByDay,
  netSalesByPaymentMethod,
  netSalesByProduct,
  netSalesByTaxRate,
  netSalesTotalCents,
  netSalesTotals,
  netSaleSumsByDay,
  openSalesRange,
  salesScope,
  rangeOf,
  type LocalDateRange,
} from './sales-read-model.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
const openShop = (timeZone: string) => openShopIn(ctx, timeZone);

const TODAY = '2026-06-10';
const TZ = 'Asia/Colombo';

describe('sales read model', () => {
  let a: Shop;
  let other: Shop;
  beforeAll(async () => {
    a = await openShop(TZ);
    other = await openShop(TZ);
    const fixtures: Fixture[] = [
      { at: at('2026-06-06', 10, TZ), lines: [{ product: 0, quantity: 2000 }], discount: 0, method: 'cash', cashier: 0, customer: 0 },
      // 00:30 in Colombo on the 8th = 19:00 UTC on the 7th
      { at: at('2026-06-08', 0.5, TZ), lines: [{ product: 1, quantity: 2500 }], discount: 0, method: 'card', cashier: 1, customer: null },
      {
        at: at('2026-06-08', 12, TZ),
        lines: [
          { product: 0, quantity: 1000 },
          { product: 1, quantity: 3000 },
        ],
        discount: 150,
        method: 'credit',
        cashier: 0,
        customer: 1,
      },
      { at: at('2026-06-09', 23.75, TZ), lines: [{ product: 0, quantity: 1000 }], discount: 0, method: 'cash', cashier: 1, customer: 0 },
    ];
    for (const f of fixtures) {
      await a.sell(f);
      await other.sell({ ...f, discount: 0, lines: [{ product: 0, quantity: 9000 }] });
    }
    // Roll every complete day up to the 9th, then sell today (live rows) and a future-dated sale.
    await rollUpSales(ctx.db, at(TODAY, 12, TZ));
    await a.sell({
      at: at(TODAY, 9, TZ),
      lines: [
        { product: 0, quantity: 1500 },
        { product: 1, quantity: 1000 },
      ],
      discount: 50,
      method: 'card',
      cashier: 0,
      customer: 1,
    });
    await a.sell({
      at: at(TODAY, 10, TZ),
      lines: [{ product: 1, quantity: 4000 }],
      discount: 0,
      method: 'cash',
      cashier: 1,
      customer: null,
    });
    await a.sell({
      at: at('2026-06-12', 10, TZ),
      lines: [{ product: 0, quantity: 1000 }],
      discount: 0,
      method: 'cash',
      cashier: 0,
      customer: 0,
    });
    await other.sell({
      at: at(TODAY, 9, TZ),
      lines: [{ product: 0, quantity: 7000 }],
      discount: 0,
      method: 'cash',
      cashier: 0,
      customer: 0,
    });
  });

  const RANGES: Array<[string, LocalDateRange, { rolled: boolean; raw: boolean }]> = [
    ['rolled-up days and live rows together', { from: '2026-06-06', to: TODAY }, { rolled: true, raw: true }],
    ['rolled-up days only', { from: '2026-06-07', to: '2026-06-09' }, { rolled: true, raw: false }],
    ['live rows only (today)', { from: TODAY, to: TODAY }, { rolled: false, raw: true }],
    ['one rolled day at its Colombo midnight', { from: '2026-06-08', to: '2026-06-08' }, { rolled: true, raw: false }],
    ['open end: future-dated sales counted', { from: '2026-06-08' }, { rolled: true, raw: true }],
    ['open start: since the first sale', { to: '2026-06-09' }, { rolled: true, raw: false }],
    ['a range with no sales', { from: '2026-05-01', to: '2026-05-31' }, { rolled: true, raw: false }],
  ];

  it.each(RANGES)('%s: the totals equal the sums of the rows', async (_name, range, parts) => {
    const r = await openSalesRange(ctx.db, a.id, range);
    expect({ rolled: r.rolled != null, raw: r.raw != null }).toEqual(parts);
    expect(await netSalesTotals(ctx.db, r)).toEqual(expected(a, range));
    expect(await netSalesTotalCents(ctx.db, r)).toBe(expected(a, range).totalCents);
  });

  it.each(RANGES)(
    '%s: by day, product, category, tax rate, payment method, cashier and customer add up to the totals',
    async (_n, range) => {
      const r = await openSalesRange(ctx.db, a.id, range);
      const totals = await netSalesTotals(ctx.db, r);
      const [days, sumDays, prods, cats, rates, methods, cashiers, buyers] = await Promise.all([
        netSalesByDay(ctx.db, r),
        netSaleSumsByDay(ctx.db, r),
        netSalesByProduct(ctx.db, r),
        netSalesByCategory(ctx.db, r),
        netSalesByTaxRate(ctx.db, r),
        netSalesByPaymentMethod(ctx.db, r),
        netSalesByCashier(ctx.db, r),
        netSalesByCustomer(ctx.db, r),
      ]);
      const base = sums(totals);
      expect(sumAll(days)).toEqual(base);
      expect(sumAll(sumDays)).toEqual(base);
      expect(days.reduce((s, d) => s + d.costCents, 0)).toBe(totals.costCents);
      expect(sumAll(methods)).toEqual(base);
      expect(sumAll(cashiers)).toEqual(base);
      expect(sumAll(buyers)).toEqual(base);
      // The lines: subtotals and VAT add up to the sales' (no NBT here); quantities and cost too.
      expect(prods.reduce((s, p) => s + p.subtotalCents, 0)).toBe(totals.subtotalCents);
      expect(prods.reduce((s, p) => s + p.vatCents, 0)).toBe(totals.vatCents);
      expect(prods.reduce((s, p) => s + p.quantity, 0)).toBe(totals.itemQuantity);
      expect(prods.reduce((s, p) => s + p.costCents, 0)).toBe(totals.costCents);
      expect(cats.reduce((s, c) => s + c.subtotalCents, 0)).toBe(totals.subtotalCents);
      expect(rates.reduce((s, t) => s + t.vatCents, 0)).toBe(totals.vatCents);
      // Each day and each group holds exactly its own rows.
      for (const d of days) expect(d).toMatchObject(expected(a, { from: d.date, to: d.date }));
      const byMethod = (m: string) => sumAll(a.sold.filter((s) => s.method === m && inRange(a, s.at, range)).map((s) => s.sums));
      for (const m of methods) expect(sums(m)).toEqual(byMethod(m.paymentMethod));
      const own = new Set([a.shop.owner.id, a.shop.cashier.id]);
      for (const c of cashiers) expect(own.has(c.cashierId!)).toBe(true);
      for (const c of buyers) expect(c.customerId == null || a.customerIds.includes(c.customerId)).toBe(true);
    },
  );

  it('by product and by customer can be narrowed to some ids; the best seller comes first', async () => {
    const r = await openSalesRange(ctx.db, a.id, { from: '2026-06-06', to: TODAY });
    const all = await netSalesByProduct(ctx.db, r);
    expect(all.map((p) => p.productId)).toEqual([a.productIds[0], a.productIds[1]]);
    expect(await netSalesByProduct(ctx.db, r, { limit: 1 })).toEqual([all[0]]);
    expect(await netSalesByProduct(ctx.db, r, { productIds: [a.productIds[1], other.productIds[0]] })).toEqual([all[1]]);
    expect(await netSalesByProduct(ctx.db, r, { productIds: [] })).toEqual([]);
    const one = await netSalesByCustomer(ctx.db, r, { customerIds: [a.customerIds[1]] });
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ customerId: a.customerIds[1], count: 2, customerName: 'Customer 1' });
    expect(one[0].lastSaleAt?.toISOString()).toBe(at(TODAY, 9, TZ).toISOString());
  });

  it("never counts another business's sales", async () => {
    const range = { from: '2026-06-06', to: TODAY };
    const mine = await netSalesTotals(ctx.db, await openSalesRange(ctx.db, other.id, range));
    expect(mine).toEqual(expected(other, range));
    expect(mine.count).toBe(5);
    const theirs = await netSalesByProduct(ctx.db, await openSalesRange(ctx.db, other.id, range));
    expect(theirs.map((p) => p.productId)).toEqual([other.productIds[0]]);
  });

  it('From after To, or a date that does not exist, answers 400', async () => {
    const scope = await salesScope(ctx.db, a.id);
    for (const bad of [{ from: '2026-06-10', to: '2026-06-09' }, { to: '2026-02-30' }, { from: '10/06/2026' }])
      expect(() => rangeOf(scope, bad)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
