/**
 * A registered shop's credit note reverses the VAT (VAT Act s.25) in the period it is
 * issued in: output VAT = Σ sales' VAT − Σ credit notes' VAT, through the sales read model.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_PATHS } from '#shared/contracts/tax';
import { toZonedDateString, zonedMidnight } from '#shared/domain/time-zone';
import { saleItems, sales } from '#server/db/schema';
import { createShop, setTaxConfiguration } from '#testing/factories';
import { writeReturn } from '#testing/returns-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const TZ = 'Asia/Colombo';
const thisMonth = () => toZonedDateString(new Date(), TZ).slice(0, 7);
function previousMonth(): string {
  const [y, m] = thisMonth().split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 2, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
const cents = (n: number) => Math.round(n * 100);

describe('output VAT less credit notes', () => {
  it('a part returned this month takes exactly its credit note’s VAT off this month, and leaves the sale’s month alone', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const api = shop.ownerApi;
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: false });
    const product = await api.post(`/api/businesses/${b}/products`, { name: 'Milk powder', sellingPrice: 1234.5, stock: 100, vatRate: 18 });
    expect(product.statusCode).toBe(201);
    const sell = async (quantity: number) => {
      const res = await api.post(
        `/api/businesses/${b}/sales`,
        { items: [{ productId: product.json().id, quantity }], paymentMethod: 'cash', discountAmount: 10 },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; vatAmount: number; subtotal: number };
    };
    const now = await sell(3);
    const earlier = await sell(5);
    // The earlier sale was made last month.
    const [y, m] = previousMonth().split('-').map(Number);
    const lastMonth = new Date(zonedMidnight(y, m, 15, TZ).getTime() + 12 * 3_600_000);
    await ctx.db.update(sales).set({ saleDate: lastMonth }).where(eq(sales.id, earlier.id));
    await ctx.db.update(saleItems).set({ saleDate: lastMonth }).where(eq(saleItems.saleId, earlier.id));

    const calc = async (period: string) => (await api.post(TAX_PATHS.calculate(b), { period })).json();
    const before = await calc(thisMonth());
    expect(before).toMatchObject({ outputVat: now.vatAmount, salesCount: 1 });
    const beforePrev = await calc(previousMonth());
    expect(beforePrev).toMatchObject({ outputVat: earlier.vatAmount });

    // Credit notes today: 1 of this month's 3, and 2 of last month's 5.
    const lineOf = async (saleId: number) =>
      (
        await ctx.db
          .select()
          .from(saleItems)
          .where(and(eq(saleItems.businessId, b), eq(saleItems.saleId, saleId)))
      )[0].id;
    const cn1 = await writeReturn(ctx.db, {
      businessId: b,
      saleId: now.id,
      at: new Date(),
      lines: [{ saleItemId: await lineOf(now.id), quantity: 1000 }],
    });
    const cn2 = await writeReturn(ctx.db, {
      businessId: b,
      saleId: earlier.id,
      at: new Date(),
      lines: [{ saleItemId: await lineOf(earlier.id), quantity: 2000 }],
    });
    expect(cn1.sums.vatCents).toBeGreaterThan(0);

    const after = await calc(thisMonth());
    expect(cents(after.outputVat)).toBe(cents(now.vatAmount) - cn1.sums.vatCents - cn2.sums.vatCents);
    expect(cents(after.revenue)).toBe(cents(now.subtotal) - cn1.sums.subtotalCents - cn2.sums.subtotalCents);
    // A return leaves the count of sales alone.
    expect(after.salesCount).toBe(1);
    expect(await calc(previousMonth())).toMatchObject({ outputVat: earlier.vatAmount, revenue: earlier.subtotal });
  });
});
