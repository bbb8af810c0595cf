/**
 * A check the tax panel makes on the sales feature's rows (READ only) that is not a sales figure,
 * so it is not the read model's: when the business started trading.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

export type SaleChecks = {
  /** The business's first instant: its creation or its first sale, whichever is earlier. */
  startedAt: Date | null;
};

export async function saleChecks(db: Executor, businessId: number): Promise<SaleChecks> {
  const [row] = rowsOf<{ started_at: unknown }>(
    await db.execute(sql`
      select (select least(b.created_at, (select min(s1.sale_date) from sales s1 where s1.business_id = b.id))
                from businesses b where b.id = ${businessId}) as started_at`),
  );
  const started = row?.started_at;
  return { startedAt: started == null ? null : started instanceof Date ? started : new Date(String(started)) };
}
