import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, products, saleItems, sales } from '../../db/schema';

/** Aggregates read through sum() arrive as text (numeric) on pg; convert once here. */
const num = (v: unknown) => Number(v ?? 0);
/** An instant as a typed parameter (both drivers agree on ISO text). */
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export async function salesTotals(
  db: Executor,
  businessId: number,
  b: { today: Date; week: Date; month: Date; year: Date; earliest: Date },
) {
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${sales.totalCents}) filter (where ${sales.saleDate} >= ${ts(b.today)}), 0)`,
      week: sql<string>`coalesce(sum(${sales.totalCents}) filter (where ${sales.saleDate} >= ${ts(b.week)}), 0)`,
      month: sql<string>`coalesce(sum(${sales.totalCents}) filter (where ${sales.saleDate} >= ${ts(b.month)}), 0)`,
      year: sql<string>`coalesce(sum(${sales.totalCents}) filter (where ${sales.saleDate} >= ${ts(b.year)}), 0)`,
      monthCount: sql<string>`count(*) filter (where ${sales.saleDate} >= ${ts(b.month)})`,
      monthSubtotal: sql<string>`coalesce(sum(${sales.subtotalCents}) filter (where ${sales.saleDate} >= ${ts(b.month)}), 0)`,
      monthVat: sql<string>`coalesce(sum(${sales.vatCents}) filter (where ${sales.saleDate} >= ${ts(b.month)}), 0)`,
      monthNbt: sql<string>`coalesce(sum(${sales.nbtCents}) filter (where ${sales.saleDate} >= ${ts(b.month)}), 0)`,
    })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), gte(sales.saleDate, b.earliest)));
  return toPeriodTotals(row);
}

type PeriodTotalsRow = Record<'today' | 'week' | 'month' | 'year' | 'monthCount' | 'monthSubtotal' | 'monthVat' | 'monthNbt', unknown>;

/** The period sums as numbers (aggregates arrive as text on pg), from live rows or roll-ups alike. */
export function toPeriodTotals(row: PeriodTotalsRow | undefined) {
  return {
    todayCents: num(row?.today),
    weekCents: num(row?.week),
    monthCents: num(row?.month),
    yearCents: num(row?.year),
    monthCount: num(row?.monthCount),
    monthSubtotalCents: num(row?.monthSubtotal),
    monthVatCents: num(row?.monthVat),
    monthNbtCents: num(row?.monthNbt),
  };
}

/** Σ and count of sales per local calendar month ('YYYY-MM') since `from`. */
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

const activeProducts = (businessId: number) => and(eq(products.businessId, businessId), eq(products.isActive, true));

export function lowStockProducts(db: Executor, businessId: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      category: products.category,
      buyingPriceCents: products.buyingPriceCents,
      sellingPriceCents: products.sellingPriceCents,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
    })
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

/** Per product of `productIds`: quantity, line subtotals and cost sold in [from, to). */
export async function productSalesIn(db: Executor, businessId: number, productIds: number[], from: Date, to: Date) {
  if (productIds.length === 0) return new Map<number, { quantity: number; subtotalCents: number; costCents: number }>();
  const rows = await db
    .select({
      id: saleItems.productId,
      quantity: sql<string>`sum(${saleItems.quantity})`,
      subtotal: sql<string>`sum(${saleItems.lineSubtotalCents})`,
      cost: sql<string>`sum(${saleItems.lineCostCents})`,
    })
    .from(saleItems)
    .where(
      and(
        eq(saleItems.businessId, businessId),
        gte(saleItems.saleDate, from),
        lt(saleItems.saleDate, to),
        inArray(saleItems.productId, productIds),
      ),
    )
    .groupBy(saleItems.productId);
  return new Map(rows.map((r) => [r.id, { quantity: num(r.quantity), subtotalCents: num(r.subtotal), costCents: num(r.cost) }]));
}

export function productsBatch(db: Executor, businessId: number, afterId: number, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      category: products.category,
      buyingPriceCents: products.buyingPriceCents,
      sellingPriceCents: products.sellingPriceCents,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(and(activeProducts(businessId), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}
