import type { Executor } from '#server/db/client';
import { getEffectiveConfigurationToday } from './tax-configuration.service';

/**
 * The VAT rate a new product keeps when none is given (basis points): that of the business's tax
 * configuration in force today (the seeded 18% when none is saved).
 */
export async function getDefaultProductRates(executor: Executor, businessId: number): Promise<{ vatRateBp: number }> {
  const config = await getEffectiveConfigurationToday(executor, businessId);
  return { vatRateBp: config.vatRateBp };
}
