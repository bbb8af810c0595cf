import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client';
import { businessSettings } from '#server/db/schema';

// The payload is one column of the business's settings row (migration 0036): this feature reads
// and writes only that column, scoped by the session's business.

export async function findPayload(db: Executor, businessId: number): Promise<string | null> {
  const rows = await db
    .select({ payload: businessSettings.lankaqrPayload })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId))
    .limit(1);
  return rows[0]?.payload ?? null;
}

/** Locks the settings row (created with its defaults when the business has none yet) and answers the payload before. */
export async function lockPayload(tx: Tx, businessId: number): Promise<string | null> {
  await tx.insert(businessSettings).values({ businessId }).onConflictDoNothing();
  const [row] = await tx
    .select({ payload: businessSettings.lankaqrPayload })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId))
    .for('update');
  return row?.payload ?? null;
}

export async function setPayload(tx: Tx, businessId: number, payload: string | null): Promise<void> {
  await tx
    .update(businessSettings)
    .set({ lankaqrPayload: payload, updatedAt: new Date() })
    .where(eq(businessSettings.businessId, businessId));
}
