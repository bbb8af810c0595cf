/**
 * Read-only aggregates over tables owned by other features (sales: the sales feature; products:
 * the catalogue feature; debtors: ours). The dashboard only reads them; it never writes.
 */
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, sales, salesDailyRollups } from '../../db/schema';

/** Σ sale totals (cents) with sale_date in [start, end). */
export async function salesTotalCents(db: Executor, businessId: number, start: Date, end: Date): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${sales.totalCents}), 0)`.mapWith(Number) })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), gte(sales.saleDate, start), lt(sales.saleDate, end)));
  return rows[0]?.total ?? 0;
}

/** Σ rolled-up daily totals (cents) for local days in [startDay, endDay) up to `throughDay` (roll-ups). */
export async function rolledTotalCents(
  db: Executor,
  businessId: number,
  days: { startDay: string; endDay: string; throughDay: string },
): Promise<number> {
  const d = salesDailyRollups;
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${d.totalCents}), 0)`.mapWith(Number) })
    .from(d)
    .where(and(eq(d.businessId, businessId), gte(d.day, days.startDay), lt(d.day, days.endDay), lte(d.day, days.throughDay)));
  return rows[0]?.total ?? 0;
}

/** Active products at or below their low-stock threshold (out of stock included). */
export async function lowStockCount(db: Executor, businessId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true), sql`${products.stock} <= ${products.lowStockThreshold}`));
  return rows[0]?.n ?? 0;
}

export async function recentSales(db: Executor, businessId: number, limit: number) {
  return db
    .select({
      id: sales.id,
      invoiceNumber: sales.invoiceNumber,
      saleDate: sales.saleDate,
      totalCents: sales.totalCents,
      paymentMethod: sales.paymentMethod,
      paymentStatus: sales.paymentStatus,
    })
    .from(sales)
    .where(eq(sales.businessId, businessId))
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(limit);
}
