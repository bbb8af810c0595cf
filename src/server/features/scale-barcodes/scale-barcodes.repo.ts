import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client';
import { businessSettings } from '#server/db/schema';

// The rules are one column of the business's settings row (migration 0036): this feature reads
// and writes only that column, scoped by the session's business. Null: the default layouts.

export async function findRules(db: Executor, businessId: number): Promise<unknown> {
  const rows = await db
    .select({ rules: businessSettings.scaleBarcodeRules })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId))
    .limit(1);
  return rows[0]?.rules ?? null;
}

/** Locks the settings row (created with its defaults when the business has none yet) and answers the rules before. */
export async function lockRules(tx: Tx, businessId: number): Promise<unknown> {
  await tx.insert(businessSettings).values({ businessId }).onConflictDoNothing();
  const [row] = await tx
    .select({ rules: businessSettings.scaleBarcodeRules })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId))
    .for('update');
  return row?.rules ?? null;
}

export async function setRules(tx: Tx, businessId: number, rules: unknown): Promise<void> {
  await tx
    .update(businessSettings)
    .set({ scaleBarcodeRules: rules, updatedAt: new Date() })
    .where(eq(businessSettings.businessId, businessId));
}
