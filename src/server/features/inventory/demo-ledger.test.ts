import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { businessUsers } from '#server/db/schema';
import { ensureDemoAccount } from '#server/db/seed/demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('Demo Stores and the stock ledger', () => {
  it('seeds its catalogue, sales and goods receipts through the stock module: stock = Σ movements', async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const report = await checkInvariants(ctx.db, { businessId });
    expect(formatViolations(report)).toBe('');
    expect(report.checked.products).toBeGreaterThanOrEqual(40);
    expect(report.checked.stockMovements).toBeGreaterThan(report.checked.saleLines);
  });
});
