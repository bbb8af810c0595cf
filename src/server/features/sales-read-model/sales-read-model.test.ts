import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDateOnly, toZonedDateString, zonedMidnight } from '../../../shared/domain/time-zone';
import { createShop } from '../../../testing/factories';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { businessSettings, customers, products, saleItems, sales } from '../../db/schema';
import { rollUpSales } from '../rollups/rollups.service';
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
  type SaleSums,
} from './sales-read-model.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;
/** The instant of local day `date` at `hours` past midnight in `tz`. */
const at = (date: string, hours: number, tz: string) => {
  const d = parseDateOnly(date)!;
  return new Date(zonedMidnight(d.year, d.month, d.day, tz).getTime() + hours * HOUR);
};

type Line = { product: 0 | 1; quantity: number };
type Fixture = { at: Date; lines: Line[]; discount: number; method: 'cash' | 'card' | 'credit'; cashier: 0 | 1; customer: 0 | 1 | null };

/** Two products: 10.00 at 18% VAT costing 6.00 (Dairy), 4.00 at 0% with no buying price (no category). */
const PRODUCTS = [
  { price: 1000, cost: 600, vat: 1800, category: 'Dairy' },
  { price: 400, cost: null, vat: 0, category: null },
] as const;

let invoice = 0;
async function openShop(timeZone: string) {
  const shop = await createShop(ctx.app);
  const id = shop.business.id;
  await ctx.db.update(businessSettings).set({ timeZone }).where(eq(businessSettings.businessId, id));
  const made = await ctx.db
    .insert(products)
    .values(
      PRODUCTS.map((p, i) => ({
        businessId: id,
        name: `RM ${i}`,
        sellingPriceCents: p.price,
        buyingPriceCents: p.cost,
        category: p.category,
        stock: 1_000_000,
        vatRateBp: p.vat,
        nbtRateBp: 0,
      })),
    )
    .returning();
  const people = await ctx.db
    .insert(customers)
    .values([0, 1].map((i) => ({ businessId: id, customerCode: `C-${id}-${i}`, firstName: `Customer ${i}` })))
    .returning();
  const sold: Array<Fixture & { sums: SaleSums; cost: number; quantity: number }> = [];

  async function sell(f: Fixture) {
    const lines = f.lines.map((l) => {
      const p = PRODUCTS[l.product];
      const sub = (p.price * l.quantity) / 1000;
      const vat = Math.floor((sub * p.vat) / 10_000);
      return { ...l, sub, vat, cost: p.cost == null ? 0 : (p.cost * l.quantity) / 1000 };
    });
    const subtotal = lines.reduce((a, l) => a + l.sub, 0);
    const vat = lines.reduce((a, l) => a + l.vat, 0);
    const total = subtotal + vat - f.discount;
    const [sale] = await ctx.db
      .insert(sales)
      .values({
        businessId: id,
        invoiceNumber: `RM-${++invoice}`,
        customerId: f.customer == null ? null : people[f.customer].id,
        customerName: f.customer == null ? null : `Customer ${f.customer}`,
        subtotalCents: subtotal,
        vatCents: vat,
        nbtCents: 0,
        discountCents: f.discount,
        totalCents: total,
        paymentMethod: f.method,
        paymentStatus: f.method === 'credit' ? 'pending' : 'paid',
        cashierId: f.cashier === 0 ? shop.owner.id : shop.cashier.id,
        saleDate: f.at,
      })
      .returning();
    await ctx.db.insert(saleItems).values(
      lines.map((l) => ({
        businessId: id,
        saleId: sale.id,
        productId: made[l.product].id,
        saleDate: f.at,
        name: made[l.product].name,
        unit: 'pieces',
        unitPriceCents: PRODUCTS[l.product].price,
        quantity: l.quantity,
        vatRateBp: PRODUCTS[l.product].vat,
        nbtRateBp: 0,
        lineSubtotalCents: l.sub,
        vatCents: l.vat,
        nbtCents: 0,
        lineTotalCents: l.sub + l.vat,
        unitCostCents: PRODUCTS[l.product].cost,
        lineCostCents: l.cost,
      })),
    );
    const sums = {
      count: 1,
      subtotalCents: subtotal,
      discountCents: f.discount,
      netCents: subtotal - f.discount,
      vatCents: vat,
      nbtCents: 0,
      totalCents: total,
    };
    sold.push({ ...f, sums, cost: lines.reduce((a, l) => a + l.cost, 0), quantity: lines.reduce((a, l) => a + l.quantity, 0) });
  }
  return { id, timeZone, shop, sell, sold, productIds: made.map((p) => p.id), customerIds: people.map((c) => c.id) };
}
type Shop = Awaited<ReturnType<typeof openShop>>;

const ZERO: SaleSums = { count: 0, subtotalCents: 0, discountCents: 0, netCents: 0, vatCents: 0, nbtCents: 0, totalCents: 0 };
const add = (a: SaleSums, b: SaleSums): SaleSums => ({
  count: a.count + b.count,
  subtotalCents: a.subtotalCents + b.subtotalCents,
  discountCents: a.discountCents + b.discountCents,
  netCents: a.netCents + b.netCents,
  vatCents: a.vatCents + b.vatCents,
  nbtCents: a.nbtCents + b.nbtCents,
  totalCents: a.totalCents + b.totalCents,
});
const sums = (r: SaleSums): SaleSums => ({
  count: r.count,
  subtotalCents: r.subtotalCents,
  discountCents: r.discountCents,
  netCents: r.netCents,
  vatCents: r.vatCents,
  nbtCents: r.nbtCents,
  totalCents: r.totalCents,
});
const sumAll = (rows: SaleSums[]) => rows.map(sums).reduce(add, ZERO);

/** What summing the fixture rows by hand gives for the local dates of `range`. */
function expected(shop: Shop, range: LocalDateRange) {
  const rows = shop.sold.filter((s) => {
    const d = toZonedDateString(s.at, shop.timeZone);
    return (!range.from || d >= range.from) && (!range.to || d <= range.to);
  });
  const total = rows.map((s) => s.sums).reduce(add, ZERO);
  const cost = rows.reduce((a, s) => a + s.cost, 0);
  return { ...total, costCents: cost, grossProfitCents: total.netCents - cost, itemQuantity: rows.reduce((a, s) => a + s.quantity, 0) };
}

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

  it('From after To answers 400', async () => {
    const scope = await salesScope(ctx.db, a.id);
    expect(() => rangeOf(scope, { from: '2026-06-10', to: '2026-06-09' })).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

function inRange(shop: Shop, when: Date, range: LocalDateRange) {
  const d = toZonedDateString(when, shop.timeZone);
  return (!range.from || d >= range.from) && (!range.to || d <= range.to);
}

describe("the day boundary follows the business's time zone", () => {
  // One sale at 19:00 UTC on 14 March: 00:30 on the 15th in Colombo, still the 14th in UTC and New York.
  const SALE = new Date('2026-03-14T19:00:00Z');
  const CASES: Array<[string, string, string]> = [
    ['Asia/Colombo', '2026-03-15', '2026-03-14'],
    ['UTC', '2026-03-14', '2026-03-15'],
    ['America/New_York', '2026-03-14', '2026-03-15'],
    ['Asia/Kathmandu', '2026-03-15', '2026-03-14'],
  ];
  it.each(CASES)('in %s the sale counts on %s, not on %s, before and after the roll-up', async (tz, day, notDay) => {
    const shop = await openShop(tz);
    await shop.sell({ at: SALE, lines: [{ product: 0, quantity: 1000 }], discount: 0, method: 'cash', cashier: 0, customer: null });
    const read = async () => {
      const on = await openSalesRange(ctx.db, shop.id, { from: day, to: day });
      const off = await openSalesRange(ctx.db, shop.id, { from: notDay, to: notDay });
      return {
        on: (await netSalesTotals(ctx.db, on)).count,
        off: (await netSalesTotals(ctx.db, off)).count,
        days: (await netSalesByDay(ctx.db, await openSalesRange(ctx.db, shop.id, { from: '2026-03-13', to: '2026-03-16' }))).map(
          (d) => d.date,
        ),
        rolled: on.rolled != null,
      };
    };
    expect(await read()).toEqual({ on: 1, off: 0, days: [day], rolled: false });
    await rollUpSales(ctx.db, new Date('2026-03-20T12:00:00Z'));
    expect(await read()).toEqual({ on: 1, off: 0, days: [day], rolled: true });
  });
});
