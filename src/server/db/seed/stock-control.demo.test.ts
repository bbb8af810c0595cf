import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#testing/test-app';
import { expiryReport } from '#server/features/batches/batches.service';
import { listAdjustments } from '#server/features/inventory/adjustments.service';
import { listStocktakes } from '#server/features/stocktakes/stocktakes.service';
import { businessUsers, products } from '../schema';
import { ensureDemoAccount } from './demo';

let ctx: TestContext;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const userId = await ensureDemoAccount(ctx.db);
  [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
});
afterAll(async () => ctx.close());

describe('the demo shop keeping its stock true', () => {
  it('lists four adjustments with their reasons and values at cost', async () => {
    const list = await listAdjustments(ctx.db, businessId, {});
    expect(list.adjustments.map((a) => a.reason).sort()).toEqual(['damaged', 'found', 'lost_or_stolen', 'own_use']);
    expect(list.adjustments.every((a) => a.value !== null)).toBe(true);
  });

  it('has a posted count of the spices and an open count of the drinks', async () => {
    const { stocktakes } = await listStocktakes(ctx.db, businessId);
    expect(stocktakes.map((s) => [s.name, s.status]).sort()).toEqual([
      ['Drinks fridge and shelf', 'open'],
      ['Spice shelf', 'posted'],
    ]);
  });

  it('keeps dairy in batches: expired cheese and what expires within 30 days in the expiry report', async () => {
    const report = await expiryReport(ctx.db, businessId, {});
    const names = (bucket: string) => report.batches.filter((b) => b.bucket === bucket).map((b) => `${b.productName} ${b.batchNumber}`);
    expect(names('expired')).toEqual(['Kotmale Cheese Slices 200g KC-2610']);
    expect(names('d30').sort()).toEqual(['Anchor Full Cream Milk Powder 400g AN-25A7', 'Highland Set Yoghurt 80g HL-1124']);
  });

  it('leaves every product with stock = Σ its movements', async () => {
    const rows = (await ctx.db.execute(sql`
      select p.name from ${products} p
      where p.business_id = ${businessId}
        and p.stock <> coalesce((select sum(m.quantity) from stock_movements m where m.business_id = p.business_id and m.product_id = p.id), 0)`)) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([]);
    const tracked = await ctx.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.businessId, businessId), eq(products.tracksBatches, true)));
    expect(tracked).toHaveLength(3);
  });
});
