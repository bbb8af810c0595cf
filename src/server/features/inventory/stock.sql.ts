/**
 * The stock module's SQL fragments for the till's sale (sales/record-sale.repo.ts), which keeps its
 * two statements (bench/README.md goals 1–3): the stock part of each is written here, the way
 * `auditInsertStatement` writes the audit part. Not a repo: other features may import it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { products, stockMovements } from '../../db/schema';

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
  /** A boolean parameter: a sale made offline sells a product deleted meanwhile too (decision 0016 §2). */
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
 * (the lines name each product once), referencing the sale, by its cashier. The balance is the
 * product's stock now — the first statement took the quantity and this transaction holds the row's
 * lock, so it is exactly the stock after this sale.
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
  /** The sale's date: a sale recorded later (a demo's past days, an offline till's queue) moved stock then. */
  saleDate: unknown;
}): SQL {
  return sql`insert into ${stockMovements} (business_id, product_id, quantity, kind, reference, reference_id, user_id, balance, created_at)
    select ${v.businessId}::integer, l.product_id, -l.qty, 'sale', ${v.invoiceNumber}::text, ${v.saleId}, ${v.userId}::uuid, p.stock,
      ${v.saleDate}::timestamptz
    from unnest(${v.productIds}::int[], ${v.quantities}::bigint[]) as l(product_id, qty)
      join ${products} p on p.business_id = ${v.businessId} and p.id = l.product_id
    order by l.product_id`;
}
