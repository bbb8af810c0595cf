/**
 * Loyalty points and tiers, and the business's default earning rate.
 *
 * Points per sale = floor(total in rupees × pointsPerRupee). pointsPerRupee is set in steps of
 * 0.01, so it is taken as an integer number of hundredths and the points are computed exactly:
 * floor(totalCents × hundredths / 10000). Flooring (not rounding) means a customer is never
 * credited a point they have not fully earned.
 *
 * Tiers are reached by total spend: silver 10,000, gold 50,000, platinum 100,000 LKR, with
 * 5 / 10 / 15 % discounts; bronze is everyone else. The thresholds are defaults — a business's
 * loyalty programme may pass its own.
 */
import {
  assertNonNegativeSafeInteger,
  assertSafeInteger,
  divideRoundHalfAwayFromZero,
  multiplyDivideFloor,
  sumSafeIntegers,
} from './integer-math';
import { applyBasisPoints, toBasisPoints, toCents, toScaledInteger } from './money';

export const LOYALTY_TIER_NAMES = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type LoyaltyTierName = (typeof LOYALTY_TIER_NAMES)[number];

export type LoyaltyTierDefinition = {
  tier: LoyaltyTierName;
  /** Total spend (cents) at which the tier starts, inclusive. */
  minSpentCents: number;
  discountPercent: number;
};

export const LOYALTY_TIERS: readonly LoyaltyTierDefinition[] = [
  { tier: 'bronze', minSpentCents: 0, discountPercent: 0 },
  { tier: 'silver', minSpentCents: 1_000_000, discountPercent: 5 },
  { tier: 'gold', minSpentCents: 5_000_000, discountPercent: 10 },
  { tier: 'platinum', minSpentCents: 10_000_000, discountPercent: 15 },
];

/** The default for a new business (decision 0006, "Loyalty default"): 1 point per LKR 100 spent, a point worth LKR 1 — 1% back. */
export const DEFAULT_POINTS_PER_RUPEE = 0.01;
export const DEFAULT_RUPEES_PER_POINT = 1;
/** Above this share of a sale given back (basis points: 10%), the settings warn the owner. */
export const LOYALTY_RETURN_WARNING_BP = 1_000;

export type RedemptionError = 'POINTS_NOT_POSITIVE' | 'POINTS_EXCEED_BALANCE';

/** Points earned by a sale; a zero or negative total (a refund) earns none. */
export function computePointsEarned(totalCents: number, pointsPerRupee: number | string = DEFAULT_POINTS_PER_RUPEE): number {
  assertSafeInteger(totalCents, 'totalCents');
  const hundredths = toScaledInteger(pointsPerRupee, 2);
  if (hundredths < 0) throw new RangeError('pointsPerRupee must not be negative');
  if (totalCents <= 0) return 0;
  return multiplyDivideFloor(totalCents, hundredths, 10_000);
}

/** The highest tier whose threshold the spend has reached (at exactly the threshold: that tier). */
export function getLoyaltyTier(totalSpentCents: number, tiers: readonly LoyaltyTierDefinition[] = LOYALTY_TIERS): LoyaltyTierName {
  assertSafeInteger(totalSpentCents, 'totalSpentCents');
  if (tiers.length === 0) throw new RangeError('at least one loyalty tier is required');
  const ascending = [...tiers].sort((a, b) => a.minSpentCents - b.minSpentCents);
  let current = ascending[0]!.tier;
  for (const definition of ascending) {
    if (totalSpentCents >= definition.minSpentCents) current = definition.tier;
  }
  return current;
}

/** The tier's discount in percent; 0 for a tier the programme does not define. */
export function getTierDiscountPercent(tier: LoyaltyTierName, tiers: readonly LoyaltyTierDefinition[] = LOYALTY_TIERS): number {
  return tiers.find((definition) => definition.tier === tier)?.discountPercent ?? 0;
}

/** The tier discount on an amount, rounded to the cent half away from zero. */
export function computeTierDiscountCents(
  amountCents: number,
  tier: LoyaltyTierName,
  tiers: readonly LoyaltyTierDefinition[] = LOYALTY_TIERS,
): number {
  assertNonNegativeSafeInteger(amountCents, 'amountCents');
  return applyBasisPoints(amountCents, toBasisPoints(getTierDiscountPercent(tier, tiers)));
}

/** The money a number of redeemed points is worth (1 rupee per point by default). */
export function computeRedemptionDiscountCents(points: number, rupeesPerPoint: number | string = DEFAULT_RUPEES_PER_POINT): number {
  assertNonNegativeSafeInteger(points, 'points');
  const centsPerPoint = toCents(rupeesPerPoint);
  if (centsPerPoint < 0) throw new RangeError('rupeesPerPoint must not be negative');
  const cents = points * centsPerPoint;
  assertSafeInteger(cents, 'redemption');
  return cents;
}

/** Why points may not be redeemed, or null when they may (all of the balance is fine). */
export function validateRedemption(balancePoints: number, points: number): RedemptionError | null {
  assertSafeInteger(balancePoints, 'balancePoints');
  assertSafeInteger(points, 'points');
  if (points <= 0) return 'POINTS_NOT_POSITIVE';
  if (points > balancePoints) return 'POINTS_EXCEED_BALANCE';
  return null;
}

export type CustomerPurchaseTotals = {
  totalSpentCents: number;
  totalPurchases: number;
};

/**
 * A customer's figures after one more sale: total spent, number of purchases, the average order
 * value (rounded to the cent, half away from zero) and the tier the new total reaches.
 */
export function computeCustomerTotalsAfterSale(
  before: CustomerPurchaseTotals,
  saleTotalCents: number,
  tiers: readonly LoyaltyTierDefinition[] = LOYALTY_TIERS,
): CustomerPurchaseTotals & { averageOrderValueCents: number; tier: LoyaltyTierName } {
  assertNonNegativeSafeInteger(before.totalPurchases, 'totalPurchases');
  assertNonNegativeSafeInteger(saleTotalCents, 'saleTotalCents');
  const totalSpentCents = sumSafeIntegers([before.totalSpentCents, saleTotalCents]);
  const totalPurchases = before.totalPurchases + 1;
  return {
    totalSpentCents,
    totalPurchases,
    averageOrderValueCents: divideRoundHalfAwayFromZero(totalSpentCents, totalPurchases),
    tier: getLoyaltyTier(totalSpentCents, tiers),
  };
}

/**
 * What the programme gives back, in basis points of the amount spent (100 = 1%): points per rupee
 * × rupees per point. Exact in integers: hundredths × cents = basis points.
 */
export function loyaltyReturnBasisPoints(pointsPerRupee: number | string, rupeesPerPoint: number | string): number {
  const hundredths = toScaledInteger(pointsPerRupee, 2);
  const centsPerPoint = toCents(rupeesPerPoint);
  if (hundredths < 0 || centsPerPoint < 0) throw new RangeError('loyalty rates must not be negative');
  const bp = hundredths * centsPerPoint;
  assertSafeInteger(bp, 'loyalty return');
  return bp;
}

/** True when the programme gives back more than 10% of every sale — worth a warning, not a refusal. */
export function isLoyaltyReturnHigh(returnBasisPoints: number): boolean {
  return returnBasisPoints > LOYALTY_RETURN_WARNING_BP;
}
