import { DEFAULT_TAX_CONFIG } from '../../../shared/domain/tax';
import type { Executor } from '../../db/client';

/**
 * The VAT and NBT rates a new product takes when none are given (basis points).
 * For now the seeded defaults (VAT 18%, NBT 0%, DECISIONS.md "Taxes"); the tax issue will back
 * this with the business's effective-dated tax configuration.
 */
export async function getDefaultProductRates(_executor: Executor, _businessId: number): Promise<{ vatRateBp: number; nbtRateBp: number }> {
  return { vatRateBp: DEFAULT_TAX_CONFIG.vatRateBp, nbtRateBp: DEFAULT_TAX_CONFIG.nbtRateBp };
}
