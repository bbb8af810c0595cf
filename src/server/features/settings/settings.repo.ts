import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client';
import { businessSettings } from '#server/db/schema';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;
export type BusinessSettingsValues = Partial<typeof businessSettings.$inferInsert>;

export async function findSettings(db: Executor, businessId: number): Promise<BusinessSettingsRow | undefined> {
  const rows = await db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)).limit(1);
  return rows[0];
}

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
