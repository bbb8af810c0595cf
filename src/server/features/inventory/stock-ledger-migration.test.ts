import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#testing/factories';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { products } from '#server/db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Migration 0020's statement that gives existing stock its opening movement (run again here). */
const openingStatement = readFileSync(path.join(__dirname, '../../db/migrations/0020_stock-ledger.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((s) => s.includes('INSERT INTO "stock_movements"'))!;

describe('migration 0020: the stock ledger', () => {
  it('gives every product that had stock before the ledger its opening movement, so stock = Σ movements', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    // Products as they were before 0020: stock set, no movement (inactive ones and negative stock too).
    const rows = await ctx.db
      .insert(products)
      .values([
        { businessId: b, name: 'Rice', sellingPriceCents: 100, stock: 12_500, unit: 'kg', vatRateBp: 0 },
        { businessId: b, name: 'Oversold', sellingPriceCents: 100, stock: -2_000, vatRateBp: 0 },
        { businessId: b, name: 'Empty', sellingPriceCents: 100, stock: 0, vatRateBp: 0 },
        { businessId: b, name: 'Retired', sellingPriceCents: 100, stock: 3_000, isActive: false, vatRateBp: 0 },
      ])
      .returning({ id: products.id });
    expect(formatViolations(await checkInvariants(ctx.db, { businessId: b }))).not.toBe('');

    // Run as the app's role for this business only: row-level security keeps the statement to it
    // (the other test data of this database already has its movements).
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local role kade_app`);
      await tx.execute(sql`select set_config('kade.business_id', ${String(b)}, true)`);
      await tx.execute(sql.raw(openingStatement));
    });

    const report = await checkInvariants(ctx.db, { businessId: b });
    expect(formatViolations(report)).toBe('');
    expect(report.checked).toMatchObject({ products: 4, stockMovements: 3 });
    const moves = await ctx.db.execute(
      sql`select product_id, kind, quantity, balance, user_id from stock_movements where business_id = ${b} order by id`,
    );
    expect(
      (moves as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => [
        r.product_id,
        r.kind,
        Number(r.quantity),
        Number(r.balance),
        r.user_id,
      ]),
    ).toEqual([
      [rows[0].id, 'open', 12_500, 12_500, null],
      [rows[1].id, 'open', -2_000, -2_000, null],
      [rows[3].id, 'open', 3_000, 3_000, null],
    ]);
  });
});
