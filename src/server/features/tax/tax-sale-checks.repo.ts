/**
 * Two checks the tax panel makes on the sales feature's rows (READ only) that are not sales
 * figures, so they are not the read model's: when the business started trading, and which sale
 * lines were stamped with a VAT rate other than the configuration in force on their local day.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

export type SaleChecks = {
  /** The business's first instant: its creation or its first sale, whichever is earlier. */
  startedAt: Date | null;
  /** Sale lines in [start, end) whose VAT rate differs from the configuration in force on their local date (or the default). */
  mismatchedVatItemCount: number;
};

export async function saleChecks(
  db: Executor,
  businessId: number,
  w: { start: Date; end: Date; timeZone: string; defaultVatRateBp: number },
): Promise<SaleChecks> {
  const inForce = sql`coalesce((select tc.vat_rate_bp from tax_configurations tc
      where tc.business_id = si.business_id and tc.effective_from <= (si.sale_date at time zone ${w.timeZone})::date
      order by tc.effective_from desc, tc.id desc limit 1), ${w.defaultVatRateBp})`;
  const [row] = rowsOf<{ started_at: unknown; mismatched: unknown }>(
    await db.execute(sql`
      select (select least(b.created_at, (select min(s1.sale_date) from sales s1 where s1.business_id = b.id))
                from businesses b where b.id = ${businessId}) as started_at,
             (select count(*) from sale_items si
                where si.business_id = ${businessId} and si.sale_date >= ${ts(w.start)} and si.sale_date < ${ts(w.end)}
                  and si.vat_rate_bp <> ${inForce}) as mismatched`),
  );
  const started = row?.started_at;
  return {
    startedAt: started == null ? null : started instanceof Date ? started : new Date(String(started)),
    mismatchedVatItemCount: Number(row?.mismatched ?? 0),
  };
}
