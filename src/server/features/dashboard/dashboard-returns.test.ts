/** The dashboard's cards and today's tenders are net of today's returns and voids (the read model's). */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS } from '#shared/contracts/dashboard';
import { saleItems } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { writeReturn } from '#testing/returns-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { getMetrics, todayByTender } from './dashboard.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const cents = (n: number) => Math.round(n * 100);

describe('dashboard with returns and voids', () => {
  it("today's sales, this month's and today's cash and card are net of a return and a void", async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const api = shop.ownerApi;
    const product = (await api.post(`/api/businesses/${b}/products`, { name: 'Biscuits', sellingPrice: 180, stock: 100 })).json();
    const sell = async (paymentMethod: string, quantity: number) => {
      const res = await api.post(
        `/api/businesses/${b}/sales`,
        { items: [{ productId: product.id, quantity }], paymentMethod },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; totalAmount: number };
    };
    const cash = await sell('cash', 4);
    const card = await sell('card', 2);
    const before = await getMetrics(ctx.db, b);
    expect(cents(before.todaySales)).toBe(cents(cash.totalAmount) + cents(card.totalAmount));

    const [line] = await ctx.db
      .select()
      .from(saleItems)
      .where(and(eq(saleItems.businessId, b), eq(saleItems.saleId, cash.id)));
    const back = await writeReturn(ctx.db, {
      businessId: b,
      saleId: cash.id,
      at: new Date(),
      lines: [{ saleItemId: line.id, quantity: 1000 }],
    });
    const voided = await writeReturn(ctx.db, { businessId: b, saleId: card.id, at: new Date(), kind: 'void' });

    const after = await getMetrics(ctx.db, b);
    const net = cents(cash.totalAmount) - back.sums.totalCents;
    expect(voided.sums.totalCents).toBe(cents(card.totalAmount));
    expect(cents(after.todaySales)).toBe(net);
    expect(cents(after.monthlyRevenue)).toBe(net);
    const tenders = await todayByTender(ctx.db, b);
    expect(tenders).toEqual([
      { method: 'card', count: 0, amountCents: 0 },
      { method: 'cash', count: 1, amountCents: net },
    ]);
    // The route answers the same.
    const res = await api.get(DASHBOARD_PATHS.enhanced(b));
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json();
    expect(cents(dash.metrics.todaySales)).toBe(net);
    expect(dash.todayByPaymentMethod.find((t: { method: string }) => t.method === 'card')).toEqual({ method: 'card', count: 0, amount: 0 });
  });
});
