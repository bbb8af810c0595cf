/**
 * The read model's SQL. Every figure reads one of two relations, each made of up to two parts
 * that never overlap and leave no gap (docs/decisions/0004-sales-rollups.md): the roll-ups for the
 * window's complete local days, and the raw rows (sales, and returns and voids negated) for the
 * instants after them. The outer queries name only the columns they sum, so PostgreSQL scans only
 * those (the raw sales part of a total is an index-only scan of `sales_business_date_idx`; the
 * returns part reads `sale_returns_business_date_idx`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import type { sales } from '#server/db/schema';

export interface SalesWindow {
  businessId: number;
  timeZone: string;
  /** The range's instants [start, end); null: open at that end. */
  start: Date | null;
  end: Date | null;
  /** Rolled-up local days [fromDay, throughDay] (fromDay null: from the first), or null when none are read. */
  rolled: { fromDay: string | null; throughDay: string } | null;
  /** Raw rows with sale_date in [from, to) (null: open), or null when the roll-ups cover the whole range. */
  raw: { from: Date | null; to: Date | null } | null;
}

/**
 * Sale-level sums. A sale's subtotal is net of VAT and after its discount (shared over its lines
 * before VAT, vat-pricing.ts; migration 0022 re-stated older sales so): net = subtotal, what tax
 * and profit use.
 */
export interface SaleSums {
  count: number;
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  nbtCents: number;
  totalCents: number;
}

const num = (v: unknown) => Number(v ?? 0);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: string) => sql`${d}::date`;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

function rolledWhere(w: SalesWindow): SQL {
  const r = w.rolled!;
  return sql`business_id = ${w.businessId}${r.fromDay ? sql` and day >= ${day(r.fromDay)}` : sql``} and day <= ${day(r.throughDay)}`;
}
/** The raw rows' bounds on their own date column: `sale_date` of sales, `return_date` of returns. */
function rawWhere(w: SalesWindow, col: 'sale_date' | 'return_date' = 'sale_date'): SQL {
  const r = w.raw!;
  const c = sql.raw(col);
  return sql`business_id = ${w.businessId}${r.from ? sql` and ${c} >= ${ts(r.from)}` : sql``}${r.to ? sql` and ${c} < ${ts(r.to)}` : sql``}`;
}
/** The parts as one relation `u`; null when the window holds nothing. */
const relation = (parts: SQL[]): SQL | null => (parts.length ? sql`(${sql.join(parts, sql` union all `)}) u` : null);

/*
 * NET SALES = these two relations: Σ sales − Σ returns − Σ voids (decision 0014). A
 * return or void (sale_returns / sale_return_items) is a row with NEGATED money and quantities at
 * its own `return_date` (a credit note belongs to the period it is issued in). It leaves the sale
 * count alone (n = 0); a void takes its sale back out (n = −1). It carries the sale's payment
 * method, cashier and customer (copied onto sale_returns), so every breakdown nets out. The
 * roll-ups are net too: the roller folds each day's returns in (features/rollups).
 */

/** Sales and returns per local day, with their dimensions (null in the rolled-up part, which has none). */
export function saleRows(w: SalesWindow): SQL | null {
  const parts: SQL[] = [];
  if (w.rolled)
    parts.push(sql`select day, sale_count::bigint as n, subtotal_cents, discount_cents, vat_cents, nbt_cents, total_cents,
        null::text as payment_method, null::uuid as cashier_id, null::integer as customer_id, null::text as customer_name,
        null::timestamptz as sale_date
      from sales_daily_rollups where ${rolledWhere(w)}`);
  if (w.raw) {
    parts.push(sql`select (sale_date at time zone ${w.timeZone})::date as day, 1::bigint as n, subtotal_cents, discount_cents, vat_cents,
        nbt_cents, total_cents, payment_method, cashier_id, customer_id, customer_name, sale_date
      from sales where ${rawWhere(w)}`);
    // sale_date null: a return is not a sale (a customer's last sale stays the last sale).
    parts.push(sql`select (return_date at time zone ${w.timeZone})::date as day, (case when kind = 'void' then -1 else 0 end)::bigint as n,
        -subtotal_cents, -discount_cents, -vat_cents, -nbt_cents, -total_cents, sale_payment_method, sale_cashier_id, customer_id,
        customer_name, null::timestamptz
      from sale_returns where ${rawWhere(w, 'return_date')}`);
  }
  return relation(parts);
}

/** Sale lines (less returned lines) per local day, product and rate pair, with their cost and the exempt lines' subtotals. */
export function lineRows(w: SalesWindow): SQL | null {
  const parts: SQL[] = [];
  if (w.rolled)
    parts.push(sql`select day, product_id, vat_rate_bp, nbt_rate_bp, quantity, line_subtotal_cents, vat_cents, nbt_cents,
        line_total_cents, line_cost_cents, exempt_subtotal_cents, max_name as name, max_sku as sku
      from sale_item_daily_rollups where ${rolledWhere(w)}`);
  if (w.raw) {
    parts.push(sql`select (sale_date at time zone ${w.timeZone})::date as day, product_id, vat_rate_bp, nbt_rate_bp, quantity,
        line_subtotal_cents, vat_cents, nbt_cents, line_total_cents, line_cost_cents,
        case when tax_category = 'exempt' then line_subtotal_cents else 0 end as exempt_subtotal_cents, name, sku
      from sale_items where ${rawWhere(w)}`);
    parts.push(sql`select (return_date at time zone ${w.timeZone})::date as day, product_id, vat_rate_bp, nbt_rate_bp, -quantity,
        -line_subtotal_cents, -vat_cents, -nbt_cents, -line_total_cents, -line_cost_cents,
        case when tax_category = 'exempt' then -line_subtotal_cents else 0 end, name, sku
      from sale_return_items where ${rawWhere(w, 'return_date')}`);
  }
  return relation(parts);
}

const SUMS = sql`sum(n) as n, sum(subtotal_cents) as subtotal, sum(discount_cents) as discount, sum(vat_cents) as vat,
  sum(nbt_cents) as nbt, sum(total_cents) as total`;
const toSums = (r: Record<string, unknown> | undefined): SaleSums => ({
  count: num(r?.n),
  subtotalCents: num(r?.subtotal),
  discountCents: num(r?.discount),
  netCents: num(r?.subtotal),
  vatCents: num(r?.vat),
  nbtCents: num(r?.nbt),
  totalCents: num(r?.total),
});
const EMPTY = toSums(undefined);

/** Σ sale totals (tax included) only: the dashboard's cards, index-only on the raw part. */
export async function totalCents(db: Executor, w: SalesWindow): Promise<number> {
  const s = saleRows(w);
  if (!s) return 0;
  const [row] = rowsOf<{ total: unknown }>(await db.execute(sql`select sum(total_cents) as total from ${s}`));
  return num(row?.total);
}

/** The sale sums, the lines' cost and quantity: one statement. */
export async function totals(db: Executor, w: SalesWindow): Promise<SaleSums & { costCents: number; itemQuantity: number }> {
  const s = saleRows(w);
  const l = lineRows(w);
  if (!s || !l) return { ...EMPTY, costCents: 0, itemQuantity: 0 };
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select s.*, l.cost, l.quantity
      from (select ${SUMS} from ${s}) s,
           (select sum(line_cost_cents) as cost, sum(quantity) as quantity from ${l}) l`),
  );
  return { ...toSums(row), costCents: num(row?.cost), itemQuantity: num(row?.quantity) };
}

/** Per local day that has sales or returns, ascending: the sale sums only (one roll-up row per day). */
export async function sumsByDay(db: Executor, w: SalesWindow) {
  const s = saleRows(w);
  if (!s) return [];
  const rows = rowsOf<Record<string, unknown> & { date: string }>(
    await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as date, ${SUMS} from ${s} group by day order by day`),
  );
  return rows.map((r) => ({ date: r.date, ...toSums(r) }));
}

/** Per local day that has sales or returns, ascending: the sale sums and the lines' cost and quantity. */
export async function byDay(db: Executor, w: SalesWindow) {
  const s = saleRows(w);
  const l = lineRows(w);
  if (!s || !l) return [];
  const rows = rowsOf<Record<string, unknown> & { date: string }>(
    await db.execute(sql`
      with s as (select day, ${SUMS} from ${s} group by day),
           l as (select day, sum(line_cost_cents) as cost, sum(quantity) as quantity from ${l} group by day)
      select to_char(s.day, 'YYYY-MM-DD') as date, s.n, s.subtotal, s.discount, s.vat, s.nbt, s.total, l.cost, l.quantity
      from s left join l on l.day = s.day
      order by s.day`),
  );
  return rows.map((r) => ({ date: r.date, ...toSums(r), costCents: num(r.cost), itemQuantity: num(r.quantity) }));
}

export interface ProductSales {
  productId: number;
  /** The catalogue's name and SKU now; the sold snapshot's for a deleted product. */
  name: string;
  sku: string | null;
  unit: string;
  /** Thousandths. */
  quantity: number;
  /** Line subtotals: net of VAT, after each line's share of its sale's discount. */
  subtotalCents: number;
  vatCents: number;
  nbtCents: number;
  totalCents: number;
  costCents: number;
}

/** Per product, by revenue (line totals) then id; optionally only `productIds`, at most `limit`. */
export async function byProduct(db: Executor, w: SalesWindow, o: { limit?: number; productIds?: number[] }): Promise<ProductSales[]> {
  const l = lineRows(w);
  if (!l || (o.productIds && o.productIds.length === 0)) return [];
  const only = o.productIds ? sql`where product_id = any(${`{${o.productIds.map(Number).join(',')}}`}::int[])` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with g as (
        select product_id, sum(quantity) as quantity, sum(line_subtotal_cents) as subtotal, sum(vat_cents) as vat, sum(nbt_cents) as nbt,
               sum(line_total_cents) as revenue, sum(line_cost_cents) as cost, max(name) as name, max(sku) as sku
        from ${l} ${only}
        group by product_id
      )
      select g.product_id as id, coalesce(p.name, g.name) as name, coalesce(p.sku, g.sku) as sku, coalesce(p.unit, 'pieces') as unit,
             g.quantity, g.subtotal, g.vat, g.nbt, g.revenue, g.cost
      from g left join products p on p.business_id = ${w.businessId} and p.id = g.product_id
      order by g.revenue desc, g.product_id asc
      ${o.limit ? sql`limit ${o.limit}` : sql``}`),
  );
  return rows.map((r) => ({
    productId: num(r.id),
    name: String(r.name),
    sku: r.sku == null ? null : String(r.sku),
    unit: String(r.unit),
    quantity: num(r.quantity),
    subtotalCents: num(r.subtotal),
    vatCents: num(r.vat),
    nbtCents: num(r.nbt),
    totalCents: num(r.revenue),
    costCents: num(r.cost),
  }));
}

/** Per local day that has exempt sales, ascending: Σ the exempt lines' subtotals (left out of taxable turnover). */
export async function exemptByDay(db: Executor, w: SalesWindow): Promise<Array<{ date: string; exemptCents: number }>> {
  const l = lineRows(w);
  if (!l) return [];
  const rows = rowsOf<{ date: string; exempt: unknown }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as date, sum(exempt_subtotal_cents) as exempt from ${l}
      group by day having sum(exempt_subtotal_cents) <> 0 order by day`),
  );
  return rows.map((r) => ({ date: r.date, exemptCents: num(r.exempt) }));
}

/**
 * Per local day: Σ the subtotals (net of VAT) of lines whose product is a supply the SSCL Act's
 * Part IB exempts (products.sscl_exempt, as the product is flagged now), left out of the levy's turnover.
 */
export async function ssclExemptByDay(db: Executor, w: SalesWindow): Promise<Array<{ date: string; exemptCents: number }>> {
  const l = lineRows(w);
  if (!l) return [];
  const rows = rowsOf<{ date: string; exempt: unknown }>(
    await db.execute(sql`
      select to_char(u.day, 'YYYY-MM-DD') as date, sum(u.line_subtotal_cents) as exempt
      from ${l} join products p on p.business_id = ${w.businessId} and p.id = u.product_id and p.sscl_exempt
      group by u.day having sum(u.line_subtotal_cents) <> 0 order by u.day`),
  );
  return rows.map((r) => ({ date: r.date, exemptCents: num(r.exempt) }));
}

export interface CategorySales {
  category: string;
  subtotalCents: number;
  costCents: number;
}

/** Line subtotals and cost per catalogue category (blank: 'Uncategorized'), largest first. */
export async function byCategory(db: Executor, w: SalesWindow): Promise<CategorySales[]> {
  const l = lineRows(w);
  if (!l) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(nullif(trim(p.category), ''), 'Uncategorized') as category, sum(u.line_subtotal_cents) as subtotal,
             sum(u.line_cost_cents) as cost
      from ${l} left join products p on p.business_id = ${w.businessId} and p.id = u.product_id
      group by 1
      order by sum(u.line_subtotal_cents) desc, 1`),
  );
  return rows.map((r) => ({ category: String(r.category), subtotalCents: num(r.subtotal), costCents: num(r.cost) }));
}

export interface TaxRateSales {
  vatRateBp: number;
  nbtRateBp: number;
  subtotalCents: number;
  vatCents: number;
  nbtCents: number;
}

/** Tax per (VAT, NBT) rate pair actually charged on the lines, highest rates first. */
export async function byTaxRate(db: Executor, w: SalesWindow): Promise<TaxRateSales[]> {
  const l = lineRows(w);
  if (!l) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select vat_rate_bp, nbt_rate_bp, sum(line_subtotal_cents) as subtotal, sum(vat_cents) as vat, sum(nbt_cents) as nbt
      from ${l}
      group by vat_rate_bp, nbt_rate_bp
      order by vat_rate_bp desc, nbt_rate_bp desc`),
  );
  return rows.map((r) => ({
    vatRateBp: num(r.vat_rate_bp),
    nbtRateBp: num(r.nbt_rate_bp),
    subtotalCents: num(r.subtotal),
    vatCents: num(r.vat),
    nbtCents: num(r.nbt),
  }));
}

/** Sale sums per value of a sale column (raw-only windows: the roll-ups carry no such column). */
async function bySaleColumn(db: Executor, w: SalesWindow, select: SQL, groupAndOrder: SQL, where = sql``) {
  const s = saleRows(w);
  if (!s) return [];
  return rowsOf<Record<string, unknown>>(await db.execute(sql`select ${select}, ${SUMS} from ${s} ${where} ${groupAndOrder}`));
}

/** A sale's own payment method: one method, or 'split'. */
export type SaleMethod = (typeof sales.$inferSelect)['paymentMethod'];

export async function byPaymentMethod(db: Executor, w: SalesWindow) {
  const rows = await bySaleColumn(db, w, sql`payment_method`, sql`group by payment_method order by payment_method`);
  return rows.map((r) => ({ paymentMethod: r.payment_method as SaleMethod, ...toSums(r) }));
}

export async function byCashier(db: Executor, w: SalesWindow) {
  const s = saleRows(w);
  if (!s) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with g as (select cashier_id, ${SUMS} from ${s} group by cashier_id)
      select g.*, nullif(trim(concat_ws(' ', usr.first_name, usr.last_name)), '') as name, usr.email
      from g left join users usr on usr.id = g.cashier_id
      order by g.total desc, g.cashier_id nulls last`),
  );
  return rows.map((r) => ({
    cashierId: r.cashier_id == null ? null : String(r.cashier_id),
    cashierName: r.name == null ? (r.email == null ? null : String(r.email)) : String(r.name),
    ...toSums(r),
  }));
}

export async function byCustomer(db: Executor, w: SalesWindow, o: { customerIds?: number[] }) {
  if (o.customerIds && o.customerIds.length === 0) return [];
  const only = o.customerIds ? sql`where customer_id = any(${`{${o.customerIds.map(Number).join(',')}}`}::int[])` : sql``;
  const rows = await bySaleColumn(
    db,
    w,
    sql`customer_id, max(customer_name) as customer_name, max(sale_date) as last_sale`,
    sql`group by customer_id order by sum(total_cents) desc, customer_id nulls last`,
    only,
  );
  return rows.map((r) => ({
    customerId: r.customer_id == null ? null : num(r.customer_id),
    customerName: r.customer_name == null ? null : String(r.customer_name),
    lastSaleAt: r.last_sale == null ? null : r.last_sale instanceof Date ? r.last_sale : new Date(String(r.last_sale)),
    ...toSums(r),
  }));
}
