/**
 * The range's returns and voids on their own: the Reports page's Returns panel. The
 * read model already nets them out of every sales figure; this says how much came back and why.
 *
 *   returnsSummary(db, range) → { count, totalCents, voidCount, voidTotalCents, byReason }
 *
 * Read raw (returns are few next to sales) by `return_date` over the range's instants, the same
 * local days every other figure of the range uses (index sale_returns_business_date_idx; the lines
 * through sale_return_items_business_date_product_idx). A credit note belongs to the day it is
 * issued, not the day of the sale it reverses.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReturnReason } from '#shared/contracts/returns-paths';
import type { Executor } from '#server/db/client';
import type { SalesRange } from './sales-read-model.service';

export interface ReasonReturns {
  reason: ReturnReason;
  /** Returned lines given this reason. */
  count: number;
  /** Σ their quantities, thousandths. */
  quantity: number;
  /** Σ their totals, tax included, as refunded. */
  totalCents: number;
}

export interface ReturnsSummary {
  /** Returns (credit notes), not voids. */
  count: number;
  totalCents: number;
  voidCount: number;
  voidTotalCents: number;
  /** The returns' lines by reason, largest value first (voids have a reason of their own, in words). */
  byReason: ReasonReturns[];
}

const num = (v: unknown) => Number(v ?? 0);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** `business_id = … and return_date in [start, end)` for the alias `t`. */
function inRange(range: SalesRange, t: string): SQL {
  const col = sql.raw(`${t}.return_date`);
  return sql`${sql.raw(t)}.business_id = ${range.businessId}${range.start ? sql` and ${col} >= ${ts(range.start)}` : sql``}${
    range.end ? sql` and ${col} < ${ts(range.end)}` : sql``
  }`;
}

export async function returnsSummary(db: Executor, range: SalesRange): Promise<ReturnsSummary> {
  const [totals, reasons] = await Promise.all([
    db.execute(sql`select
        count(*) filter (where r.kind = 'return') as count,
        coalesce(sum(r.total_cents) filter (where r.kind = 'return'), 0) as total,
        count(*) filter (where r.kind = 'void') as void_count,
        coalesce(sum(r.total_cents) filter (where r.kind = 'void'), 0) as void_total
      from sale_returns r where ${inRange(range, 'r')}`),
    db.execute(sql`select i.reason, count(*) as count, sum(i.quantity) as quantity, sum(i.line_total_cents) as total
      from sale_return_items i
      join sale_returns r on r.business_id = i.business_id and r.id = i.return_id and r.kind = 'return'
      where ${inRange(range, 'i')}
      group by i.reason
      order by sum(i.line_total_cents) desc, count(*) desc, i.reason`),
  ]);
  const t = rowsOf<Record<string, unknown>>(totals)[0] ?? {};
  return {
    count: num(t.count),
    totalCents: num(t.total),
    voidCount: num(t.void_count),
    voidTotalCents: num(t.void_total),
    byReason: rowsOf<Record<string, unknown>>(reasons).map((r) => ({
      reason: r.reason as ReturnReason,
      count: num(r.count),
      quantity: num(r.quantity),
      totalCents: num(r.total),
    })),
  };
}
