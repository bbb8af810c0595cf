import type { Customer, LoyaltyProgram } from '#shared/contracts/customers';
import {
  computePointsEarned,
  computeRedemptionDiscountCents,
  computeTierDiscountCents,
  getTierDiscountPercent,
  LOYALTY_TIERS,
  type LoyaltyTierDefinition,
} from '#shared/domain/loyalty';
import { toCents } from '#shared/domain/money';
import { priceSale, type PricedSale, type VatPricingLineInput, type VatPricingOptions } from '#shared/domain/vat-pricing';

/** The business's tiers as the shared domain functions take them (the defaults until the programme loads). */
export function tiersOf(program: LoyaltyProgram | undefined): readonly LoyaltyTierDefinition[] {
  if (!program) return LOYALTY_TIERS;
  return [
    { tier: 'bronze', minSpentCents: 0, discountPercent: 0 },
    { tier: 'silver', minSpentCents: toCents(program.silverMinSpent), discountPercent: program.silverDiscountPercent },
    { tier: 'gold', minSpentCents: toCents(program.goldMinSpent), discountPercent: program.goldDiscountPercent },
    { tier: 'platinum', minSpentCents: toCents(program.platinumMinSpent), discountPercent: program.platinumDiscountPercent },
  ];
}

/** Spec: the points shown for a customer = floor(totalSpent × pointsPerRupee). */
export function shownPoints(customer: Pick<Customer, 'totalSpent'>, pointsPerRupee: number): number {
  return computePointsEarned(toCents(customer.totalSpent), pointsPerRupee);
}

export type TillLoyalty = {
  customer: Pick<Customer, 'loyaltyTier' | 'loyaltyPoints'> | null;
  loyaltyActive: boolean;
  applyTierDiscount: boolean;
  redeemPoints: number;
  rupeesPerPoint: number;
  tiers: readonly LoyaltyTierDefinition[];
};

export type TillTotals = PricedSale & {
  tierDiscountPercent: number;
  tierDiscountCents: number;
  redemptionCents: number;
  /** The most points that can be redeemed on this cart: the balance, and no more than the total left. */
  maxRedeemPoints: number;
};

/**
 * The till's live totals, decided exactly as the server decides them: the tier's % of the gross,
 * then the redeemed points, both shared over the lines before VAT (vat-pricing.ts). Points beyond
 * what may be redeemed are capped (the input shows the cap).
 */
export function tillTotals(
  lines: readonly VatPricingLineInput[],
  l: TillLoyalty,
  pricing: Omit<VatPricingOptions, 'discountCents' | 'discountPercentBp'>,
  /** The cashier's discount on the whole cart: an amount, or a percentage. */
  manual: { amountCents: number; percentBp: number } = { amountCents: 0, percentBp: 0 },
): TillTotals {
  // The shelf amounts before any discount: the base of the tier %; the most points can take is
  // what is left after the cashier's discounts and the tier's.
  const beforeLoyalty = priceSale(lines, { ...pricing, discountCents: manual.amountCents, discountPercentBp: manual.percentBp });
  const gross = beforeLoyalty.grossCents;
  const active = l.loyaltyActive && l.customer != null;
  const tierDiscountPercent = active ? getTierDiscountPercent(l.customer!.loyaltyTier, l.tiers) : 0;
  const tierDiscountCents = active && l.applyTierDiscount ? computeTierDiscountCents(gross, l.customer!.loyaltyTier, l.tiers) : 0;
  const centsPerPoint = toCents(l.rupeesPerPoint);
  const left = Math.max(0, gross - beforeLoyalty.discountCents - tierDiscountCents);
  const maxRedeemPoints = active
    ? Math.max(0, Math.min(l.customer!.loyaltyPoints, centsPerPoint > 0 ? Math.floor(left / centsPerPoint) : l.customer!.loyaltyPoints))
    : 0;
  const points = Math.min(Math.max(0, Math.floor(l.redeemPoints || 0)), maxRedeemPoints);
  const redemptionCents = computeRedemptionDiscountCents(points, l.rupeesPerPoint);
  const totals = priceSale(lines, {
    ...pricing,
    discountCents: manual.amountCents + tierDiscountCents + redemptionCents,
    discountPercentBp: manual.percentBp,
  });
  return { ...totals, tierDiscountPercent, tierDiscountCents, redemptionCents, maxRedeemPoints };
}
