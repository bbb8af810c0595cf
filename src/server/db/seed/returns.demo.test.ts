import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUsers, saleReturnItems, saleReturns, sales } from '../schema';
import { ensureDemoAccount } from './demo';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('Demo Stores returns', () => {
  it('has a partly returned sale with its credit note, a write-off and a void, and the books still hold', async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const returns = await ctx.db.select().from(saleReturns).where(eq(saleReturns.businessId, businessId)).orderBy(saleReturns.id);
    expect(returns.map((r) => [r.kind, r.creditNoteNumber])).toEqual([
      ['return', 'CN-000001'],
      ['return', 'CN-000002'],
      ['void', null],
    ]);
    const lines = await ctx.db.select().from(saleReturnItems).where(eq(saleReturnItems.businessId, businessId));
    expect(lines.filter((l) => !l.restock).map((l) => l.reason)).toEqual(['damaged']);
    const statuses = await ctx.db.select({ status: sales.status }).from(sales).where(eq(sales.businessId, businessId));
    const count = (s: string) => statuses.filter((r) => r.status === s).length;
    expect(count('partly_returned')).toBe(2);
    expect(count('void')).toBe(1);
    const report = await checkInvariants(ctx.db, { businessId });
    expect(report.violations, formatViolations(report)).toEqual([]);
  });
});
