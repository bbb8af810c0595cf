/**
 * The live queries the reports bench compares the sales read model against: the same figures
 * read from the raw rows only (what the app ran before the roll-ups). Baselines, not app code.
 */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../src/server/db/client';
import { products, saleItems, sales } from '../src/server/db/schema';

const num = (v: unknown) => Number(v ?? 0);

/** Σ sale totals (cents) with sale_date in [start, end). */
export async function salesTotalCents(db: Executor, businessId: number, start: Date, end: Date): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${sales.totalCents}), 0)`.mapWith(Number) })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), gte(sales.saleDate, start), lt(sales.saleDate, end)));
  return rows[0]?.total ?? 0;
}

export async function monthlySales(db: Executor, businessId: number, from: Date, timeZone: string) {
  const month = sql<string>`to_char(${sales.saleDate} at time zone ${timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, total: sql<string>`sum(${sales.totalCents})`, count: sql<string>`count(*)` })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), gte(sales.saleDate, from)))
    .groupBy(sql`1`);
  return rows.map((r) => ({ month: r.month, totalCents: num(r.total), count: num(r.count) }));
}

export async function bestSellers(db: Executor, businessId: number, from: Date, limit: number) {
  const qty = sql<string>`sum(${saleItems.quantity})`;
  const rows = await db
    .select({
      id: saleItems.productId,
      name: sql<string>`coalesce(max(${products.name}), max(${saleItems.name}))`,
      sku: sql<string | null>`coalesce(max(${products.sku}), max(${saleItems.sku}))`,
      quantity: qty,
      revenue: sql<string>`sum(${saleItems.lineTotalCents})`,
    })
    .from(saleItems)
    .leftJoin(products, and(eq(products.businessId, saleItems.businessId), eq(products.id, saleItems.productId)))
    .where(and(eq(saleItems.businessId, businessId), gte(saleItems.saleDate, from)))
    .groupBy(saleItems.productId)
    // by revenue: quantities in kg and in pieces cannot be ranked against each other
    .orderBy(desc(sql`sum(${saleItems.lineTotalCents})`), asc(saleItems.productId))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, sku: r.sku, quantity: num(r.quantity), revenueCents: num(r.revenue) }));
}
