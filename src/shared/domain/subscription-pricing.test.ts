import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  COMPLETE_PACKAGE_PRICE_CENTS,
  SETUP_FEE_CENTS,
  TOTAL_MODULE_COUNT,
  computeAddonPrice,
  computeSubscriptionPrice,
} from './subscription-pricing';

// Today's list prices in cents: POS, Inventory, Procurement, Debtors, Reports, Tax, CRM.
const POS = 350_000;
const INVENTORY = 300_000;
const PROCUREMENT = 300_000;
const DEBTORS = 250_000;
const REPORTS = 250_000;
const TAX = 300_000;
const CRM = 250_000;
const ALL = [POS, INVENTORY, PROCUREMENT, DEBTORS, REPORTS, TAX, CRM];

describe('constants', () => {
  it('match the spec', () => {
    expect(COMPLETE_PACKAGE_PRICE_CENTS).toBe(1_500_000);
    expect(SETUP_FEE_CENTS).toBe(150_000);
    expect(TOTAL_MODULE_COUNT).toBe(7);
    expect(ALL.reduce((a, b) => a + b, 0)).toBe(2_000_000);
  });
});

describe('computeSubscriptionPrice', () => {
  it.each<[string, number[], boolean, [number, number, number, number, boolean]]>([
    ['POS only, first application', [POS], true, [350_000, 0, 350_000, 150_000, false]],
    ['POS only, re-application', [POS], false, [350_000, 0, 350_000, 0, false]],
    ['six modules', ALL.slice(0, 6), true, [1_750_000, 0, 1_750_000, 150_000, false]],
    ['all seven at 20,000', ALL, true, [2_000_000, 500_000, 1_500_000, 150_000, true]],
    ['all seven, not first', ALL, false, [2_000_000, 500_000, 1_500_000, 0, true]],
    // Seven modules adding up to one cent under 20,000: no package.
    ['all seven at 19,999.99', [...ALL.slice(0, 6), CRM - 1], false, [1_999_999, 0, 1_999_999, 0, false]],
    // Prices raised: still 15,000, the discount grows.
    ['all seven at 21,000', [...ALL.slice(0, 6), CRM + 100_000], false, [2_100_000, 600_000, 1_500_000, 0, true]],
    ['nothing chosen', [], true, [0, 0, 0, 150_000, false]],
  ])('%s', (_name, prices, isFirstApplication, [subtotal, discount, monthly, setup, isPackage]) => {
    const price = computeSubscriptionPrice({ modulePricesCents: prices, isFirstApplication });
    expect(price).toEqual({
      subtotalCents: subtotal,
      discountCents: discount,
      monthlyAmountCents: monthly,
      setupFeeCents: setup,
      firstPaymentCents: monthly + setup,
      isCompletePackage: isPackage,
    });
  });

  it('uses the number of modules offered when it is not 7', () => {
    const price = computeSubscriptionPrice({
      modulePricesCents: [1_000_000, 1_000_000],
      totalModuleCount: 2,
      isFirstApplication: false,
    });
    expect(price.isCompletePackage).toBe(true);
    expect(price.monthlyAmountCents).toBe(1_500_000);
  });

  it('rejects more modules than exist, negative or fractional prices', () => {
    expect(() => computeSubscriptionPrice({ modulePricesCents: [...ALL, POS], isFirstApplication: true })).toThrow(RangeError);
    expect(() => computeSubscriptionPrice({ modulePricesCents: [-1], isFirstApplication: true })).toThrow(RangeError);
    expect(() => computeSubscriptionPrice({ modulePricesCents: [0.5], isFirstApplication: true })).toThrow(RangeError);
  });

  it('subtotal − discount = monthly, never above the subtotal, never negative', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 7 }), fc.boolean(), (prices, isFirstApplication) => {
        const price = computeSubscriptionPrice({ modulePricesCents: prices, isFirstApplication });
        expect(price.subtotalCents - price.discountCents).toBe(price.monthlyAmountCents);
        expect(price.discountCents).toBeGreaterThanOrEqual(0);
        expect(price.monthlyAmountCents).toBeLessThanOrEqual(price.subtotalCents);
        expect(price.setupFeeCents).toBe(isFirstApplication ? SETUP_FEE_CENTS : 0);
      }),
    );
  });
});

describe('computeAddonPrice', () => {
  it.each<[string, number[], number[], [number, number, number, boolean]]>([
    ['add CRM to POS', [POS], [CRM], [350_000, 600_000, 250_000, false]],
    ['complete the package', ALL.slice(0, 6), [CRM], [1_750_000, 1_500_000, -250_000, true]],
    ['complete it from one module', [POS], ALL.slice(1), [350_000, 1_500_000, 1_150_000, true]],
    ['add nothing', [POS, TAX], [], [650_000, 650_000, 0, false]],
  ])('%s', (_name, current, addon, [currentMonthly, newMonthly, added, isPackage]) => {
    expect(computeAddonPrice({ currentModulePricesCents: current, addonModulePricesCents: addon })).toEqual({
      currentMonthlyAmountCents: currentMonthly,
      newMonthlyAmountCents: newMonthly,
      addedAmountCents: added,
      isCompletePackage: isPackage,
    });
  });

  it('new monthly = price of all modules together, however they were split', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ALL), fc.nat(), (chosen, cut) => {
        const split = chosen.length === 0 ? 0 : cut % (chosen.length + 1);
        const addon = computeAddonPrice({
          currentModulePricesCents: chosen.slice(0, split),
          addonModulePricesCents: chosen.slice(split),
        });
        const whole = computeSubscriptionPrice({
          modulePricesCents: chosen,
          isFirstApplication: false,
        });
        expect(addon.newMonthlyAmountCents).toBe(whole.monthlyAmountCents);
        expect(addon.currentMonthlyAmountCents + addon.addedAmountCents).toBe(addon.newMonthlyAmountCents);
      }),
    );
  });
});
