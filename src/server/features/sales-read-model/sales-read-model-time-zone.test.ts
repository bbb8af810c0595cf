import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '#testing/sales-read-model-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { rollUpSales } from '#server/features/rollups';
import { netSalesByDay, netSalesTotals, openSalesRange } from './sales-read-model.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

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
    const shop = await openShop(ctx, tz);
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
