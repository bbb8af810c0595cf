import type { Executor } from '#server/db/client';
import { getEffectiveConfigurationToday } from './tax-configuration.service';

/**
 * The VAT and NBT rates a new product takes when none are given (basis points): those of the
 * business's tax configuration in force today (the seeded VAT 18% / NBT 0% when none is saved).
 */
export async function getDefaultProductRates(executor: Executor, businessId: number): Promise<{ vatRateBp: number; nbtRateBp: number }> {
  const config = await getEffectiveConfigurationToday(executor, businessId);
  return { vatRateBp: config.vatRateBp, nbtRateBp: config.nbtRateBp };
}
