/**
 * Stocktakes' SQL: every query scoped by the business. A scan is ONE upsert
 * statement (the first count inserts the line with the product's stock as `expected`; later ones
 * add to `counted` in the database), so counters scanning at once always add up.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { arrayLiteral } from '#server/db/prepared';
import { categories, products, stocktakeLines, stocktakes, users } from '#server/db/schema';

const nameOf = (u: { firstName: unknown; lastName: unknown; email: unknown }) =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email})`;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (q: Promise<unknown>) => ((await q) as Rows).rows;

/** The business's categories among `ids` (id and name). */
export function categoriesByIds(db: Executor, businessId: number, ids: readonly number[]) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), sql`${categories.id} = any(${arrayLiteral(ids)}::int[])`));
}

export async function insertStocktake(
  db: Executor,
  v: { businessId: number; name: string; note: string | null; categoryIds: number[] | null; createdBy: string },
) {
  const [row] = await db.insert(stocktakes).values(v).returning({ id: stocktakes.id });
  return row.id;
}

/** The stocktake (locked for the caller's change when `lock`); undefined: none, or another business's. */
export async function findStocktake(db: Executor, businessId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(stocktakes)
    .where(and(eq(stocktakes.businessId, businessId), eq(stocktakes.id, id)));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

/** The business's counts, newest first, with how many products each has counted. */
export async function listStocktakes(db: Executor, businessId: number, limit: number) {
  return db
    .select({
      row: stocktakes,
      createdByName: sql<string | null>`(select ${nameOf(users)} from ${users} where ${users.id} = ${stocktakes.createdBy})`,
      closedByName: sql<string | null>`(select ${nameOf(users)} from ${users} where ${users.id} = ${stocktakes.closedBy})`,
      countedProducts: sql<number>`(select count(*)::int from ${stocktakeLines} l where l.business_id = ${stocktakes.businessId} and l.stocktake_id = ${stocktakes.id} and not l.zeroed)`,
    })
    .from(stocktakes)
    .where(eq(stocktakes.businessId, businessId))
    .orderBy(desc(stocktakes.createdAt), desc(stocktakes.id))
    .limit(limit);
}

/** Products of the scope: the business's active products, of the counted categories when there are some. */
export function scopeCondition(businessId: number, categoryIds: readonly number[] | null, p = sql`p`): SQL {
  const active = sql`${p}.business_id = ${businessId} and ${p}.is_active`;
  if (!categoryIds || categoryIds.length === 0) return active;
  return sql`${active} and lower(${p}.category) in (select lower(c.name) from ${categories} c where c.business_id = ${businessId} and c.id = any(${arrayLiteral(categoryIds)}::int[]))`;
}

/** The active product with this barcode (first) or SKU. */
export async function productByCode(db: Executor, businessId: number, code: string) {
  const [row] = await rowsOf(
    db.execute(sql`select id from ${products} where business_id = ${businessId} and is_active and (barcode = ${code} or sku = ${code})
      order by (barcode = ${code}) desc, id limit 1`),
  );
  return row ? Number(row.id) : undefined;
}

/** The business's active product (name and unit), undefined otherwise. */
export async function productOf(db: Executor, businessId: number, id: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name, unit: products.unit, category: products.category })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id), eq(products.isActive, true)));
  return row;
}

/**
 * One scan or typed count, in one statement: only while the count is open (its row shared-locked, so
 * a posting waits for the scan and the scan for a posting) and only for a product of its scope. The
 * first count inserts the line with the product's stock now as `expected` (the product's row
 * shared-locked, so a sale being written is waited for); later ones add (or set) in the database.
 * Undefined: nothing counted (the caller finds out why).
 */
export async function upsertCount(
  db: Executor,
  v: { businessId: number; stocktakeId: number; productId: number; quantity: number; mode: 'add' | 'set'; userId: string },
) {
  const counted = v.mode === 'add' ? sql`${stocktakeLines.counted} + excluded.counted` : sql`excluded.counted`;
  const [row] = await rowsOf(
    db.execute(sql`
    with st as (
      select id, category_ids from ${stocktakes} where business_id = ${v.businessId} and id = ${v.stocktakeId} and status = 'open' for share
    ), p as (
      select p.id, p.stock, p.buying_price_cents from ${products} p, st
      where p.id = ${v.productId} and ${scopeCondition(v.businessId, null)}
        and (st.category_ids is null or cardinality(st.category_ids) = 0 or lower(p.category) in (
          select lower(c.name) from ${categories} c where c.business_id = ${v.businessId} and c.id = any(st.category_ids)))
      for share of p
    )
    insert into ${stocktakeLines} (business_id, stocktake_id, product_id, counted, expected, unit_cost_cents, last_counted_by)
    select ${v.businessId}::integer, ${v.stocktakeId}::integer, p.id, ${v.quantity}::bigint, p.stock, p.buying_price_cents, ${v.userId}::uuid from p
    on conflict (business_id, stocktake_id, product_id) do update set
      counted = ${counted}, scans = ${stocktakeLines.scans} + 1, last_counted_at = now(), last_counted_by = excluded.last_counted_by
    returning product_id`),
  );
  return row ? Number(row.product_id) : undefined;
}

/** The count's lines with their products and who counted last (one product's, or all). */
export async function linesOf(db: Executor, businessId: number, stocktakeId: number, productId?: number) {
  return db
    .select({
      line: stocktakeLines,
      productName: products.name,
      sku: products.sku,
      barcode: products.barcode,
      unit: products.unit,
      lastCountedBy: sql<string | null>`(select ${nameOf(users)} from ${users} where ${users.id} = ${stocktakeLines.lastCountedBy})`,
    })
    .from(stocktakeLines)
    .innerJoin(products, and(eq(products.businessId, stocktakeLines.businessId), eq(products.id, stocktakeLines.productId)))
    .where(
      and(
        eq(stocktakeLines.businessId, businessId),
        eq(stocktakeLines.stocktakeId, stocktakeId),
        productId === undefined ? undefined : eq(stocktakeLines.productId, productId),
      ),
    )
    .orderBy(products.name, products.id);
}

/** Products of the scope nobody counted: how many, and the first `limit` by name with their stock now. */
export async function uncountedOf(db: Executor, businessId: number, st: { id: number; categoryIds: number[] | null }, limit: number) {
  const base = sql`from ${products} p where ${scopeCondition(businessId, st.categoryIds)}
    and not exists (select 1 from ${stocktakeLines} l where l.business_id = ${businessId} and l.stocktake_id = ${st.id} and l.product_id = p.id)`;
  const [total] = await rowsOf(db.execute(sql`select count(*)::int as n ${base}`));
  const rows = await rowsOf(db.execute(sql`select p.id, p.name, p.unit, p.stock ${base} order by p.name, p.id limit ${limit}`));
  return {
    count: Number(total.n),
    products: rows.map((r) => ({ productId: Number(r.id), productName: String(r.name), unit: String(r.unit), stock: Number(r.stock) })),
  };
}

/** Every uncounted product of the scope, for posting with "count them as 0". */
export async function uncountedIds(db: Executor, businessId: number, st: { id: number; categoryIds: number[] | null }) {
  const rows = await rowsOf(
    db.execute(sql`select p.id from ${products} p where ${scopeCondition(businessId, st.categoryIds)}
      and not exists (select 1 from ${stocktakeLines} l where l.business_id = ${businessId} and l.stocktake_id = ${st.id} and l.product_id = p.id)
      order by p.id`),
  );
  return rows.map((r) => Number(r.id));
}

/** Lines counted 0 for `ids` (locked by the caller), expecting their stock now. */
export async function insertZeroLines(db: Executor, businessId: number, stocktakeId: number, ids: readonly number[], userId: string) {
  if (ids.length === 0) return;
  await db.execute(sql`
    insert into ${stocktakeLines} (business_id, stocktake_id, product_id, counted, expected, unit_cost_cents, scans, zeroed, last_counted_by)
    select ${businessId}::integer, ${stocktakeId}::integer, p.id, 0, p.stock, p.buying_price_cents, 0, true, ${userId}::uuid
    from ${products} p where p.business_id = ${businessId} and p.id = any(${arrayLiteral(ids)}::int[])`);
}

export async function setPostedQuantity(db: Executor, businessId: number, stocktakeId: number, productId: number, quantity: number) {
  await db
    .update(stocktakeLines)
    .set({ postedQuantity: quantity })
    .where(
      and(eq(stocktakeLines.businessId, businessId), eq(stocktakeLines.stocktakeId, stocktakeId), eq(stocktakeLines.productId, productId)),
    );
}

export async function closeStocktake(
  db: Executor,
  v: { businessId: number; id: number; status: 'posted' | 'cancelled'; closedBy: string; uncountedPolicy?: 'leave' | 'zero' },
) {
  await db
    .update(stocktakes)
    .set({ status: v.status, closedBy: v.closedBy, closedAt: new Date(), uncountedPolicy: v.uncountedPolicy ?? null })
    .where(and(eq(stocktakes.businessId, v.businessId), eq(stocktakes.id, v.id)));
}

/** Names of the users (created / closed by) of one count. */
export async function userName(db: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ name: nameOf(users) })
    .from(users)
    .where(eq(users.id, id));
  return row?.name ?? null;
}
