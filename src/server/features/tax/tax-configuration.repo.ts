/** SQL for the tax configuration: effective-dated rows, never updated (a change inserts a new row). */
import { and, desc, eq, lte } from 'drizzle-orm';
import { insertRow } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import { taxConfigurations } from '#server/db/schema';

export type TaxConfigurationRow = typeof taxConfigurations.$inferSelect;

export async function listConfigurations(db: Executor, businessId: number): Promise<TaxConfigurationRow[]> {
  return db
    .select()
    .from(taxConfigurations)
    .where(eq(taxConfigurations.businessId, businessId))
    .orderBy(desc(taxConfigurations.effectiveFrom), desc(taxConfigurations.id));
}

/** The row in force on a calendar date: the latest with effective_from ≤ date (newest id on ties). */
export async function configurationOn(db: Executor, businessId: number, date: string): Promise<TaxConfigurationRow | undefined> {
  const rows = await db
    .select()
    .from(taxConfigurations)
    .where(and(eq(taxConfigurations.businessId, businessId), lte(taxConfigurations.effectiveFrom, date)))
    .orderBy(desc(taxConfigurations.effectiveFrom), desc(taxConfigurations.id))
    .limit(1);
  return rows[0];
}

export function insertConfiguration(db: Executor, values: typeof taxConfigurations.$inferInsert): Promise<TaxConfigurationRow> {
  return insertRow(db, taxConfigurations, values);
}
