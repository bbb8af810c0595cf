/**
 * Read-only aggregates over tables owned by other features (products: the catalogue feature). The
 * dashboard only reads them; it never writes. Its recent sales are the sales feature's own list.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { products } from '#server/db/schema';

/** Active products at or below their low-stock threshold (out of stock included). */
export async function lowStockCount(db: Executor, businessId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true), sql`${products.stock} <= ${products.lowStockThreshold}`));
  return rows[0]?.n ?? 0;
}
