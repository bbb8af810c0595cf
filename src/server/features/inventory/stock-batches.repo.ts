/**
 * The stock ledger's batch SQL (docs/decisions/0020): a product that tracks
 * batches holds its stock per batch, and every write here runs while the caller holds the
 * product's row lock (products are the lock every stock change takes, in id order), so a batch
 * never changes under a reader that locked its product. Σ a batch's movements = its quantity.
 */
import { sql } from 'drizzle-orm';
import type { StockMovementKind } from '#shared/contracts/stock-paths';
import type { Executor } from '#server/db/client';
import { arrayLiteral } from '#server/db/prepared';
import { products, saleReturns, stockBatches, stockMovements } from '#server/db/schema';
import { bumpVersionStatement } from './stock.sql';

type Rows = { rows: Record<string, unknown>[] };

/** A batch with stock, as FEFO reads it. */
export interface HeldBatch {
  id: number;
  batchNumber: string;
  expiryDate: string | null;
  quantity: number;
}

/** The first-expiring-first-out order: dated batches by expiry, then undated ones; ties by arrival. */
export const FEFO_ORDER = sql`b.expiry_date asc nulls last, b.received_at asc, b.id asc`;

const dateText = (v: unknown): string | null =>
  v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

const toBatch = (r: Record<string, unknown>): HeldBatch => ({
  id: Number(r.id),
  batchNumber: String(r.batch_number ?? ''),
  expiryDate: dateText(r.expiry_date),
  quantity: Number(r.quantity),
});

/**
 * Locks one product of the business and reads its stock, whether it tracks batches, and its
 * batches with stock in FEFO order. Undefined: not this business's product.
 */
export async function lockProductWithBatches(
  db: Executor,
  businessId: number,
  productId: number,
): Promise<{ stock: number; tracksBatches: boolean; batches: HeldBatch[] } | undefined> {
  const result = (await db.execute(sql`
    with p as (
      select id, stock, tracks_batches from ${products} where business_id = ${businessId} and id = ${productId} for update
    )
    select p.stock, p.tracks_batches,
      (select coalesce(json_agg(json_build_object('id', b.id, 'batch_number', b.batch_number, 'expiry_date', b.expiry_date,
         'quantity', b.quantity) order by ${FEFO_ORDER}), '[]'::json)
       from ${stockBatches} b where b.business_id = ${businessId} and b.product_id = p.id and b.quantity > 0) as batches
    from p`)) as unknown as Rows;
  const row = result.rows[0];
  if (!row) return undefined;
  const batches = (typeof row.batches === 'string' ? JSON.parse(row.batches) : row.batches) as Record<string, unknown>[];
  return { stock: Number(row.stock), tracksBatches: row.tracks_batches === true, batches: batches.map(toBatch) };
}

/** A batch named by number and expiry (one row per product, number and expiry: migration 0040). */
export interface BatchName {
  batchNumber: string;
  expiryDate: string | null;
}

/** The product's batch of that number and expiry, created empty when new; its id. */
export async function ensureBatch(
  db: Executor,
  b: { businessId: number; productId: number; source: 'grn' | 'adjust' | 'import'; sourceId: number | null } & BatchName,
): Promise<number> {
  const result = (await db.execute(sql`
    with found as (
      select id from ${stockBatches} where business_id = ${b.businessId} and product_id = ${b.productId}
        and batch_number = ${b.batchNumber} and coalesce(expiry_date, 'infinity'::date) = coalesce(${b.expiryDate}::date, 'infinity'::date)
    ), made as (
      insert into ${stockBatches} (business_id, product_id, batch_number, expiry_date, source, source_id)
      select ${b.businessId}, ${b.productId}, ${b.batchNumber}, ${b.expiryDate}::date, ${b.source}, ${b.sourceId}::integer
      where not exists (select 1 from found)
      returning id
    )
    select id from found union all select id from made`)) as unknown as Rows;
  return Number(result.rows[0].id);
}

/** The product's batch of that number and expiry, if any. */
export async function findBatch(db: Executor, businessId: number, productId: number, name: BatchName): Promise<number | undefined> {
  const result = (await db.execute(sql`
    select id from ${stockBatches} where business_id = ${businessId} and product_id = ${productId}
      and batch_number = ${name.batchNumber} and coalesce(expiry_date, 'infinity'::date) = coalesce(${name.expiryDate}::date, 'infinity'::date)`)) as unknown as Rows;
  return result.rows[0] ? Number(result.rows[0].id) : undefined;
}

/** One part of a movement: a quantity into (+) or out of (−) a batch, or the unbatched remainder (null). */
export interface MovePart {
  batchId: number | null;
  quantity: number;
}

/**
 * Moves one product's stock by its parts in ONE statement: each batch by its part, the product by
 * their sum, one movement per part (balance = the running sum, so the last is the stock after),
 * and the catalogue version. The caller holds the product's lock. Answers the stock after.
 */
export async function applyParts(
  db: Executor,
  m: {
    businessId: number;
    productId: number;
    kind: StockMovementKind;
    parts: readonly MovePart[];
    reference?: string | null;
    referenceId?: number | null;
    reason?: string | null;
    note?: string | null;
    userId?: string | null;
    buyingPriceCents?: number | null;
  },
): Promise<{ stock: number; quantity: number } | undefined> {
  const price = m.buyingPriceCents != null ? sql`, buying_price_cents = ${m.buyingPriceCents}::bigint` : sql``;
  const result = (await db.execute(sql`
    with parts as (
      select * from unnest(${arrayLiteral(m.parts.map((x) => x.batchId))}::int[], ${arrayLiteral(m.parts.map((x) => x.quantity))}::bigint[])
        with ordinality as t(batch_id, qty, n)
    ), batches as (
      update ${stockBatches} b set quantity = b.quantity + t.qty from parts t
      where b.business_id = ${m.businessId} and b.product_id = ${m.productId} and b.id = t.batch_id
      returning b.id
    ), moved as (
      update ${products} p set stock = p.stock + (select coalesce(sum(qty), 0) from parts)::bigint, updated_at = now()${price}
      where p.business_id = ${m.businessId} and p.id = ${m.productId}
      returning p.id, p.stock
    ), movement as (
      insert into ${stockMovements} (business_id, product_id, quantity, kind, reference, reference_id, reason, note, user_id, balance, batch_id)
      select ${m.businessId}::integer, o.id, t.qty, ${m.kind}::text, ${m.reference ?? null}::text, ${m.referenceId ?? null}::integer,
        ${m.reason ?? null}::text, ${m.note ?? null}::text, ${m.userId ?? null}::uuid,
        o.stock - coalesce(sum(t.qty) over (order by t.n rows between 1 following and unbounded following), 0), t.batch_id
      from parts t, moved o where t.qty <> 0 or ${m.kind}::text = 'count'
      order by t.n
    ), version as (${bumpVersionStatement(m.businessId, sql`moved`)})
    select o.stock, (select coalesce(sum(qty), 0) from parts) as quantity, (select count(*) from batches) as batches from moved o`)) as unknown as Rows;
  const row = result.rows[0];
  return row ? { stock: Number(row.stock), quantity: Number(row.quantity) } : undefined;
}

/** What a sale took from each batch of these products, less what its returns and voids put back. */
export async function saleBatchesLeft(
  db: Executor,
  businessId: number,
  saleId: number,
  productIds: readonly number[],
): Promise<{ productId: number; batchId: number; quantity: number; lastTakenId: number }[]> {
  const result = (await db.execute(sql`
    with taken as (
      select m.product_id, m.batch_id, -sum(m.quantity) as qty, max(m.id) as last_id
      from ${stockMovements} m
      where m.business_id = ${businessId} and m.reference_id = ${saleId} and m.batch_id is not null and m.kind = 'sale'
        and m.product_id = any(${arrayLiteral([...productIds])}::int[])
      group by m.product_id, m.batch_id
    ), back as (
      select m.batch_id, sum(m.quantity) as qty
      from ${stockMovements} m
      where m.business_id = ${businessId} and m.batch_id is not null and m.kind in ('return', 'void')
        and m.reference_id in (select r.id from ${saleReturns} r where r.business_id = ${businessId} and r.sale_id = ${saleId})
      group by m.batch_id
    )
    select t.product_id, t.batch_id, t.qty - coalesce(b.qty, 0) as left_qty, t.last_id
    from taken t left join back b on b.batch_id = t.batch_id
    where t.qty - coalesce(b.qty, 0) > 0
    order by t.product_id, t.last_id desc`)) as unknown as Rows;
  return result.rows.map((r) => ({
    productId: Number(r.product_id),
    batchId: Number(r.batch_id),
    quantity: Number(r.left_qty),
    lastTakenId: Number(r.last_id),
  }));
}

/** Which of these products of the business track batches. */
export async function batchTrackedAmong(db: Executor, businessId: number, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const result = (await db.execute(sql`
    select id from ${products} where business_id = ${businessId} and tracks_batches
      and id = any(${arrayLiteral([...new Set(productIds)])}::int[])`)) as unknown as Rows;
  return new Set(result.rows.map((r) => Number(r.id)));
}

/** Locks products of the business in id order (as a sale takes them), ahead of batch moves. */
export async function lockProductIds(db: Executor, businessId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    select id from ${products} where business_id = ${businessId} and id = any(${arrayLiteral([...new Set(productIds)])}::int[])
    order by id for update`);
}

/** An opening stock line: into a batch (created, or topped up when the product has it), or none (batchNumber null). */
export interface OpeningBatchLine {
  productId: number;
  quantity: number;
  batchNumber: string | null;
  expiryDate: string | null;
}

/**
 * The opening stock of many products, each into its batch, in ONE statement (imports):
 * products locked in id order, each product's stock up by its lines, each named batch
 * created or topped up, one movement per batch or unbatched part (balance = the product's running
 * sum, so its last movement is the stock after), and the catalogue version. A product that does not
 * track batches gets its movements without a batch (as moveInBatches ignores a batch for it).
 * A batch it creates records the move's kind as its source ('import', or 'adjust' for an opening).
 * Answers how many products moved.
 */
export async function openStockIntoBatches(
  db: Executor,
  m: {
    businessId: number;
    userId: string | null;
    kind: 'open' | 'import';
    reference: string | null;
    lines: readonly OpeningBatchLine[];
  },
): Promise<number> {
  if (m.lines.length === 0) return 0;
  const col = <K extends keyof OpeningBatchLine>(k: K) => arrayLiteral(m.lines.map((l) => l[k]));
  const result = (await db.execute(sql`
    with wanted as (
      select w.id, w.batch_number, w.expiry_date, sum(w.qty)::bigint as qty
      from unnest(${col('productId')}::int[], ${col('quantity')}::bigint[], ${col('batchNumber')}::text[], ${col('expiryDate')}::date[])
        as w(id, qty, batch_number, expiry_date)
      group by w.id, w.batch_number, w.expiry_date having sum(w.qty) <> 0
    ), locked as (
      select p.id, p.tracks_batches from ${products} p
      where p.business_id = ${m.businessId} and p.id in (select id from wanted) order by p.id for update
    ), moved as (
      update ${products} p set stock = p.stock + t.qty, updated_at = now()
      from (select id, sum(qty)::bigint as qty from wanted group by id) t, locked l
      where p.business_id = ${m.businessId} and p.id = t.id and l.id = t.id
      returning p.id, p.stock, l.tracks_batches
    ), batches as (
      insert into ${stockBatches} as b (business_id, product_id, batch_number, expiry_date, quantity, source)
      select ${m.businessId}::integer, w.id, w.batch_number, w.expiry_date, w.qty, ${m.kind === 'import' ? 'import' : 'adjust'}::text
      from wanted w join moved o on o.id = w.id where o.tracks_batches and w.batch_number is not null
      on conflict (business_id, product_id, batch_number, (coalesce(expiry_date, 'infinity'::date)))
        do update set quantity = b.quantity + excluded.quantity
      returning b.id, b.product_id, b.batch_number, b.expiry_date
    ), parts as (
      select w.id, w.qty, b.id as batch_id, o.stock,
        row_number() over (partition by w.id order by b.id nulls first, w.batch_number, w.expiry_date) as n
      from wanted w join moved o on o.id = w.id
      left join batches b on b.product_id = w.id and b.batch_number = w.batch_number and b.expiry_date is not distinct from w.expiry_date
    ), movement as (
      insert into ${stockMovements} (business_id, product_id, quantity, kind, reference, user_id, balance, batch_id)
      select ${m.businessId}::integer, t.id, t.qty, ${m.kind}::text, ${m.reference}::text, ${m.userId}::uuid,
        t.stock - coalesce(sum(t.qty) over (partition by t.id order by t.n rows between 1 following and unbounded following), 0), t.batch_id
      from parts t order by t.id, t.n
    ), version as (${bumpVersionStatement(m.businessId, sql`moved`)})
    select count(*) as n from moved`)) as unknown as Rows;
  return Number(result.rows[0]?.n ?? 0);
}
