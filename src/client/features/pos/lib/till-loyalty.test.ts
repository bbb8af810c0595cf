import { describe, expect, it } from 'vitest';
import { LOYALTY_TIERS } from '#shared/domain/loyalty';
import { shownPoints, tiersOf, tillTotals, type TillLoyalty } from './till-loyalty';

// A registered shop whose shelf price 1180.00 includes 18% VAT; discounts come off it before VAT.
const lines = [{ priceCents: 118_000, quantity: 1000, taxCategory: 'standard' as const }];
const INCLUSIVE = { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 };
const base: TillLoyalty = {
  customer: { loyaltyTier: 'silver', loyaltyPoints: 500 },
  loyaltyActive: true,
  applyTierDiscount: false,
  redeemPoints: 0,
  rupeesPerPoint: 1,
  tiers: LOYALTY_TIERS,
};

describe('tillTotals', () => {
  it.each([
    ['no discounts', {}, { totalCents: 118_000, discountCents: 0, maxRedeemPoints: 500, tierDiscountPercent: 5 }],
    ['silver tier 5% of the gross', { applyTierDiscount: true }, { totalCents: 112_100, tierDiscountCents: 5_900 }],
    ['redeem 200 points = LKR 200', { redeemPoints: 200 }, { totalCents: 98_000, redemptionCents: 20_000 }],
    ['both', { applyTierDiscount: true, redeemPoints: 100 }, { totalCents: 102_100, discountCents: 15_900 }],
    ['points capped at the balance', { redeemPoints: 900 }, { redemptionCents: 50_000, totalCents: 68_000 }],
    ['points worth LKR 2 each', { redeemPoints: 100, rupeesPerPoint: 2 }, { redemptionCents: 20_000 }],
    [
      'loyalty off: nothing',
      { loyaltyActive: false, applyTierDiscount: true, redeemPoints: 100 },
      { totalCents: 118_000, maxRedeemPoints: 0 },
    ],
    ['no customer: nothing', { customer: null, redeemPoints: 100 }, { totalCents: 118_000, maxRedeemPoints: 0 }],
  ] as const)('%s', (_name, over, expected) => {
    expect(tillTotals(lines, { ...base, ...over }, INCLUSIVE)).toMatchObject(expected);
  });

  it('a wholesale shop (VAT on top) takes the tier % of the shelf amounts, before VAT', () => {
    const exclusive = tillTotals(
      [{ ...lines[0]!, priceCents: 100_000 }],
      { ...base, applyTierDiscount: true },
      {
        vatRegistered: true,
        pricesIncludeVat: false,
        vatRateBp: 1800,
        nbtRateBp: 0,
      },
    );
    // 5% of 1000.00 = 50.00 off; (1000.00 − 50.00) + 18% = 1121.00
    expect(exclusive).toMatchObject({ tierDiscountCents: 5_000, vatCents: 17_100, totalCents: 112_100 });
  });

  it('never redeems more than the total left to pay', () => {
    const rich = { ...base, customer: { loyaltyTier: 'silver' as const, loyaltyPoints: 5_000 } };
    const t = tillTotals(lines, { ...rich, applyTierDiscount: true, redeemPoints: 5_000 }, INCLUSIVE);
    expect(t.maxRedeemPoints).toBe(1121);
    expect(t.totalCents).toBe(0);
  });
});

describe('shownPoints and tiersOf', () => {
  it('shows floor(totalSpent × pointsPerRupee)', () => {
    expect(shownPoints({ totalSpent: 1234.56 }, 1.25)).toBe(1543);
    expect(shownPoints({ totalSpent: 0 }, 1)).toBe(0);
  });
  it('maps the loyalty programme to tiers', () => {
    const t = tiersOf({
      silverMinSpent: 20000,
      goldMinSpent: 60000,
      platinumMinSpent: 150000,
      silverDiscountPercent: 3,
      goldDiscountPercent: 8,
      platinumDiscountPercent: 12.5,
      rupeesPerPoint: 1,
    });
    expect(t[1]).toEqual({ tier: 'silver', minSpentCents: 2_000_000, discountPercent: 3 });
    expect(tiersOf(undefined)).toBe(LOYALTY_TIERS);
  });
});
