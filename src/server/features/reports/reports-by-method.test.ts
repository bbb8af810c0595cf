import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, salePayments, sales } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { todayByTender } from '#server/features/dashboard';
import { rollUpSales } from '#server/features/rollups';
import { netSalesByTender, openSalesRange } from '#server/features/sales-read-model';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Method = 'cash' | 'card' | 'lankaqr' | 'cheque' | 'bank_transfer' | 'credit';
let invoice = 0;

/** A sale of Σ payments at `at`, with its payments as the sale route stores them (split when more than one). */
async function sell(businessId: number, at: Date, payments: Array<[Method, number]>) {
  const totalCents = payments.reduce((a, [, c]) => a + c, 0);
  const [sale] = await ctx.db
    .insert(sales)
    .values({
      businessId,
      invoiceNumber: `BM-${++invoice}`,
      subtotalCents: totalCents,
      vatCents: 0,
      nbtCents: 0,
      totalCents,
      paymentMethod: payments.length > 1 ? 'split' : payments[0][0],
      paymentStatus: payments.some(([m]) => m === 'credit') ? (payments.length > 1 ? 'partial' : 'pending') : 'paid',
      saleDate: at,
    })
    .returning();
  await ctx.db
    .insert(salePayments)
    .values(payments.map(([method, amountCents]) => ({ businessId, saleId: sale.id, saleDate: at, method, amountCents })));
  return sale;
}

const zero = { count: 0, amount: 0 };
const all = (m: Partial<Record<Method, { count: number; amount: number }>>) =>
  (['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'] as const).map((method) => ({ method, ...(m[method] ?? zero) }));

describe('sales by payment method', () => {
  it('counts each payment of a split sale under its method, on the business’s local day, before and after the roll-up', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const other = await createShop(ctx.app);
    // 00:30 on 15 March in Colombo (19:00 UTC on the 14th): cash 500.00 + card 857.00 of 1,357.00.
    await sell(b, new Date('2026-03-14T19:00:00Z'), [
      ['cash', 50_000],
      ['card', 85_700],
    ]);
    // 23:30 on the 14th in Colombo: not the 15th.
    await sell(b, new Date('2026-03-14T18:00:00Z'), [['cash', 10_000]]);
    // Midday on the 15th: cheque 300.00 + credit 200.50 + cash 1.00; then LankaQR and a bank transfer.
    await sell(b, new Date('2026-03-15T06:30:00Z'), [
      ['cheque', 30_000],
      ['credit', 20_050],
      ['cash', 100],
    ]);
    await sell(b, new Date('2026-03-15T07:00:00Z'), [['lankaqr', 12_345]]);
    await sell(b, new Date('2026-03-15T08:00:00Z'), [['bank_transfer', 99_999]]);
    // 00:00 on the 16th in Colombo (18:30 UTC on the 15th): the next day.
    await sell(b, new Date('2026-03-15T18:30:00Z'), [['card', 7_000]]);
    await sell(other.business.id, new Date('2026-03-15T06:00:00Z'), [['cash', 123_400]]);

    const day15 = all({
      cash: { count: 2, amount: 501 },
      card: { count: 1, amount: 857 },
      lankaqr: { count: 1, amount: 123.45 },
      cheque: { count: 1, amount: 300 },
      bank_transfer: { count: 1, amount: 999.99 },
      credit: { count: 1, amount: 200.5 },
    });
    const summary = async (from: string, to: string) => {
      const res = await shop.ownerApi.get(`/api/businesses/${b}/sales-summary?from=${from}&to=${to}`);
      expect(res.statusCode).toBe(200);
      return res.json().byPaymentMethod;
    };
    expect(await summary('2026-03-15', '2026-03-15')).toEqual(day15);
    expect(await summary('2026-03-14', '2026-03-14')).toEqual(all({ cash: { count: 1, amount: 100 } }));
    expect(await summary('2026-03-16', '2026-03-16')).toEqual(all({ card: { count: 1, amount: 70 } }));

    // The dashboard's "today" is the shop's day: 00:15 on the 16th in Colombo is still the 15th in UTC
    // (where the 00:30 Colombo split of the 15th was on the 14th).
    const now = new Date('2026-03-15T18:45:00Z');
    expect(await todayByTender(ctx.db, b, now)).toEqual([{ method: 'card', count: 1, amountCents: 7_000 }]);
    await ctx.db.update(businessSettings).set({ timeZone: 'UTC' }).where(eq(businessSettings.businessId, b));
    expect((await todayByTender(ctx.db, b, now)).map((r) => [r.method, r.count, r.amountCents])).toEqual([
      ['bank_transfer', 1, 99_999],
      ['card', 1, 7_000],
      ['cash', 1, 100],
      ['cheque', 1, 30_000],
      ['credit', 1, 20_050],
      ['lankaqr', 1, 12_345],
    ]);
    await ctx.db.update(businessSettings).set({ timeZone: 'Asia/Colombo' }).where(eq(businessSettings.businessId, b));

    // Rolled-up days change nothing: payments are always read raw.
    await rollUpSales(ctx.db, new Date('2026-03-25T12:00:00Z'));
    expect(await summary('2026-03-15', '2026-03-15')).toEqual(day15);
    const range = await openSalesRange(ctx.db, b, { from: '2026-03-14', to: '2026-03-16' });
    expect(range.rolled).not.toBeNull();
    const three = await netSalesByTender(ctx.db, range);
    expect(three.find((r) => r.method === 'cash')).toEqual({ method: 'cash', count: 3, amountCents: 60_100 });
    expect(three.reduce((a, r) => a + r.amountCents, 0)).toBe(50_000 + 85_700 + 10_000 + 30_000 + 20_050 + 100 + 12_345 + 99_999 + 7_000);
  });

  it("the dashboard answers today's figures per method, every method listed", async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await sell(b, new Date(), [
      ['cash', 100_000],
      ['credit', 35_700],
    ]);
    const res = await shop.ownerApi.get(`/api/businesses/${b}/enhanced-dashboard`);
    expect(res.statusCode).toBe(200);
    expect(res.json().todayByPaymentMethod).toEqual(all({ cash: { count: 1, amount: 1000 }, credit: { count: 1, amount: 357 } }));
    expect(res.json().recentSales[0]).toMatchObject({ paymentMethod: 'split', paymentStatus: 'partial' });
    const [{ n }] = await ctx.db
      .select({ n: max(sales.id) })
      .from(sales)
      .where(eq(sales.businessId, b));
    expect(n).toBe(res.json().recentSales[0].id);
  });
});
