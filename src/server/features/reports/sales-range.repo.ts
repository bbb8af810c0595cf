/**
 * The sales summary's From–To figures (issue 13, points 2 and 7). Each query reads one relation
 * made of up to two parts that never overlap and leave no gap (docs/decisions/0004-sales-rollups.md):
 * the roll-ups for the range's complete local days, and the raw rows for the instants after them.
 * Without roll-ups the relation is the raw rows of the whole range: the same answer either way.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface RangeWindow {
  businessId: number;
  timeZone: string;
  /** Rolled-up local days [fromDay, throughDay], or null when none are used. */
  rolled: { fromDay: string; throughDay: string } | null;
  /** Raw rows with sale_date in [from, to), or null when the roll-ups cover the whole range. */
  raw: { from: Date; to: Date } | null;
}

const num = (v: unknown) => Number(v ?? 0);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: string) => sql`${d}::date`;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** The parts as one relation `u`; null when the window holds nothing. */
function relation(parts: SQL[]): SQL | null {
  return parts.length ? sql`(${sql.join(parts, sql` union all `)}) u` : null;
}

/** Sales per local day: count, total, subtotal, VAT, NBT, discount. */
function salesOf(w: RangeWindow): SQL | null {
  const parts: SQL[] = [];
  if (w.rolled)
    parts.push(sql`select day, sale_count::bigint as n, total_cents, subtotal_cents, vat_cents, nbt_cents, discount_cents
      from sales_daily_rollups
      where business_id = ${w.businessId} and day >= ${day(w.rolled.fromDay)} and day <= ${day(w.rolled.throughDay)}`);
  if (w.raw)
    parts.push(sql`select (sale_date at time zone ${w.timeZone})::date as day, 1::bigint as n, total_cents, subtotal_cents, vat_cents,
        nbt_cents, discount_cents
      from sales
      where business_id = ${w.businessId} and sale_date >= ${ts(w.raw.from)} and sale_date < ${ts(w.raw.to)}`);
  return relation(parts);
}

/** Sale lines per local day, product and rate pair, with their cost. */
function linesOf(w: RangeWindow): SQL | null {
  const parts: SQL[] = [];
  if (w.rolled)
    parts.push(sql`select day, product_id, vat_rate_bp, nbt_rate_bp, quantity, line_subtotal_cents, vat_cents, nbt_cents,
        line_total_cents, line_cost_cents, max_name as name, max_sku as sku
      from sale_item_daily_rollups
      where business_id = ${w.businessId} and day >= ${day(w.rolled.fromDay)} and day <= ${day(w.rolled.throughDay)}`);
  if (w.raw)
    parts.push(sql`select (sale_date at time zone ${w.timeZone})::date as day, product_id, vat_rate_bp, nbt_rate_bp, quantity,
        line_subtotal_cents, vat_cents, nbt_cents, line_total_cents, line_cost_cents, name, sku
      from sale_items
      where business_id = ${w.businessId} and sale_date >= ${ts(w.raw.from)} and sale_date < ${ts(w.raw.to)}`);
  return relation(parts);
}

export interface DayFigures {
  date: string;
  count: number;
  totalCents: number;
  subtotalCents: number;
  vatCents: number;
  nbtCents: number;
  discountCents: number;
  costCents: number;
}

/** Per local day of the window: the sales' sums and the lines' cost. */
export async function dailyFigures(db: Executor, w: RangeWindow): Promise<DayFigures[]> {
  const s = salesOf(w);
  const l = linesOf(w);
  if (!s || !l) return [];
  const [salesRows, costRows] = await Promise.all([
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as date, sum(n) as n, sum(total_cents) as total, sum(subtotal_cents) as subtotal,
             sum(vat_cents) as vat, sum(nbt_cents) as nbt, sum(discount_cents) as discount
      from ${s} group by day`),
    db.execute(sql`select to_char(day, 'YYYY-MM-DD') as date, sum(line_cost_cents) as cost from ${l} group by day`),
  ]);
  const cost = new Map(rowsOf<{ date: string; cost: unknown }>(costRows).map((r) => [r.date, num(r.cost)]));
  return rowsOf<Record<string, unknown> & { date: string }>(salesRows).map((r) => ({
    date: r.date,
    count: num(r.n),
    totalCents: num(r.total),
    subtotalCents: num(r.subtotal),
    vatCents: num(r.vat),
    nbtCents: num(r.nbt),
    discountCents: num(r.discount),
    costCents: cost.get(r.date) ?? 0,
  }));
}

/** The window's products ranked by revenue (then id), named from the catalogue, with unit and cost. */
export async function topProducts(db: Executor, w: RangeWindow, limit: number) {
  const l = linesOf(w);
  if (!l) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with g as (
        select product_id, sum(quantity) as quantity, sum(line_total_cents) as revenue, sum(line_subtotal_cents) as subtotal,
               sum(line_cost_cents) as cost, max(name) as name, max(sku) as sku
        from ${l}
        group by product_id
      )
      select g.product_id as id, coalesce(p.name, g.name) as name, coalesce(p.sku, g.sku) as sku, coalesce(p.unit, 'pieces') as unit,
             g.quantity, g.revenue, g.subtotal, g.cost
      from g left join products p on p.business_id = ${w.businessId} and p.id = g.product_id
      order by g.revenue desc, g.product_id asc
      limit ${limit}`),
  );
  return rows.map((r) => ({
    id: num(r.id),
    name: String(r.name),
    sku: r.sku == null ? null : String(r.sku),
    unit: String(r.unit),
    quantity: num(r.quantity),
    revenueCents: num(r.revenue),
    subtotalCents: num(r.subtotal),
    costCents: num(r.cost),
  }));
}

/** Net sales (line subtotals) and cost per product category, largest net sales first. */
export async function categoryFigures(db: Executor, w: RangeWindow) {
  const l = linesOf(w);
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

/** The window's tax per (VAT, NBT) rate pair actually charged on the lines. */
export async function taxRates(db: Executor, w: RangeWindow) {
  const l = linesOf(w);
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
