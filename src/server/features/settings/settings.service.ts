import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessSettings } from '../../db/schema';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;

/** The business's settings row; created with the business, but a missing one falls back to the defaults. */
export async function getBusinessSettings(db: Executor, businessId: number): Promise<BusinessSettingsRow> {
  const rows = await db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)).limit(1);
  if (rows[0]) return rows[0];
  const [created] = await db.insert(businessSettings).values({ businessId }).onConflictDoNothing().returning();
  if (created) return created;
  const again = await db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)).limit(1);
  return again[0];
}
