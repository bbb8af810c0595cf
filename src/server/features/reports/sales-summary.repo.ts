/**
 * The roll-up side of the sales summary (docs/decisions/0004-sales-rollups.md). Each query reads
 * the roll-ups for local days [from, through] only; the caller adds the raw rows from the instant
 * after `through` (reports.repo), or, where a ranking needs both at once, the query unions them.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { saleItemDailyRollups as items, salesDailyRollups as daily } from '../../db/schema';
import { toPeriodTotals } from './reports.repo';

const num = (v: unknown) => Number(v ?? 0);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: string) => sql`${d}::date`;
const dailyIn = (businessId: number, from: string, through: string) =>
  and(eq(daily.businessId, businessId), gte(daily.day, from), lte(daily.day, through));

/** salesTotals over rolled-up days: the same sums, keyed by the periods' first local days. */
export async function rolledTotals(
  db: Executor,
  businessId: number,
  d: { today: string; week: string; month: string; year: string; earliest: string },
  through: string,
) {
  const since = (from: string, col: unknown) => sql<string>`coalesce(sum(${col}) filter (where ${daily.day} >= ${day(from)}), 0)`;
  const [row] = await db
    .select({
      today: since(d.today, daily.totalCents),
      week: since(d.week, daily.totalCents),
      month: since(d.month, daily.totalCents),
      year: since(d.year, daily.totalCents),
      monthCount: since(d.month, daily.saleCount),
      monthSubtotal: since(d.month, daily.subtotalCents),
      monthVat: since(d.month, daily.vatCents),
      monthNbt: since(d.month, daily.nbtCents),
    })
    .from(daily)
    .where(dailyIn(businessId, d.earliest, through));
  return toPeriodTotals(row);
}

export async function rolledMonthly(db: Executor, businessId: number, from: string, through: string) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${daily.day}, 'YYYY-MM')`,
      total: sql<string>`sum(${daily.totalCents})`,
      count: sql<string>`sum(${daily.saleCount})`,
    })
    .from(daily)
    .where(dailyIn(businessId, from, through))
    .groupBy(sql`1`);
  return rows.map((r) => ({ month: r.month, totalCents: num(r.total), count: num(r.count) }));
}

/** Rolled-up line sums for days [from, through] plus the raw lines from `rawFrom` on, as one relation `u`. */
function linesSince(businessId: number, c: { fromDay: string; through: string; rawFrom: Date }) {
  return sql`(
    select product_id, vat_rate_bp, nbt_rate_bp, quantity, line_subtotal_cents, vat_cents, nbt_cents, line_total_cents,
           max_name as name, max_sku as sku
    from ${items}
    where business_id = ${businessId} and day >= ${day(c.fromDay)} and day <= ${day(c.through)}
    union all
    select product_id, vat_rate_bp, nbt_rate_bp, quantity, line_subtotal_cents, vat_cents, nbt_cents, line_total_cents, name, sku
    from sale_items
    where business_id = ${businessId} and sale_date >= ${ts(c.rawFrom)}
  ) u`;
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** bestSellers (reports.repo) over roll-ups + raw lines: grouped first, then named from the catalogue. */
export async function bestSellersWithRollups(
  db: Executor,
  businessId: number,
  c: { fromDay: string; through: string; rawFrom: Date },
  limit: number,
) {
  const rows = rowsOf<{ id: number; name: string; sku: string | null; quantity: string; revenue: string }>(
    await db.execute(sql`
      with g as (
        select product_id, sum(quantity) as quantity, sum(line_total_cents) as revenue, max(name) as name, max(sku) as sku
        from ${linesSince(businessId, c)}
        group by product_id
      )
      select g.product_id as id, coalesce(p.name, g.name) as name, coalesce(p.sku, g.sku) as sku, g.quantity, g.revenue
      from g left join products p on p.business_id = ${businessId} and p.id = g.product_id
      order by g.revenue desc, g.product_id asc
      limit ${limit}`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, sku: r.sku, quantity: num(r.quantity), revenueCents: num(r.revenue) }));
}
