/**
 * Read-only aggregates over tables owned by other features (sales: the sales feature; products:
 * the catalogue feature; debtors: ours). The dashboard only reads them; it never writes.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { products, sales } from '#server/db/schema';

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
