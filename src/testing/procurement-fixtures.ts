import { and, eq } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { auditTrail, products } from '../server/db/schema';
import { openStock } from '../server/features/inventory/stock.service';

/**
 * A product inserted straight through the catalogue schema (the tests do not depend on its API); its
 * stock is its opening movement, through the stock module, so stock = Σ movements holds.
 */
export async function insertProduct(
  db: Database,
  businessId: number,
  values: {
    name: string;
    sku?: string;
    stock?: number;
    buyingPriceCents?: number | null;
    sellingPriceCents?: number;
    category?: string;
    lowStockThreshold?: number;
  },
) {
  const [row] = await db
    .insert(products)
    .values({
      businessId,
      name: values.name,
      sku: values.sku ?? null,
      category: values.category ?? null,
      buyingPriceCents: values.buyingPriceCents ?? null,
      sellingPriceCents: values.sellingPriceCents ?? 10_000,
      lowStockThreshold: values.lowStockThreshold ?? 10_000,
      vatRateBp: 1800,
    })
    .returning();
  const opened = values.stock ? await openStock(db, { businessId, userId: null }, row.id, values.stock) : undefined;
  return opened ? { ...row, stock: opened.stock } : row;
}

export async function productRow(db: Database, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id)));
  return row;
}

export async function auditActions(db: Database, businessId: number) {
  const rows = await db.select({ action: auditTrail.action }).from(auditTrail).where(eq(auditTrail.businessId, businessId));
  return rows.map((r) => r.action);
}
