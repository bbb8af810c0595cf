import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { customers, products, saleReturns, sales } from '#server/db/schema';

/** Aggregates read through sum() arrive as text (numeric) on pg; convert once here. */
const num = (v: unknown) => Number(v ?? 0);
/** An instant as a typed parameter (both drivers agree on ISO text). */
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const activeProducts = (businessId: number) => and(eq(products.businessId, businessId), eq(products.isActive, true));

/** A product's stock row, as the low-stock list and the inventory CSV show it. */
const productStockColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  category: products.category,
  buyingPriceCents: products.buyingPriceCents,
  sellingPriceCents: products.sellingPriceCents,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
};

export function lowStockProducts(db: Executor, businessId: number) {
  return db
    .select(productStockColumns)
    .from(products)
    .where(and(activeProducts(businessId), sql`${products.stock} <= ${products.lowStockThreshold}`))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id));
}

/** Stock value at buying price, rounded to the cent per product (stock is thousandths). */
export async function categoryBreakdown(db: Executor, businessId: number) {
  const category = sql<string>`coalesce(nullif(trim(${products.category}), ''), 'Uncategorized')`;
  const rows = await db
    .select({
      category,
      productCount: sql<string>`count(*)`,
      stockValue: sql<string>`coalesce(sum(round(greatest(${products.stock}, 0)::numeric * coalesce(${products.buyingPriceCents}, 0) / 1000)), 0)`,
    })
    .from(products)
    .where(activeProducts(businessId))
    .groupBy(category)
    .orderBy(category);
  return rows.map((r) => ({ category: r.category, productCount: num(r.productCount), stockValueCents: num(r.stockValue) }));
}

export async function customerCounts(db: Executor, businessId: number, activeSince: Date) {
  const [row] = await db
    .select({
      total: sql<string>`count(*)`,
      active: sql<string>`count(*) filter (where ${customers.lastPurchaseDate} >= ${ts(activeSince)})`,
    })
    .from(customers)
    .where(eq(customers.businessId, businessId));
  return { total: num(row?.total), active: num(row?.active) };
}

// ---------- Export batches (keyset pagination: constant memory, one index range per batch) ----------

export function salesBatch(db: Executor, businessId: number, from: Date, to: Date, afterId: number, limit: number) {
  return db
    .select({
      id: sales.id,
      invoiceNumber: sales.invoiceNumber,
      saleDate: sales.saleDate,
      customerName: sales.customerName,
      debtorInfo: sales.debtorInfo,
      paymentMethod: sales.paymentMethod,
      paymentStatus: sales.paymentStatus,
      subtotalCents: sales.subtotalCents,
      vatCents: sales.vatCents,
      nbtCents: sales.nbtCents,
      totalCents: sales.totalCents,
    })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), gte(sales.saleDate, from), lt(sales.saleDate, to), gt(sales.id, afterId)))
    .orderBy(asc(sales.id))
    .limit(limit);
}

/**
 * The range's returns and voids by return date (sale_returns_business_date_idx), with the sale's
 * invoice number and the refunds' methods ('cash+credit'), keyset by id like the sales.
 */
export function returnsBatch(db: Executor, businessId: number, from: Date, to: Date, afterId: number, limit: number) {
  return db
    .select({
      id: saleReturns.id,
      kind: saleReturns.kind,
      creditNoteNumber: saleReturns.creditNoteNumber,
      returnDate: saleReturns.returnDate,
      invoiceNumber: sales.invoiceNumber,
      customerName: saleReturns.customerName,
      debtorInfo: sales.debtorInfo,
      refundMethods: sql<string | null>`(select string_agg(distinct r.method, '+' order by r.method) from sale_refunds r
        where r.business_id = ${saleReturns.businessId} and r.return_id = ${saleReturns.id})`,
      subtotalCents: saleReturns.subtotalCents,
      vatCents: saleReturns.vatCents,
      nbtCents: saleReturns.nbtCents,
      totalCents: saleReturns.totalCents,
    })
    .from(saleReturns)
    .innerJoin(sales, and(eq(sales.businessId, saleReturns.businessId), eq(sales.id, saleReturns.saleId)))
    .where(
      and(
        eq(saleReturns.businessId, businessId),
        gte(saleReturns.returnDate, from),
        lt(saleReturns.returnDate, to),
        gt(saleReturns.id, afterId),
      ),
    )
    .orderBy(asc(saleReturns.id))
    .limit(limit);
}

export function productsBatch(db: Executor, businessId: number, afterId: number, limit: number) {
  return db
    .select(productStockColumns)
    .from(products)
    .where(and(activeProducts(businessId), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}
