/**
 * Sales by how they were paid: the range's sale_payments, one row per payment of
 * a sale (a split sale counts each payment under its method), less the range's refunds by their
 * methods (sale_refunds at their return_date, as the relations of sales-read-model.repo.ts
 * subtract returns). Not rolled up: read raw through `sale_payments_business_date_idx` (business_id,
 * sale_date), whose sale_date repeats the sale's, and `sale_refunds_business_date_idx`.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import type { SalesWindow } from './sales-read-model.repo';

export interface TenderSales {
  method: string;
  /** Sales with a payment by this method (a split sale counts once under each of its methods), less the voids refunded by it. */
  count: number;
  /** Σ the payments' amounts by this method (cash: its share of the total, never the note tendered), less Σ the refunds by it. */
  amountCents: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** Per method over the window's instants [start, end) (either end open), ordered by method. */
export async function byTender(db: Executor, w: Pick<SalesWindow, 'businessId' | 'start' | 'end'>): Promise<TenderSales[]> {
  const within = (col: string) =>
    sql`${w.start ? sql` and ${sql.raw(col)} >= ${ts(w.start)}` : sql``}${w.end ? sql` and ${sql.raw(col)} < ${ts(w.end)}` : sql``}`;
  // A return leaves the sale counted (its money comes off); a void takes its sale out of each method it refunds.
  const rows = rowsOf<{ method: string; n: unknown; amount: unknown }>(
    await db.execute(sql`
      with p as (
        select method, count(distinct sale_id) as n, sum(amount_cents) as amount
        from sale_payments
        where business_id = ${w.businessId}${within('sale_date')}
        group by method
      ), r as (
        select f.method, count(distinct f.sale_id) filter (where sr.kind = 'void') as n, sum(f.amount_cents) as amount
        from sale_refunds f join sale_returns sr on sr.business_id = f.business_id and sr.id = f.return_id
        where f.business_id = ${w.businessId}${within('f.return_date')}
        group by f.method
      )
      select coalesce(p.method, r.method) as method, coalesce(p.n, 0) - coalesce(r.n, 0) as n,
             coalesce(p.amount, 0) - coalesce(r.amount, 0) as amount
      from p full join r on r.method = p.method
      order by 1`),
  );
  return rows.map((r) => ({ method: r.method, count: Number(r.n ?? 0), amountCents: Number(r.amount ?? 0) }));
}
