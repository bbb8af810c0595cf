/**
 * Stock adjustments' reads and their approval mark. The rows themselves are
 * written by the ledger's trigger (migration 0039) when stock.repo's moveStock writes an `adjust`
 * movement; every query is scoped by the business.
 */
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StockAdjustmentReason } from '#shared/contracts/stock-paths';
import type { Executor } from '#server/db/client';
import { arrayLiteral } from '#server/db/prepared';
import { products, stockAdjustments, stockBatches, stockMovements, users } from '#server/db/schema';

export interface AdjustmentFilter {
  businessId: number;
  /** Instants: created_at >= from and < to. */
  from?: Date;
  to?: Date;
  reason?: StockAdjustmentReason;
  q?: string;
  userId?: string;
  /** Only these adjustments (the ones a request just made). */
  ids?: readonly number[];
}

const approver = alias(users, 'approver');
const nameOf = (u: { firstName: unknown; lastName: unknown; email: unknown }) =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email})`;
/** A text searched for as written: LIKE's own wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: AdjustmentFilter): SQL {
  const where: (SQL | undefined)[] = [
    eq(stockAdjustments.businessId, f.businessId),
    f.from ? gte(stockAdjustments.createdAt, f.from) : undefined,
    f.to ? lt(stockAdjustments.createdAt, f.to) : undefined,
    f.reason ? eq(stockAdjustments.reason, f.reason) : undefined,
    f.userId ? eq(stockAdjustments.userId, f.userId) : undefined,
    f.ids ? sql`${stockAdjustments.id} = any(${arrayLiteral(f.ids)}::int[])` : undefined,
    f.q
      ? or(
          sql`${products.name} ilike ${contains(f.q)}`,
          sql`${products.sku} ilike ${contains(f.q)}`,
          sql`${products.barcode} = ${f.q}`,
          sql`${products.nameSi} ilike ${contains(f.q)}`,
          sql`${products.nameTa} ilike ${contains(f.q)}`,
        )
      : undefined,
  ];
  return and(...where)!;
}

const productJoin = and(eq(products.businessId, stockAdjustments.businessId), eq(products.id, stockAdjustments.productId));

/** The newest `limit` adjustments the filter matches. */
export async function listAdjustments(db: Executor, f: AdjustmentFilter, limit: number) {
  return (
    db
      .select({
        id: stockAdjustments.id,
        productId: stockAdjustments.productId,
        productName: products.name,
        unit: products.unit,
        quantity: stockAdjustments.quantity,
        reason: stockAdjustments.reason,
        note: stockAdjustments.note,
        unitCostCents: stockAdjustments.unitCostCents,
        valueCents: stockAdjustments.valueCents,
        userId: stockAdjustments.userId,
        userName: nameOf(users),
        approvedByName: sql<string | null>`case when ${approver.id} is null then null else ${nameOf(approver)} end`,
        batchNumber: stockBatches.batchNumber,
        expiryDate: stockBatches.expiryDate,
        createdAt: stockAdjustments.createdAt,
      })
      .from(stockAdjustments)
      .innerJoin(products, productJoin)
      .leftJoin(users, eq(users.id, stockAdjustments.userId))
      .leftJoin(approver, eq(approver.id, stockAdjustments.approvedBy))
      // The batch is the movement's (decision 0020: one movement per batch a line touched).
      .leftJoin(
        stockMovements,
        and(eq(stockMovements.businessId, stockAdjustments.businessId), eq(stockMovements.id, stockAdjustments.movementId)),
      )
      .leftJoin(stockBatches, and(eq(stockBatches.businessId, stockAdjustments.businessId), eq(stockBatches.id, stockMovements.batchId)))
      .where(whereOf(f))
      .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
      .limit(limit)
  );
}
export type AdjustmentRow = Awaited<ReturnType<typeof listAdjustments>>[number];

/** Totals over everything the filter matches (not only the listed page). */
export async function totalAdjustments(db: Executor, f: AdjustmentFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      valueOut: sql<string>`coalesce(sum(${stockAdjustments.valueCents}) filter (where ${stockAdjustments.quantity} < 0), 0)`,
      valueIn: sql<string>`coalesce(sum(${stockAdjustments.valueCents}) filter (where ${stockAdjustments.quantity} > 0), 0)`,
      withoutCost: sql<number>`(count(*) filter (where ${stockAdjustments.valueCents} is null))::int`,
    })
    .from(stockAdjustments)
    .innerJoin(products, productJoin)
    .where(whereOf(f));
  return { count: Number(row.count), valueOut: Number(row.valueOut), valueIn: Number(row.valueIn), withoutCost: Number(row.withoutCost) };
}

/** Who has made adjustments in the business (the "who" filter). */
export async function adjustmentUsers(db: Executor, businessId: number) {
  return db
    .selectDistinct({ id: users.id, name: nameOf(users) })
    .from(stockAdjustments)
    .innerJoin(users, eq(users.id, stockAdjustments.userId))
    .where(eq(stockAdjustments.businessId, businessId));
}

/** The business's active products among `ids`, for the adjustment's checks (their rows locked by the caller). */
export async function productsFor(db: Executor, businessId: number, ids: readonly number[]) {
  return db
    .select({ id: products.id, name: products.name, unit: products.unit, stock: products.stock, tracksBatches: products.tracksBatches })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true), sql`${products.id} = any(${arrayLiteral(ids)}::int[])`));
}

/** The newest adjustment row of the product (0: none); read under the product's lock, before its move. */
export async function latestAdjustmentId(db: Executor, businessId: number, productId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${stockAdjustments.id})` })
    .from(stockAdjustments)
    .where(and(eq(stockAdjustments.businessId, businessId), eq(stockAdjustments.productId, productId)));
  return Number(row?.id ?? 0);
}

/**
 * The rows the trigger just wrote for this product's line — one per movement, so one per batch the
 * line touched (decision 0020) — all marked with the approving admin when there is one. The
 * caller holds the product's lock, so every row after `afterId` is this line's. Their ids, in order.
 */
export async function markAdjustmentsSince(
  db: Executor,
  businessId: number,
  productId: number,
  afterId: number,
  approvedBy: string | null,
) {
  const rows = await db
    .update(stockAdjustments)
    .set({ approvedBy })
    .where(
      and(eq(stockAdjustments.businessId, businessId), eq(stockAdjustments.productId, productId), sql`${stockAdjustments.id} > ${afterId}`),
    )
    .returning({ id: stockAdjustments.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** How much the product's batch of that number and expiry holds (thousandths; 0 when there is no such batch). */
export async function batchHolding(
  db: Executor,
  businessId: number,
  productId: number,
  batch: { batchNumber: string; expiryDate: string | null },
) {
  const [row] = await db
    .select({ quantity: stockBatches.quantity })
    .from(stockBatches)
    .where(
      and(
        eq(stockBatches.businessId, businessId),
        eq(stockBatches.productId, productId),
        eq(stockBatches.batchNumber, batch.batchNumber),
        sql`coalesce(${stockBatches.expiryDate}, 'infinity'::date) = coalesce(${batch.expiryDate}::date, 'infinity'::date)`,
      ),
    );
  return Number(row?.quantity ?? 0);
}
