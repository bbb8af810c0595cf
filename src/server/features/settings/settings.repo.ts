import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { businessSettings } from '#server/db/schema';

import type { BusinessSettingsRow } from '#server/kernel/business-settings';

export type BusinessSettingsValues = Partial<typeof businessSettings.$inferInsert>;

/**
 * The business's settings row, locked for an update in this transaction. A business created
 * before settings existed gets its row (the schema's defaults) here, on its first save.
 */
export async function lockSettingsCreatingIfMissing(tx: Tx, businessId: number): Promise<BusinessSettingsRow> {
  await tx.insert(businessSettings).values({ businessId }).onConflictDoNothing();
  const [row] = await tx.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)).for('update');
  return row;
}

export async function updateSettings(tx: Tx, businessId: number, values: BusinessSettingsValues): Promise<BusinessSettingsRow> {
  const [row] = await tx
    .update(businessSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businessSettings.businessId, businessId))
    .returning();
  return row;
}
