import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  LOYALTY_TIERS,
  computeCustomerTotalsAfterSale,
  computePointsEarned,
  computeRedemptionDiscountCents,
  computeTierDiscountCents,
  DEFAULT_POINTS_PER_RUPEE,
  DEFAULT_RUPEES_PER_POINT,
  getLoyaltyTier,
  isLoyaltyReturnHigh,
  loyaltyReturnBasisPoints,
  getTierDiscountPercent,
  validateRedemption,
  type LoyaltyTierDefinition,
  type LoyaltyTierName,
} from './loyalty';

describe('computePointsEarned', () => {
  it.each<[number, number | string | undefined, number]>([
    [0, 1, 0],
    [-50000, 1, 0], // a refund earns nothing
    [99, 1, 0], // 0.99 rupees
    [100, 1, 1],
    [199, 1, 1],
    [118000, undefined, 11], // default 1 point per LKR 100 (LKR 1,180 → 11)
    [10000, undefined, 1],
    [9999, undefined, 0],
    [118000, 1.25, 1475],
    [10000, 0.01, 1],
    [9999, 0.01, 0], // 0.9999 → floor
    [100, 1.5, 1], // 1.5 → floor
    [300, 0.5, 1],
    [118000, '2.00', 2360],
    [118000, 0, 0],
    [1, 100, 1],
  ])('%d cents at %s points per rupee → %d', (total, ppr, expected) => {
    expect(computePointsEarned(total, ppr)).toBe(expected);
  });

  it('avoids the floating error of total × rate (0.29 × 100 = 28.999…)', () => {
    expect(computePointsEarned(2900, 1)).toBe(29);
    expect(computePointsEarned(100, 0.29)).toBe(0);
    expect(computePointsEarned(10000, 0.29)).toBe(29);
  });

  it('rejects a negative rate and fractional cents', () => {
    expect(() => computePointsEarned(100, -1)).toThrow(RangeError);
    expect(() => computePointsEarned(100.5, 1)).toThrow(RangeError);
    expect(() => computePointsEarned(100, 'lots')).toThrow(RangeError);
  });

  it('is floor(total × rate), monotonic in the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1000 }),
        (total, extra, hundredths) => {
          const rate = hundredths / 100;
          const points = computePointsEarned(total, rate);
          expect(points).toBe(Number((BigInt(total) * BigInt(hundredths)) / 10000n));
          expect(computePointsEarned(total + extra, rate)).toBeGreaterThanOrEqual(points);
        },
      ),
    );
  });
});

describe('getLoyaltyTier', () => {
  it.each<[number, LoyaltyTierName]>([
    [0, 'bronze'],
    [-100, 'bronze'],
    [999_999, 'bronze'],
    [1_000_000, 'silver'], // exactly 10,000 LKR
    [1_000_001, 'silver'],
    [4_999_999, 'silver'],
    [5_000_000, 'gold'],
    [9_999_999, 'gold'],
    [10_000_000, 'platinum'],
    [1_000_000_000, 'platinum'],
  ])('%d cents spent → %s', (spent, expected) => {
    expect(getLoyaltyTier(spent)).toBe(expected);
  });

  it('accepts a programme with its own thresholds, in any order', () => {
    const tiers: LoyaltyTierDefinition[] = [
      { tier: 'gold', minSpentCents: 200_000, discountPercent: 7.5 },
      { tier: 'bronze', minSpentCents: 0, discountPercent: 0 },
      { tier: 'silver', minSpentCents: 100_000, discountPercent: 2 },
    ];
    expect(getLoyaltyTier(150_000, tiers)).toBe('silver');
    expect(getLoyaltyTier(200_000, tiers)).toBe('gold');
    expect(getTierDiscountPercent('gold', tiers)).toBe(7.5);
    expect(getTierDiscountPercent('platinum', tiers)).toBe(0);
    expect(() => getLoyaltyTier(1, [])).toThrow(RangeError);
  });

  it('never moves down as spend grows', () => {
    const rank = (tier: LoyaltyTierName) => LOYALTY_TIERS.findIndex((t) => t.tier === tier);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(getLoyaltyTier(high))).toBeGreaterThanOrEqual(rank(getLoyaltyTier(low)));
      }),
    );
  });
});

describe('tier discounts', () => {
  it.each<[LoyaltyTierName, number]>([
    ['bronze', 0],
    ['silver', 5],
    ['gold', 10],
    ['platinum', 15],
  ])('%s → %d%%', (tier, percent) => {
    expect(getTierDiscountPercent(tier)).toBe(percent);
  });

  it.each<[number, LoyaltyTierName, number]>([
    [10000, 'silver', 500],
    [10000, 'bronze', 0],
    [10, 'silver', 1], // 0.5 → 1
    [9, 'silver', 0], // 0.45 → 0
    [333, 'platinum', 50], // 49.95
  ])('%d cents at %s → %d cents off', (amount, tier, expected) => {
    expect(computeTierDiscountCents(amount, tier)).toBe(expected);
  });
});

describe('redemption', () => {
  it.each<[number, number | string | undefined, number]>([
    [0, undefined, 0],
    [1, undefined, 100],
    [250, 1, 25000],
    [250, 0.5, 12500],
    [3, '0.25', 75],
  ])('%d points at %s rupees each → %d cents', (points, rate, expected) => {
    expect(computeRedemptionDiscountCents(points, rate)).toBe(expected);
  });

  it('rejects negative or fractional points', () => {
    expect(() => computeRedemptionDiscountCents(-1)).toThrow(RangeError);
    expect(() => computeRedemptionDiscountCents(1.5)).toThrow(RangeError);
    expect(() => computeRedemptionDiscountCents(1, -1)).toThrow(RangeError);
  });

  it.each<[number, number, string | null]>([
    [100, 1, null],
    [100, 100, null], // the whole balance
    [100, 101, 'POINTS_EXCEED_BALANCE'],
    [100, 0, 'POINTS_NOT_POSITIVE'],
    [100, -5, 'POINTS_NOT_POSITIVE'],
    [0, 1, 'POINTS_EXCEED_BALANCE'],
  ])('balance %d, redeem %d → %s', (balance, points, expected) => {
    expect(validateRedemption(balance, points)).toBe(expected);
  });
});

describe('computeCustomerTotalsAfterSale', () => {
  it.each<[number, number, number, [number, number, number, LoyaltyTierName]]>([
    [0, 0, 118000, [118000, 1, 118000, 'bronze']],
    [900000, 3, 100000, [1000000, 4, 250000, 'silver']], // reaches silver exactly
    [100, 2, 1, [101, 3, 34, 'bronze']], // 33.67 → 34
    [5, 1, 0, [5, 2, 3, 'bronze']], // 2.5 → 3
  ])('spent %d over %d purchases, then a sale of %d', (spent, purchases, sale, expected) => {
    const [totalSpentCents, totalPurchases, averageOrderValueCents, tier] = expected;
    expect(computeCustomerTotalsAfterSale({ totalSpentCents: spent, totalPurchases: purchases }, sale)).toEqual({
      totalSpentCents,
      totalPurchases,
      averageOrderValueCents,
      tier,
    });
  });
});

describe('loyalty return (the share of a sale given back)', () => {
  it.each<[number | string, number | string, number, boolean]>([
    [DEFAULT_POINTS_PER_RUPEE, DEFAULT_RUPEES_PER_POINT, 100, false], // the default: 1% back
    [1, 1, 10_000, true], // the old default: 100% back
    [0.1, 1, 1_000, false], // exactly 10%: no warning
    [0.11, 1, 1_100, true],
    [0.05, 2, 1_000, false],
    [0.05, '2.01', 1_005, true],
    ['0.01', '0.50', 50, false],
    [0, 1, 0, false],
    [1.25, 0, 0, false],
  ])('%s points per rupee at LKR %s a point → %d bp (warn: %s)', (ppr, rpp, bp, warn) => {
    expect(loyaltyReturnBasisPoints(ppr, rpp)).toBe(bp);
    expect(isLoyaltyReturnHigh(bp)).toBe(warn);
  });

  it('rejects negative rates', () => {
    expect(() => loyaltyReturnBasisPoints(-0.01, 1)).toThrow(RangeError);
    expect(() => loyaltyReturnBasisPoints(0.01, -1)).toThrow(RangeError);
  });
});
