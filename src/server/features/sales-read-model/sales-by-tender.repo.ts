/**
 * Sales by how they were paid (issue 18 point 7): the range's sale_payments, one row per payment of
 * a sale (a split sale counts each payment under its method). Not rolled up: read raw through
 * `sale_payments_business_date_idx` (business_id, sale_date), whose sale_date repeats the sale's.
 * Returns and voids (issue 19) must subtract here too, with their refunds' methods, as they do in
 * the relations of sales-read-model.repo.ts.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SalesWindow } from './sales-read-model.repo';

export interface TenderSales {
  method: string;
  /** Sales with a payment by this method (a split sale counts once under each of its methods). */
  count: number;
  /** Σ the payments' amounts by this method (cash: its share of the total, never the note tendered). */
  amountCents: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** Per method over the window's instants [start, end) (either end open), ordered by method. */
export async function byTender(db: Executor, w: Pick<SalesWindow, 'businessId' | 'start' | 'end'>): Promise<TenderSales[]> {
  const rows = rowsOf<{ method: string; n: unknown; amount: unknown }>(
    await db.execute(sql`
      select method, count(distinct sale_id) as n, sum(amount_cents) as amount
      from sale_payments
      where business_id = ${w.businessId}${w.start ? sql` and sale_date >= ${ts(w.start)}` : sql``}${w.end ? sql` and sale_date < ${ts(w.end)}` : sql``}
      group by method
      order by method`),
  );
  return rows.map((r) => ({ method: r.method, count: Number(r.n ?? 0), amountCents: Number(r.amount ?? 0) }));
}
