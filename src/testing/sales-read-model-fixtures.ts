/**
 * Test fixtures for the sales read model: a shop with two products and two customers whose sales
 * are written as rows (any date, cashier, customer, payment method), and the figures they should
 * give, summed here by hand from the fixtures (never by SQL).
 */
import { eq } from 'drizzle-orm';
import { parseDateOnly, toZonedDateString, zonedMidnight } from '../shared/domain/time-zone';
import { priceSale } from '../shared/domain/vat-pricing';
import { businessSettings, customers, products, saleItems, sales } from '../server/db/schema';
import type { LocalDateRange, SaleSums } from '../server/features/sales-read-model/sales-read-model.service';
import { createShop } from './factories';
import type { TestContext } from './test-app';

const HOUR = 3_600_000;
/** The instant of local day `date` at `hours` past midnight in `tz`. */
export const at = (date: string, hours: number, tz: string) => {
  const d = parseDateOnly(date)!;
  return new Date(zonedMidnight(d.year, d.month, d.day, tz).getTime() + hours * HOUR);
};

export type Line = { product: 0 | 1; quantity: number };
export type Fixture = {
  at: Date;
  lines: Line[];
  discount: number;
  method: 'cash' | 'card' | 'credit';
  cashier: 0 | 1;
  customer: 0 | 1 | null;
};

/** Two products: 10.00 at 18% VAT costing 6.00 (Dairy), 4.00 at 0% with no buying price (no category). */
const PRODUCTS = [
  { price: 1000, cost: 600, vat: 1800, category: 'Dairy' },
  { price: 400, cost: null, vat: 0, category: null },
] as const;

let invoice = 0;
export async function openShop(ctx: TestContext, timeZone: string) {
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
      })),
    )
    .returning();
  const people = await ctx.db
    .insert(customers)
    .values([0, 1].map((i) => ({ businessId: id, customerCode: `C-${id}-${i}`, firstName: `Customer ${i}` })))
    .returning();
  const sold: Array<Fixture & { sums: SaleSums; cost: number; quantity: number }> = [];

  async function sell(f: Fixture) {
    // Priced as the server prices: a registered shop, VAT on top, the discount shared before VAT.
    const priced = priceSale(
      f.lines.map((l) => {
        const p = PRODUCTS[l.product];
        // Stored rows as a sale of their time recorded them: each line at its own rate.
        return { ...l, priceCents: p.price, recordedRates: { vatRateBp: p.vat, nbtRateBp: 0 }, taxCategory: 'standard' as const };
      }),
      { vatRegistered: true, pricesIncludeVat: false, vatRateBp: 1800, nbtRateBp: 0, discountCents: f.discount },
    );
    const lines = priced.lines.map((l) => {
      const cost = PRODUCTS[l.product].cost;
      return { ...l, cost: cost == null ? 0 : (cost * l.quantity) / 1000 };
    });
    const [sale] = await ctx.db
      .insert(sales)
      .values({
        businessId: id,
        invoiceNumber: `RM-${++invoice}`,
        customerId: f.customer == null ? null : people[f.customer].id,
        customerName: f.customer == null ? null : `Customer ${f.customer}`,
        subtotalCents: priced.subtotalCents,
        vatCents: priced.vatCents,
        nbtCents: 0,
        discountCents: f.discount,
        totalCents: priced.totalCents,
        vatRegistered: true,
        pricesIncludeVat: false,
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
        unitPriceCents: l.priceCents,
        quantity: l.quantity,
        vatRateBp: l.chargedVatRateBp,
        nbtRateBp: 0,
        lineSubtotalCents: l.netCents,
        vatCents: l.vatCents,
        nbtCents: 0,
        lineTotalCents: l.lineTotalCents,
        discountShareCents: l.discountShareCents,
        unitCostCents: PRODUCTS[l.product].cost,
        lineCostCents: l.cost,
      })),
    );
    const sums = {
      count: 1,
      subtotalCents: priced.subtotalCents,
      discountCents: f.discount,
      netCents: priced.subtotalCents,
      vatCents: priced.vatCents,
      nbtCents: 0,
      totalCents: priced.totalCents,
    };
    sold.push({ ...f, sums, cost: lines.reduce((a, l) => a + l.cost, 0), quantity: lines.reduce((a, l) => a + l.quantity, 0) });
  }
  return { id, timeZone, shop, sell, sold, productIds: made.map((p) => p.id), customerIds: people.map((c) => c.id) };
}
export type Shop = Awaited<ReturnType<typeof openShop>>;

export const ZERO: SaleSums = { count: 0, subtotalCents: 0, discountCents: 0, netCents: 0, vatCents: 0, nbtCents: 0, totalCents: 0 };
export const add = (a: SaleSums, b: SaleSums): SaleSums => ({
  count: a.count + b.count,
  subtotalCents: a.subtotalCents + b.subtotalCents,
  discountCents: a.discountCents + b.discountCents,
  netCents: a.netCents + b.netCents,
  vatCents: a.vatCents + b.vatCents,
  nbtCents: a.nbtCents + b.nbtCents,
  totalCents: a.totalCents + b.totalCents,
});
export const sums = (r: SaleSums): SaleSums => ({
  count: r.count,
  subtotalCents: r.subtotalCents,
  discountCents: r.discountCents,
  netCents: r.netCents,
  vatCents: r.vatCents,
  nbtCents: r.nbtCents,
  totalCents: r.totalCents,
});
export const sumAll = (rows: SaleSums[]) => rows.map(sums).reduce(add, ZERO);

/** What summing the fixture rows by hand gives for the local dates of `range`. */
export function expected(shop: Shop, range: LocalDateRange) {
  const rows = shop.sold.filter((s) => {
    const d = toZonedDateString(s.at, shop.timeZone);
    return (!range.from || d >= range.from) && (!range.to || d <= range.to);
  });
  const total = rows.map((s) => s.sums).reduce(add, ZERO);
  const cost = rows.reduce((a, s) => a + s.cost, 0);
  return { ...total, costCents: cost, grossProfitCents: total.netCents - cost, itemQuantity: rows.reduce((a, s) => a + s.quantity, 0) };
}

export function inRange(shop: Shop, when: Date, range: LocalDateRange) {
  const d = toZonedDateString(when, shop.timeZone);
  return (!range.from || d >= range.from) && (!range.to || d <= range.to);
}
