/**
 * The X/Z report's refunds are the shift's returns and voids: through the returns API,
 * and as rows written by the fixture (src/testing/returns-fixtures.ts) for a drawer-less return.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURNS_PATHS, type SaleReturn } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { SHIFT_PATHS } from '#shared/contracts/shifts';
import { saleItems } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { writeReturn } from '#testing/returns-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, key, openShift, sell } from '#testing/shifts-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const cents = (n: number) => Math.round(n * 100);

describe('X/Z report with returns and voids', () => {
  it('sell cash, return part to cash, void a card sale: refunds by method, voids and the expected cash', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const api = shop.cashierApi;
    const shift = await openShift(api, b, '1000.00');
    const rice = await addProduct(shop.ownerApi, b, 250);
    const cash = await sell(api, b, { items: [{ productId: rice, quantity: 4 }], paymentMethod: 'cash' });
    const card = await sell(api, b, { items: [{ productId: rice, quantity: 2 }], paymentMethod: 'card' });
    const [line] = await ctx.db
      .select()
      .from(saleItems)
      .where(and(eq(saleItems.businessId, b), eq(saleItems.saleId, cash.id)));
    const back = await writeReturn(ctx.db, {
      businessId: b,
      saleId: cash.id,
      at: new Date(),
      lines: [{ saleItemId: line.id, quantity: 1000 }],
      shiftId: shift.id,
    });
    const voided = await writeReturn(ctx.db, { businessId: b, saleId: card.id, at: new Date(), kind: 'void', shiftId: shift.id });
    // A return in another drawer (no shift) is not this shift's.
    await writeReturn(ctx.db, { businessId: b, saleId: cash.id, at: new Date(), lines: [{ saleItemId: line.id, quantity: 1000 }] });

    const x = (await api.get(SHIFT_PATHS.report(b, shift.id))).json();
    const cashRefund = back.sums.totalCents;
    const voidCents = voided.sums.totalCents;
    expect(cashRefund).toBe(cents(cash.totalAmount) / 4);
    expect(voidCents).toBe(cents(card.totalAmount));
    expect(x).toMatchObject({
      cashSales: cash.totalAmount,
      cashRefunds: cashRefund / 100,
      expectedCash: (100_000 + cents(cash.totalAmount) - cashRefund) / 100,
      salesCount: 2,
      refunds: (cashRefund + voidCents) / 100,
      refundsByMethod: [
        { method: 'cash', count: 1, amount: cashRefund / 100 },
        { method: 'card', count: 1, amount: voidCents / 100 },
      ],
      voids: { count: 1, amount: voidCents / 100 },
    });
    expect(x.netSales).toBe((cents(x.grossSales) - cents(x.discounts) - cashRefund - voidCents) / 100);

    // The Z stores the same figures; the counted drawer matches the expected cash.
    const z = await api.post(SHIFT_PATHS.close(b, shift.id), { countedCash: x.expectedCash }, key());
    expect(z.statusCode, z.body).toBe(200);
    expect(z.json()).toMatchObject({
      ...x,
      zNumber: expect.any(Number),
      countedCash: x.expectedCash,
      overShort: 0,
      closedAt: expect.any(String),
    });
    expect((await api.get(SHIFT_PATHS.report(b, shift.id))).json()).toMatchObject({ refundsByMethod: x.refundsByMethod, voids: x.voids });
  });

  it('through the API: sell cash, return part to cash, void a sale, close: the Z adds up to the drawer', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const api = shop.cashierApi;
    const shift = await openShift(api, b, '2000.00');
    const soap = await addProduct(shop.ownerApi, b, 95);
    const first = await sell(api, b, { items: [{ productId: soap, quantity: 4 }], paymentMethod: 'cash' });
    const second = await sell(api, b, { items: [{ productId: soap, quantity: 2 }], paymentMethod: 'cash' });
    const third = await sell(api, b, { items: [{ productId: soap, quantity: 1 }], paymentMethod: 'card' });
    const read = (await api.get(`/api/businesses/${b}/sales/${first.id}`)).json() as Sale;
    const ret = await api.post(
      RETURNS_PATHS.saleReturns(b, first.id),
      { lines: [{ saleItemId: read.items[0].id, quantity: 1 }], refund: [{ method: 'cash', amount: 95 }] },
      key(),
    );
    expect(ret.statusCode, ret.body).toBe(201);
    expect((ret.json() as SaleReturn).shiftId).toBe(shift.id);
    // The owner voids two of the cashier's sales: their drawer is the sales' shift.
    for (const s of [second, third]) {
      const v = await shop.ownerApi.post(RETURNS_PATHS.saleVoid(b, s.id), { reason: 'Wrong basket' }, key());
      expect(v.statusCode, v.body).toBe(200);
    }

    const x = (await api.get(SHIFT_PATHS.report(b, shift.id))).json();
    // cash in: 380 + 190; back out: 95 (return) + 190 (void); card 95 in and back.
    expect(x).toMatchObject({
      cashSales: 570,
      cashRefunds: 285,
      expectedCash: 2000 + 570 - 285,
      salesCount: 3,
      refunds: 95 + 190 + 95,
      refundsByMethod: [
        { method: 'cash', count: 2, amount: 285 },
        { method: 'card', count: 1, amount: 95 },
      ],
      voids: { count: 2, amount: 285 },
    });
    const z = await api.post(SHIFT_PATHS.close(b, shift.id), { countedCash: 2285 }, key());
    expect(z.statusCode, z.body).toBe(200);
    expect(z.json()).toMatchObject({ expectedCash: 2285, countedCash: 2285, overShort: 0, refunds: 380, voids: { count: 2, amount: 285 } });
  });
});
