import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { taxConfigurations } from '#server/db/schema';

export type TaxConfigurationRow = typeof taxConfigurations.$inferSelect;

/**
 * The shop's tax configuration row in force on a calendar date: the latest with effective_from ≤
 * date (newest id on ties). Here in the kernel because documents outside the tax feature print the
 * shop's TIN and VAT number (a debit note to a supplier), and the tax feature itself reads
 * procurement's input VAT, so procurement cannot import the tax feature.
 */
export async function configurationOn(db: Executor, businessId: number, date: string): Promise<TaxConfigurationRow | undefined> {
  const rows = await db
    .select()
    .from(taxConfigurations)
    .where(and(eq(taxConfigurations.businessId, businessId), lte(taxConfigurations.effectiveFrom, date)))
    .orderBy(desc(taxConfigurations.effectiveFrom), desc(taxConfigurations.id))
    .limit(1);
  return rows[0];
}
