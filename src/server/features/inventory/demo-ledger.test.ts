import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { businessUsers, stockMovements, supplierDebitNotes } from '#server/db/schema';
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
    // Goods sent back to a supplier leave through the ledger too: the demo's debit note and its movement.
    const [note] = await ctx.db.select().from(supplierDebitNotes).where(eq(supplierDebitNotes.businessId, businessId));
    expect(note).toMatchObject({ number: 'DN-000001', reason: 'Packets crushed in transit' });
    const moved = await ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.businessId, businessId), eq(stockMovements.kind, 'supplier_return')));
    expect(moved.map((m) => [m.reference, m.quantity])).toEqual([['DN-000001', -4000]]);
  });
});
