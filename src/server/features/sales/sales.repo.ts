import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { listRowsOf, updateBusinessRow } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import {
  businesses,
  categories,
  products,
  saleIdempotency,
  saleItems,
  salePayments,
  saleReturnItems,
  saleReturns,
  sales,
  stockBatches,
} from '#server/db/schema';

export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
export type SalePaymentRow = typeof salePayments.$inferSelect;

export async function findIdempotencyRecord(db: Executor, businessId: number, key: string) {
  const rows = await db
    .select()
    .from(saleIdempotency)
    .where(and(eq(saleIdempotency.businessId, businessId), eq(saleIdempotency.key, key)))
    .limit(1);
  return rows[0];
}

export async function setSaleLoyalty(
  db: Executor,
  businessId: number,
  saleId: number,
  values: { pointsEarned: number; pointsRedeemed: number; loyaltyBalance: number },
): Promise<SaleRow> {
  return (await updateBusinessRow(db, sales, businessId, saleId, values)) as SaleRow;
}

export async function findSale(db: Executor, businessId: number, saleId: number) {
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.businessId, businessId), eq(sales.id, saleId)))
    .limit(1);
  if (!sale) return undefined;
  // One after the other: `db` may be a transaction (a replay), whose statements run in turn anyway.
  const items = await listRowsOf(db, saleItems, saleItems.saleId, businessId, [saleId]);
  const payments = await listRowsOf(db, salePayments, salePayments.saleId, businessId, [saleId]);
  return { sale, items, payments };
}

/** What came back of a sale: each line's returned quantity, and its returns and void, oldest first. */
export async function saleReturnsOf(db: Executor, businessId: number, saleId: number) {
  const returned = await db
    .select({ saleItemId: saleReturnItems.saleItemId, quantity: sql<string>`sum(${saleReturnItems.quantity})` })
    .from(saleReturnItems)
    .where(and(eq(saleReturnItems.businessId, businessId), eq(saleReturnItems.saleId, saleId)))
    .groupBy(saleReturnItems.saleItemId);
  const returns = await db
    .select({
      id: saleReturns.id,
      kind: saleReturns.kind,
      creditNoteNumber: saleReturns.creditNoteNumber,
      totalCents: saleReturns.totalCents,
      createdAt: saleReturns.createdAt,
    })
    .from(saleReturns)
    .where(and(eq(saleReturns.businessId, businessId), eq(saleReturns.saleId, saleId)))
    .orderBy(asc(saleReturns.id));
  return { returnedBySaleItem: new Map(returned.map((r) => [r.saleItemId, Number(r.quantity)])), returns };
}

export function recentSales(db: Executor, businessId: number, limit: number) {
  return db
    .select({
      id: sales.id,
      invoiceNumber: sales.invoiceNumber,
      saleDate: sales.saleDate,
      totalCents: sales.totalCents,
      paymentMethod: sales.paymentMethod,
      paymentStatus: sales.paymentStatus,
      customerName: sales.customerName,
      status: sales.status,
    })
    .from(sales)
    .where(eq(sales.businessId, businessId))
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(limit);
}

/** The till's catalogue: active products, only the columns it needs, one query. */
export function posProducts(db: Executor, businessId: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      nameSi: products.nameSi,
      nameTa: products.nameTa,
      sku: products.sku,
      barcode: products.barcode,
      scaleCode: products.scaleCode,
      category: products.category,
      sellingPriceCents: products.sellingPriceCents,
      stock: products.stock,
      unit: products.unit,
      taxCategory: products.taxCategory,
      mrpCents: products.mrpCents,
      imageId: products.imageId,
      imageUpdatedAt: products.imageUpdatedAt,
      tracksBatches: products.tracksBatches,
      // The batch FEFO sells first (docs/decisions/0020); read only for products that track batches.
      // Qualified by hand: inside a select drizzle writes a column unqualified, which the subquery would read as b's.
      expiresOn: sql<string | null>`case when ${products.tracksBatches} then (select min(b.expiry_date)::text from ${stockBatches} b
        where b.business_id = products.business_id and b.product_id = products.id and b.quantity > 0) end`,
    })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true)))
    .orderBy(asc(products.name), asc(products.id));
}

export function posCategories(db: Executor, businessId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.isActive, true)))
    .orderBy(asc(categories.name));
}

/**
 * A version of everything the till's response contains (`kade_pos_version`, migration 0015: one
 * definition, also answered by the session lookup when a route asks for it). Equal versions mean
 * equal data.
 */
export async function posVersion(db: Executor, businessId: number): Promise<string> {
  const result = await db.execute(sql`select kade_pos_version(${businessId}::integer) as version`);
  const [row] = (result as unknown as { rows: { version: string }[] }).rows;
  return row.version;
}

/**
 * What the debtor owed right after a credit sale (for its reprint): the debtor's entries up to and
 * including the sale's charge. Undefined when the sale charged no debtor.
 */
export async function balanceAfterCreditSaleCents(db: Executor, businessId: number, saleId: number): Promise<number | undefined> {
  const result = await db.execute(sql`
    select sum(case when e.kind = 'charge' then e.amount_cents else -e.amount_cents end)::bigint as balance
    from debtor_entries c
    join debtor_entries e on e.business_id = c.business_id and e.debtor_id = c.debtor_id and e.id <= c.id
    where c.business_id = ${businessId} and c.sale_id = ${saleId} and c.kind = 'charge'`);
  const [row] = (result as unknown as { rows: { balance: string | number | null }[] }).rows;
  return row?.balance == null ? undefined : Number(row.balance);
}

export async function businessProfile(db: Executor, businessId: number) {
  const [row] = await db
    .select({
      name: businesses.name,
      ownerName: businesses.ownerName,
      address: businesses.address,
      phone: businesses.phone,
      email: businesses.email,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}
