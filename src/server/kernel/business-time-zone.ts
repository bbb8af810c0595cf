/**
 * The business's time zone: the one lookup every reader of local days uses (the sales read
 * model, reports, tax, the sales list). An unset or blank zone is the shared default.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';
import type { Executor } from '../db/client';
import { businessSettings } from '../db/schema';

export async function getBusinessTimeZone(db: Executor, businessId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: businessSettings.timeZone })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId))
    .limit(1);
  return row?.timeZone || DEFAULT_TIME_ZONE;
}
