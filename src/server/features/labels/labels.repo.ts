/** Label rows: every query scoped by the business; only active products print. */
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { goodsReceivedNoteItems, goodsReceivedNotes, products } from '#server/db/schema';

const productColumns = {
  productId: products.id,
  name: products.name,
  nameSi: products.nameSi,
  nameTa: products.nameTa,
  sellingPriceCents: products.sellingPriceCents,
  mrpCents: products.mrpCents,
  unit: products.unit,
  barcode: products.barcode,
};

export type LabelProductRow = {
  productId: number;
  name: string;
  nameSi: string | null;
  nameTa: string | null;
  sellingPriceCents: number;
  mrpCents: number | null;
  unit: string;
  barcode: string | null;
  /** Thousandths: 1000 (one label) or a GRN line's received quantity. */
  quantityThousandths: number;
};

export async function productsByIds(db: Executor, businessId: number, ids: readonly number[]): Promise<LabelProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true), inArray(products.id, [...ids])))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((r) => ({ ...r, quantityThousandths: 1000 }));
}

export async function productsWithPriceChangedSince(db: Executor, businessId: number, since: Date): Promise<LabelProductRow[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true), gte(products.priceChangedAt, since)))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((r) => ({ ...r, quantityThousandths: 1000 }));
}

export async function grnExists(db: Executor, businessId: number, grnId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: goodsReceivedNotes.id })
    .from(goodsReceivedNotes)
    .where(and(eq(goodsReceivedNotes.businessId, businessId), eq(goodsReceivedNotes.id, grnId)))
    .limit(1);
  return !!row;
}

/**
 * A GRN's good lines (damaged or expired goods never reach the shelf), one row per product with
 * the quantity received, in the note's order.
 */
export async function grnProducts(db: Executor, businessId: number, grnId: number): Promise<LabelProductRow[]> {
  return db
    .select({
      ...productColumns,
      quantityThousandths: sql<number>`sum(${goodsReceivedNoteItems.receivedQuantity})`.mapWith(Number),
    })
    .from(goodsReceivedNoteItems)
    .innerJoin(products, and(eq(products.businessId, goodsReceivedNoteItems.businessId), eq(products.id, goodsReceivedNoteItems.productId)))
    .where(
      and(
        eq(goodsReceivedNoteItems.businessId, businessId),
        eq(goodsReceivedNoteItems.grnId, grnId),
        eq(goodsReceivedNoteItems.condition, 'good'),
        gt(goodsReceivedNoteItems.receivedQuantity, 0),
        eq(products.isActive, true),
      ),
    )
    .groupBy(products.id)
    .orderBy(sql`min(${goodsReceivedNoteItems.position})`);
}
