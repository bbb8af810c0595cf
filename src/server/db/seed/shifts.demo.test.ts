import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftReport } from '#shared/contracts/shifts';
import { denominationsTotalCents } from '#shared/domain/denominations';
import { businessUsers, sales, shifts, shiftCashMovements } from '../schema';
import { ensureDemoAccount } from './demo';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('Demo Stores shifts', () => {
  it('has yesterday’s shift closed with its Z report and today’s open, each with its own sales', async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const closed = await ctx.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.businessId, businessId), isNotNull(shifts.closedAt)));
    const open = await ctx.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.businessId, businessId), isNull(shifts.closedAt)));
    expect(closed).toHaveLength(1);
    expect(open).toHaveLength(1);
    const z = closed[0].zReport as ShiftReport;
    expect(closed[0].zNumber).toBe(1);
    expect(z).toMatchObject({ zNumber: 1, openingFloat: 5000, cashOut: 1500, countedCash: closed[0].countedCashCents! / 100 });
    expect(z.overShort).toBeLessThanOrEqual(-50);
    expect(z.overShort).toBeGreaterThan(-51);
    expect(denominationsTotalCents(closed[0].denominations!)).toBe(closed[0].countedCashCents);
    const theirSales = await ctx.db
      .select()
      .from(sales)
      .where(and(eq(sales.businessId, businessId), eq(sales.shiftId, closed[0].id)));
    expect(theirSales.length).toBeGreaterThan(0);
    expect(z.salesCount).toBe(theirSales.length);
    expect(z.netSales * 100).toBeCloseTo(
      theirSales.reduce((s, r) => s + r.totalCents, 0),
      6,
    );
    // Every sale's payments add up to its total: the methods add up to the net sales.
    expect(z.byMethod.reduce((s, m) => s + Math.round(m.amount * 100), 0)).toBe(Math.round(z.netSales * 100));
    expect(z.expectedCash).toBeCloseTo(5000 + z.cashSales - 1500, 6);
    expect(theirSales.every((s) => s.saleDate >= closed[0].openedAt && s.saleDate < closed[0].closedAt!)).toBe(true);
    const moves = await ctx.db.select().from(shiftCashMovements).where(eq(shiftCashMovements.shiftId, closed[0].id));
    expect(moves.map((m) => [m.kind, m.amountCents])).toEqual([['out', 150_000]]);
    expect(open[0].openedAt.getTime()).toBeGreaterThan(closed[0].closedAt!.getTime());
  });
});
