/**
 * Subscription pricing: the modules' monthly prices, the complete package and the setup fee.
 *
 * The monthly price is the sum of the chosen modules' monthly prices. Choosing all 7 modules
 * when they add up to at least 20,000 LKR is the complete package at 15,000 LKR a month; the
 * discount is whatever brings the sum down to 15,000 (5,000 at today's prices), so
 * subtotal − discount = monthly amount always holds. A one-time 1,500 LKR setup fee is charged
 * on the first application only, never on add-ons or re-applications.
 * The server computes the price it stores; the client shows the same function's result.
 */
import { assertNonNegativeSafeInteger, sumSafeIntegers } from './integer-math';

export const COMPLETE_PACKAGE_PRICE_CENTS = 1_500_000;
/** All 7 modules at their individual prices: the package applies from this sum upwards. */
export const COMPLETE_PACKAGE_MIN_SUBTOTAL_CENTS = 2_000_000;
export const SETUP_FEE_CENTS = 150_000;
export const TOTAL_MODULE_COUNT = 7;

export type SubscriptionPrice = {
  subtotalCents: number;
  discountCents: number;
  monthlyAmountCents: number;
  setupFeeCents: number;
  /** What the first bank transfer must cover: the first month plus any setup fee. */
  firstPaymentCents: number;
  isCompletePackage: boolean;
};

export function computeSubscriptionPrice(input: {
  modulePricesCents: readonly number[];
  totalModuleCount?: number;
  isFirstApplication: boolean;
}): SubscriptionPrice {
  const totalModuleCount = input.totalModuleCount ?? TOTAL_MODULE_COUNT;
  assertNonNegativeSafeInteger(totalModuleCount, 'totalModuleCount');
  for (const price of input.modulePricesCents) assertNonNegativeSafeInteger(price, 'modulePrice');
  if (input.modulePricesCents.length > totalModuleCount) {
    throw new RangeError(`${input.modulePricesCents.length} modules chosen but only ${totalModuleCount} exist`);
  }

  const subtotalCents = sumSafeIntegers(input.modulePricesCents);
  const isCompletePackage =
    totalModuleCount > 0 && input.modulePricesCents.length === totalModuleCount && subtotalCents >= COMPLETE_PACKAGE_MIN_SUBTOTAL_CENTS;
  const monthlyAmountCents = isCompletePackage ? COMPLETE_PACKAGE_PRICE_CENTS : subtotalCents;
  const setupFeeCents = input.isFirstApplication ? SETUP_FEE_CENTS : 0;
  return {
    subtotalCents,
    discountCents: subtotalCents - monthlyAmountCents,
    monthlyAmountCents,
    setupFeeCents,
    firstPaymentCents: monthlyAmountCents + setupFeeCents,
    isCompletePackage,
  };
}

export type AddonPrice = {
  currentMonthlyAmountCents: number;
  newMonthlyAmountCents: number;
  addedAmountCents: number;
  isCompletePackage: boolean;
};

/**
 * The monthly price after adding modules to an active subscription. The package discount
 * applies when the current and added modules together make up all 7; no setup fee.
 */
export function computeAddonPrice(input: {
  currentModulePricesCents: readonly number[];
  addonModulePricesCents: readonly number[];
  totalModuleCount?: number;
}): AddonPrice {
  const current = computeSubscriptionPrice({
    modulePricesCents: input.currentModulePricesCents,
    totalModuleCount: input.totalModuleCount,
    isFirstApplication: false,
  });
  const combined = computeSubscriptionPrice({
    modulePricesCents: [...input.currentModulePricesCents, ...input.addonModulePricesCents],
    totalModuleCount: input.totalModuleCount,
    isFirstApplication: false,
  });
  return {
    currentMonthlyAmountCents: current.monthlyAmountCents,
    newMonthlyAmountCents: combined.monthlyAmountCents,
    addedAmountCents: combined.monthlyAmountCents - current.monthlyAmountCents,
    isCompletePackage: combined.isCompletePackage,
  };
}
