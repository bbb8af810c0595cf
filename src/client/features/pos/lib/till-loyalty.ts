import type { Customer, LoyaltyProgram } from '../../../../shared/contracts/customers';
import {
  computePointsEarned,
  computeRedemptionDiscountCents,
  computeTierDiscountCents,
  getTierDiscountPercent,
  LOYALTY_TIERS,
  type LoyaltyTierDefinition,
} from '../../../../shared/domain/loyalty';
import { toCents } from '../../../../shared/domain/money';
import { computeSaleTotals, type SaleLineInput, type SaleTotals } from '../../../../shared/domain/sale-totals';

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

export type TillTotals = SaleTotals & {
  tierDiscountPercent: number;
  tierDiscountCents: number;
  redemptionCents: number;
  /** The most points that can be redeemed on this cart: the balance, and no more than the total left. */
  maxRedeemPoints: number;
};

/**
 * The till's live totals, decided exactly as the server decides them: the tier's % of the gross,
 * then the redeemed points, both off the end of computeSaleTotals. Points beyond what may be
 * redeemed are capped (the input shows the cap).
 */
export function tillTotals(lines: readonly SaleLineInput[], l: TillLoyalty): TillTotals {
  const gross = computeSaleTotals(lines).totalCents;
  const active = l.loyaltyActive && l.customer != null;
  const tierDiscountPercent = active ? getTierDiscountPercent(l.customer!.loyaltyTier, l.tiers) : 0;
  const tierDiscountCents = active && l.applyTierDiscount ? computeTierDiscountCents(gross, l.customer!.loyaltyTier, l.tiers) : 0;
  const centsPerPoint = toCents(l.rupeesPerPoint);
  const left = gross - tierDiscountCents;
  const maxRedeemPoints = active
    ? Math.max(0, Math.min(l.customer!.loyaltyPoints, centsPerPoint > 0 ? Math.floor(left / centsPerPoint) : l.customer!.loyaltyPoints))
    : 0;
  const points = Math.min(Math.max(0, Math.floor(l.redeemPoints || 0)), maxRedeemPoints);
  const redemptionCents = computeRedemptionDiscountCents(points, l.rupeesPerPoint);
  const totals = computeSaleTotals(lines, tierDiscountCents + redemptionCents);
  return { ...totals, tierDiscountPercent, tierDiscountCents, redemptionCents, maxRedeemPoints };
}
