/** SQL for the tax configuration: effective-dated rows, never updated (a change inserts a new row). */
import { desc, eq } from 'drizzle-orm';
import { insertRow } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import { taxConfigurations } from '#server/db/schema';
import type { TaxConfigurationRow } from '#server/kernel/tax-configuration-on';

export { configurationOn, type TaxConfigurationRow } from '#server/kernel/tax-configuration-on';

export async function listConfigurations(db: Executor, businessId: number): Promise<TaxConfigurationRow[]> {
  return db
    .select()
    .from(taxConfigurations)
    .where(eq(taxConfigurations.businessId, businessId))
    .orderBy(desc(taxConfigurations.effectiveFrom), desc(taxConfigurations.id));
}

export function insertConfiguration(db: Executor, values: typeof taxConfigurations.$inferInsert): Promise<TaxConfigurationRow> {
  return insertRow(db, taxConfigurations, values);
}
