/** SQL for stored tax calculations (one per business and period). */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { taxCalculations } from '#server/db/schema';

export type TaxCalculationRow = typeof taxCalculations.$inferSelect;

export async function listCalculations(db: Executor, businessId: number): Promise<TaxCalculationRow[]> {
  return db
    .select()
    .from(taxCalculations)
    .where(eq(taxCalculations.businessId, businessId))
    .orderBy(desc(taxCalculations.periodStart), desc(taxCalculations.id));
}

export async function getCalculationByPeriod(db: Executor, businessId: number, period: string, forUpdate = false) {
  const q = db
    .select()
    .from(taxCalculations)
    .where(and(eq(taxCalculations.businessId, businessId), eq(taxCalculations.period, period)))
    .limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0];
}

export async function getCalculation(db: Executor, businessId: number, id: number, forUpdate = false) {
  const q = db
    .select()
    .from(taxCalculations)
    .where(and(eq(taxCalculations.businessId, businessId), eq(taxCalculations.id, id)))
    .limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0];
}

export async function insertCalculation(db: Executor, values: typeof taxCalculations.$inferInsert): Promise<TaxCalculationRow> {
  const [row] = await db.insert(taxCalculations).values(values).returning();
  return row;
}

export async function updateCalculation(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<typeof taxCalculations.$inferInsert>,
) {
  const [row] = await db
    .update(taxCalculations)
    .set(values)
    .where(and(eq(taxCalculations.businessId, businessId), eq(taxCalculations.id, id)))
    .returning();
  return row;
}

/**
 * The calculation a period's VAT credit is brought forward from: the latest one that ended before
 * `periodStart` ('YYYY-MM-DD'); on a tie (a month and a quarter ending the same day) the one of
 * the same kind as the period, then the latest calculated.
 */
export async function previousCalculation(db: Executor, businessId: number, periodStart: string, quarter: boolean) {
  const rows = await db
    .select()
    .from(taxCalculations)
    .where(and(eq(taxCalculations.businessId, businessId), lt(taxCalculations.periodEnd, periodStart)))
    .orderBy(
      desc(taxCalculations.periodEnd),
      desc(sql`(${taxCalculations.period} like '%-Q%') = ${quarter}`),
      desc(taxCalculations.calculatedAt),
      desc(taxCalculations.id),
    )
    .limit(1);
  return rows[0];
}
