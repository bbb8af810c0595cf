/**
 * The stock ledger's SQL: the only code that changes `products.stock`. Every
 * change is ONE statement (data-modifying CTEs) that moves the stock, writes its `stock_movements`
 * row with the balance after it, and bumps the catalogue version (the till's ETag), so the three can
 * never disagree. Each movement is written while its product's row is locked, so a product's
 * movements in id order are its changes in commit order: each balance is the running sum.
 */
import { sql } from 'drizzle-orm';
import type { StockMovementKind } from '#shared/contracts/stock-paths';
import type { Executor } from '#server/db/client';
import { arrayLiteral } from '#server/db/prepared';
import { products, stockMovements, users } from '#server/db/schema';
import { moveInBatches, type BatchRef } from './stock-batches';
import { bumpVersionStatement } from './stock.sql';

export { bumpVersionStatement };

export interface Movement {
  businessId: number;
  productId: number;
  kind: StockMovementKind;
  /** Signed change (thousandths); or `setTo`: the stock becomes that and the movement is the difference. */
  delta?: number;
  setTo?: number;
  /** Refuse (answer undefined) when the stock after would be below zero. */
  floorAtZero?: boolean;
  reference?: string | null;
  referenceId?: number | null;
  reason?: string | null;
  note?: string | null;
  userId?: string | null;
  /** A receipt also sets the product's buying price (GRN lines), in the same statement. */
  buyingPriceCents?: number | null;
  /**
   * For a product that tracks batches (docs/decisions/0020): the batch stock goes into (created
   * when new) or is taken from first. Without it, stock in goes to the unbatched remainder and
   * stock out is taken first-expiring-first-out. Ignored for products that do not track batches.
   */
  batch?: BatchRef | null;
}

export interface Moved {
  stock: number;
  quantity: number;
}

/**
 * Moves one product's stock. Undefined when the product is not this business's, or when
 * `floorAtZero` refused. A change of zero writes no movement (a count still does: "counted, matched").
 * One statement, unless the product tracks batches and stock goes out (or a batch is named): the
 * statement then moves nothing and the move is made batch by batch (stock-batches.ts).
 */
export async function moveStock(db: Executor, m: Movement): Promise<Moved | undefined> {
  if (m.batch) return moveInBatches(db, m);
  const next = m.setTo != null ? sql`${m.setTo}::bigint` : sql`o.stock + ${m.delta ?? 0}::bigint`;
  const price = m.buyingPriceCents != null ? sql`, buying_price_cents = ${m.buyingPriceCents}::bigint` : sql``;
  const guard = m.floorAtZero ? sql` and ${next} >= 0` : sql``;
  const result = (await db.execute(sql`
    with old as (
      select id, stock, tracks_batches from ${products} where business_id = ${m.businessId} and id = ${m.productId} for update
    ), moved as (
      update ${products} p set stock = ${next}, updated_at = now()${price}
      from old o where p.business_id = ${m.businessId} and p.id = o.id${guard} and not (o.tracks_batches and ${next} < o.stock)
      returning p.id, p.stock, p.stock - o.stock as quantity
    ), movement as (
      insert into ${stockMovements} (business_id, product_id, quantity, kind, reference, reference_id, reason, note, user_id, balance)
      select ${m.businessId}::integer, id, quantity, ${m.kind}::text, ${m.reference ?? null}::text, ${m.referenceId ?? null}::integer,
        ${m.reason ?? null}::text, ${m.note ?? null}::text, ${m.userId ?? null}::uuid, stock
      from moved where quantity <> 0 or ${m.kind}::text = 'count'
    ), version as (${bumpVersionStatement(m.businessId, sql`moved`)})
    select (o.tracks_batches and ${next} < o.stock) as by_batch, mv.stock, mv.quantity from old o left join moved mv on true`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0];
  if (row && (row.by_batch === true || row.by_batch === 't')) return moveInBatches(db, m);
  return row && row.stock != null ? { stock: Number(row.stock), quantity: Number(row.quantity) } : undefined;
}

/**
 * The opening stock of many products at once (bulk creation, imports): each product's stock rises
 * by its quantity with an `open` movement — one statement for the lot. Answers how many moved.
 */
export async function openStockMany(
  db: Executor,
  m: {
    businessId: number;
    userId: string | null;
    lines: readonly { productId: number; quantity: number }[];
    kind?: 'open' | 'import';
    reference?: string | null;
  },
): Promise<number> {
  const result = (await db.execute(sql`
    with wanted as (
      select * from unnest(${arrayLiteral(m.lines.map((l) => l.productId))}::int[], ${arrayLiteral(m.lines.map((l) => l.quantity))}::bigint[]) as w(id, qty)
      where w.qty <> 0
    ), moved as (
      update ${products} p set stock = p.stock + w.qty, updated_at = now()
      from wanted w where p.business_id = ${m.businessId} and p.id = w.id
      returning p.id, p.stock, w.qty
    ), movement as (
      insert into ${stockMovements} (business_id, product_id, quantity, kind, reference, user_id, balance)
      select ${m.businessId}::integer, id, qty, ${m.kind ?? 'open'}::text, ${m.reference ?? null}::text, ${m.userId}::uuid, stock
      from moved order by id
    ), version as (${bumpVersionStatement(m.businessId, sql`moved`)})
    select count(*) as n from moved`)) as unknown as { rows: Record<string, unknown>[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Goods back on the shelf from a return or a void: each product's stock rises by its
 * quantity (lines of one product summed) with a `return`/`void` movement naming the credit note (or
 * the voided invoice) and the return's id. Products are locked in id order (as a sale locks them:
 * no deadlock); one statement for the lot. Answers how many products moved.
 */
export async function giveBackMany(
  db: Executor,
  m: {
    businessId: number;
    userId: string | null;
    kind: 'return' | 'void';
    reference: string;
    referenceId: number;
    lines: readonly { productId: number; quantity: number }[];
  },
): Promise<number> {
  const result = (await db.execute(sql`
    with wanted as (
      select w.id, sum(w.qty)::bigint as qty
      from unnest(${arrayLiteral(m.lines.map((l) => l.productId))}::int[], ${arrayLiteral(m.lines.map((l) => l.quantity))}::bigint[]) as w(id, qty)
      group by w.id having sum(w.qty) <> 0
    ), locked as (
      select p.id from ${products} p join wanted w on w.id = p.id where p.business_id = ${m.businessId} order by p.id for update of p
    ), moved as (
      update ${products} p set stock = p.stock + w.qty, updated_at = now()
      from wanted w where p.business_id = ${m.businessId} and p.id = w.id and p.id in (select id from locked)
      returning p.id, p.stock, w.qty
    ), movement as (
      insert into ${stockMovements} (business_id, product_id, quantity, kind, reference, reference_id, user_id, balance)
      select ${m.businessId}::integer, id, qty, ${m.kind}::text, ${m.reference}::text, ${m.referenceId}::integer, ${m.userId}::uuid, stock
      from moved order by id
    ), version as (${bumpVersionStatement(m.businessId, sql`moved`)})
    select count(*) as n from moved`)) as unknown as { rows: Record<string, unknown>[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Locks products of the business in id order (as a sale takes them), ahead of a later change in the same transaction. */
export async function lockProducts(db: Executor, businessId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    select id from ${products} where business_id = ${businessId} and id = any(${arrayLiteral([...new Set(productIds)])}::int[])
    order by id for update`);
}

/** The business's active product (the stock history of anything else is 404). */
export async function activeProductExists(db: Executor, businessId: number, productId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from ${products} where business_id = ${businessId} and id = ${productId} and is_active limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export interface MovementRow {
  id: number;
  kind: StockMovementKind;
  quantity: number;
  balance: number;
  reference: string | null;
  reason: string | null;
  note: string | null;
  userName: string | null;
  createdAt: Date;
}

/** A page of one product's movements, newest first, strictly older than `beforeId` when given. */
export async function listMovements(
  db: Executor,
  businessId: number,
  productId: number,
  opts: { beforeId?: number; limit: number },
): Promise<MovementRow[]> {
  const before = opts.beforeId == null ? sql`` : sql` and m.id < ${opts.beforeId}`;
  const result = (await db.execute(sql`
    select m.id, m.kind, m.quantity, m.balance, m.reference, m.reason, m.note, m.created_at,
      nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as user_name
    from ${stockMovements} m left join ${users} u on u.id = m.user_id
    where m.business_id = ${businessId} and m.product_id = ${productId}${before}
    order by m.id desc limit ${opts.limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as StockMovementKind,
    quantity: Number(r.quantity),
    balance: Number(r.balance),
    reference: (r.reference as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    note: (r.note as string | null) ?? null,
    userName: (r.user_name as string | null) ?? null,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  }));
}
