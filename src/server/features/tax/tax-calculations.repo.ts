/** SQL for stored tax calculations (one per business and period). */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { taxCalculations } from '../../db/schema';

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
