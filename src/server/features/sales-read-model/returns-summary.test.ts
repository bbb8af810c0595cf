import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleItems, sales } from '#server/db/schema';
import { at, openShop, type Shop } from '#testing/sales-read-model-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { writeReturn } from '#testing/returns-fixtures';
import { returnsSummary } from './returns-summary';
import { openSalesRange } from './sales-read-model.service';

const TZ = 'Asia/Colombo';
let ctx: TestContext;
let shop: Shop;
let other: Shop;

const saleLines = async (s: Shop) => {
  const rows = await ctx.db.select().from(sales).where(eq(sales.businessId, s.id)).orderBy(asc(sales.id));
  const items = await ctx.db.select().from(saleItems).where(eq(saleItems.businessId, s.id)).orderBy(asc(saleItems.id));
  return rows.map((r) => ({ sale: r, items: items.filter((i) => i.saleId === r.id) }));
};

/**
 * Sales on the 5th: A (2 × product 0 = 23.60 with VAT), B (product 0 + 3 × product 1), C (1 × product 1).
 * Returns: one of A damaged on the 6th; B's product 1 lines (2 of 3, expired) at 00:30 on the 7th
 * Colombo (the 6th in UTC) and B's product 0 changed-mind on the 7th; C voided on the 5th.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await openShop(ctx, TZ);
  other = await openShop(ctx, TZ);
  const day5 = at('2026-06-05', 10, TZ);
  await shop.sell({ at: day5, lines: [{ product: 0, quantity: 2000 }], discount: 0, method: 'cash', cashier: 0, customer: null });
  await shop.sell({
    at: day5,
    lines: [
      { product: 0, quantity: 1000 },
      { product: 1, quantity: 3000 },
    ],
    discount: 0,
    method: 'card',
    cashier: 0,
    customer: 0,
  });
  await shop.sell({ at: day5, lines: [{ product: 1, quantity: 1000 }], discount: 0, method: 'cash', cashier: 1, customer: null });
  await other.sell({ at: day5, lines: [{ product: 0, quantity: 1000 }], discount: 0, method: 'cash', cashier: 0, customer: null });
  const [a, b, c] = await saleLines(shop);
  const [o] = await saleLines(other);
  const base = { businessId: shop.id };
  await writeReturn(ctx.db, {
    ...base,
    saleId: a.sale.id,
    at: at('2026-06-06', 9, TZ),
    lines: [{ saleItemId: a.items[0].id, quantity: 1000, restock: false, reason: 'damaged' }],
  });
  await writeReturn(ctx.db, {
    ...base,
    saleId: b.sale.id,
    at: at('2026-06-07', 0.5, TZ),
    lines: [{ saleItemId: b.items[1].id, quantity: 2000, restock: false, reason: 'expired' }],
  });
  await writeReturn(ctx.db, {
    ...base,
    saleId: b.sale.id,
    at: at('2026-06-07', 15, TZ),
    lines: [{ saleItemId: b.items[0].id, quantity: 1000, reason: 'changed_mind' }],
  });
  await writeReturn(ctx.db, { ...base, saleId: c.sale.id, kind: 'void', reason: 'Rang up twice', at: at('2026-06-05', 11, TZ) });
  // another business's return never counts here
  await writeReturn(ctx.db, { businessId: other.id, saleId: o.sale.id, at: at('2026-06-06', 9, TZ) });
});
afterAll(async () => ctx.close());

const summary = async (from?: string, to?: string) => returnsSummary(ctx.db, await openSalesRange(ctx.db, shop.id, { from, to }, TZ));

describe('returnsSummary', () => {
  it('counts returns and voids apart, and ranks the reasons by value', async () => {
    // 10.00 + 18% = 11.80 a unit of product 0; 4.00 (0%) of product 1
    expect(await summary('2026-06-01', '2026-06-30')).toEqual({
      count: 3,
      totalCents: 1180 + 800 + 1180,
      voidCount: 1,
      voidTotalCents: 400,
      byReason: [
        { reason: 'changed_mind', count: 1, quantity: 1000, totalCents: 1180 },
        { reason: 'damaged', count: 1, quantity: 1000, totalCents: 1180 },
        { reason: 'expired', count: 1, quantity: 2000, totalCents: 800 },
      ],
    });
  });

  it('reads the local days of the range by return date, not the sale date', async () => {
    expect(await summary('2026-06-05', '2026-06-05')).toEqual({ count: 0, totalCents: 0, voidCount: 1, voidTotalCents: 400, byReason: [] });
    const sixth = await summary('2026-06-06', '2026-06-06');
    // 00:30 on the 7th in Colombo is the 6th in UTC: it belongs to the 7th
    expect(sixth).toMatchObject({ count: 1, totalCents: 1180, voidCount: 0 });
    expect(sixth.byReason.map((r) => r.reason)).toEqual(['damaged']);
    expect(await summary('2026-06-07')).toMatchObject({ count: 2, totalCents: 1980 });
    expect(await summary(undefined, '2026-06-04')).toEqual({ count: 0, totalCents: 0, voidCount: 0, voidTotalCents: 0, byReason: [] });
  });

  it("never counts another business's returns", async () => {
    const theirs = await returnsSummary(ctx.db, await openSalesRange(ctx.db, other.id, {}, TZ));
    expect(theirs).toMatchObject({ count: 1, totalCents: 1180, voidCount: 0 });
  });
});
