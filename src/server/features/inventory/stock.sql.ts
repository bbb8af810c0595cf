/**
 * The stock module's SQL fragments for the till's sale (sales/record-sale.repo.ts), which keeps its
 * two statements (bench/README.md goals 1–3): the stock part of each is written here, the way
 * `auditInsertStatement` writes the audit part. Not a repo: other features may import it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { businessSettings, catalogVersions, products, stockBatches, stockMovements } from '#server/db/schema';

/**
 * The sale's stock take, as CTEs for its first statement (sales/record-sale.repo.ts): `wanted`
 * (the lines, only when `when` holds), `locked` (the business's active products among them, locked
 * in id order so two sales never deadlock) and `taken` (each product's stock less its quantity,
 * returning `id`, `stock_before` and the caller's `columns` of `p`). The sale checks its stock rule
 * on `stock_before` and rolls everything back when a line may not be sold. Its movements are
 * written by `saleMovementsInsertStatement` in the sale's second statement, which knows the sale.
 */
export function saleTakeStockCtes(v: {
  businessId: unknown;
  productIds: unknown;
  quantities: unknown;
  when: SQL;
  columns: SQL;
  /** A boolean parameter: a sale made offline sells a product deleted meanwhile too (docs/decisions/0016-offline-till.md). */
  includeInactive?: unknown;
}): SQL {
  const active = v.includeInactive === undefined ? sql`p.is_active` : sql`(p.is_active or ${v.includeInactive}::boolean)`;
  return sql`wanted as (
      select * from unnest(${v.productIds}::int[], ${v.quantities}::bigint[]) as w(id, qty)
      where ${v.when}
    ), locked as materialized (
      select p.id from ${products} p join wanted w on w.id = p.id
      where p.business_id = ${v.businessId} and ${active} order by p.id for update of p
    ), taken as (
      update ${products} p set stock = p.stock - w.qty, updated_at = now()
      from wanted w, locked l
      where p.business_id = ${v.businessId} and p.id = w.id and l.id = w.id
      returning p.id, ${v.columns}, p.stock + w.qty as stock_before
    )`;
}

/**
 * The sale's movements, as a statement inside its second statement: one `sale` movement per line
 * (the lines name each product once), or, for a product that tracks batches, one per batch the
 * sale took from (`batchIds`, parallel to `productIds`; shorter arrays are padded with nulls by
 * unnest, so a sale of no such product passes '{}'). They reference the sale, by its cashier.
 * The balance is the running sum: the first statement took the quantity and this transaction
 * holds the row's lock, so the product's last movement of the sale has exactly its stock now.
 * The catalogue version is not bumped here: the same sale took the next invoice number, and the
 * till's version (kade_pos_version, migration 0015) includes the invoice counter, so its cached
 * catalogue already refreshes — one write fewer on the hot path.
 */
export function saleMovementsInsertStatement(v: {
  businessId: unknown;
  saleId: SQL;
  invoiceNumber: unknown;
  userId: unknown;
  productIds: unknown;
  quantities: unknown;
  batchIds: unknown;
  /** The sale's date: a sale recorded later (a demo's past days, an offline till's queue) moved stock then. */
  saleDate: unknown;
}): SQL {
  return sql`insert into ${stockMovements} (business_id, product_id, quantity, kind, reference, reference_id, user_id, balance, created_at, batch_id)
    select ${v.businessId}::integer, l.product_id, -l.qty, 'sale', ${v.invoiceNumber}::text, ${v.saleId}, ${v.userId}::uuid,
      p.stock + coalesce(sum(l.qty) over (partition by l.product_id order by l.n rows between 1 following and unbounded following), 0),
      ${v.saleDate}::timestamptz, l.batch_id
    from unnest(${v.productIds}::int[], ${v.quantities}::bigint[], ${v.batchIds}::int[]) with ordinality as l(product_id, qty, batch_id, n)
      join ${products} p on p.business_id = ${v.businessId} and p.id = l.product_id
    where l.product_id is not null
    order by l.product_id, l.n`;
}

/**
 * A sale's take from the batches of its batch-tracked products (only a sale with such a product
 * runs it, after its first statement locked the products): first-expiring-first-out (dated
 * batches by expiry, undated after, ties by arrival), each batch up to what it holds, in ONE
 * statement that also lowers the batches. What the batches cannot cover comes from the unbatched
 * remainder (the caller's part with no batch). `expired`: the batch's expiry is before today in
 * the shop's time zone.
 */
export function saleBatchTakeStatement(v: { businessId: unknown; productIds: unknown; quantities: unknown }): SQL {
  return sql`
    with wanted as (
      select * from unnest(${v.productIds}::int[], ${v.quantities}::bigint[]) as w(product_id, qty) where w.qty > 0
    ), ranked as (
      select b.id, b.product_id, b.batch_number, b.expiry_date, b.quantity, w.qty,
        sum(b.quantity) over (partition by b.product_id order by b.expiry_date asc nulls last, b.received_at asc, b.id asc
          rows unbounded preceding) - b.quantity as before
      from ${stockBatches} b join wanted w on w.product_id = b.product_id
      where b.business_id = ${v.businessId} and b.quantity > 0
    ), alloc as (
      select id, product_id, batch_number, expiry_date, least(quantity, qty - before) as take, before
      from ranked where before < qty
    ), lowered as (
      update ${stockBatches} s set quantity = s.quantity - a.take from alloc a
      where s.business_id = ${v.businessId} and s.id = a.id
      returning s.id
    )
    select a.product_id, a.id as batch_id, a.batch_number, a.expiry_date::text as expiry_date, a.take,
      a.expiry_date < (now() at time zone coalesce(
        (select s.time_zone from ${businessSettings} s where s.business_id = ${v.businessId}), 'Asia/Colombo'))::date as expired,
      (select count(*) from lowered) as lowered
    from alloc a order by a.product_id, a.before`;
}

/** Bumps the business's catalogue version once if \`source\` (a CTE) has a row. */
export function bumpVersionStatement(businessId: unknown, source: SQL): SQL {
  return sql`insert into ${catalogVersions} (business_id, version) select ${businessId}::integer, 1 from (select 1 from ${source} limit 1) s
      on conflict (business_id) do update set version = ${catalogVersions.version} + 1`;
}
