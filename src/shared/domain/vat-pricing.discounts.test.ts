/**
 * A line's own discount (amount or percentage) and the cart's percentage, all
 * before VAT, through the one pricing rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  percentOfCents,
  priceSale,
  TAX_CATEGORIES,
  type LineDiscount,
  type VatPricingLineInput,
  type VatPricingOptions,
} from './vat-pricing';

const line = (priceCents: number, discount?: LineDiscount, quantity = 1000): VatPricingLineInput => ({
  priceCents,
  quantity,
  taxCategory: 'standard',
  ...(discount ? { discount } : {}),
});

const AT_18 = { vatRateBp: 1800, nbtRateBp: 0 };
const inclusive: VatPricingOptions = { vatRegistered: true, pricesIncludeVat: true, ...AT_18 };
const exclusive: VatPricingOptions = { vatRegistered: true, pricesIncludeVat: false, ...AT_18 };
const unregistered: VatPricingOptions = { vatRegistered: false, pricesIncludeVat: true, ...AT_18 };

type Want = { total: number; vat: number; subtotal: number; lineDiscount: number; discount: number };

describe('priceSale: a line’s own discount, before VAT', () => {
  it.each<[string, VatPricingLineInput, VatPricingOptions, Want]>([
    // 118.00 less 18.00 → 100.00 paid; VAT 100 × 18/118 = 15.25.
    [
      'amount, registered inclusive',
      line(11800, { cents: 1800 }),
      inclusive,
      { total: 10000, vat: 1525, subtotal: 8475, lineDiscount: 1800, discount: 1800 },
    ],
    // 10% of 118.00 = 11.80 → 106.20 paid; VAT 106.20 × 18/118 = 16.20.
    [
      '10%, registered inclusive',
      line(11800, { percentBp: 1000 }),
      inclusive,
      { total: 10620, vat: 1620, subtotal: 9000, lineDiscount: 1180, discount: 1180 },
    ],
    // 10% of 100.00 → base 90.00; VAT 18% on top = 16.20.
    [
      '10%, registered exclusive',
      line(10000, { percentBp: 1000 }),
      exclusive,
      { total: 10620, vat: 1620, subtotal: 9000, lineDiscount: 1000, discount: 1000 },
    ],
    [
      '10%, not registered',
      line(11800, { percentBp: 1000 }),
      unregistered,
      { total: 10620, vat: 0, subtotal: 10620, lineDiscount: 1180, discount: 1180 },
    ],
    [
      '100%: the line is free',
      line(11800, { percentBp: 10000 }),
      inclusive,
      { total: 0, vat: 0, subtotal: 0, lineDiscount: 11800, discount: 11800 },
    ],
    [
      '0%: nothing off',
      line(11800, { percentBp: 0 }),
      inclusive,
      { total: 11800, vat: 1800, subtotal: 10000, lineDiscount: 0, discount: 0 },
    ],
    // 12.5% of 1.01 = 0.12625 → 0.13 (half a cent and more rounds up).
    [
      '12.5% of 1.01 rounds to the cent',
      line(101, { percentBp: 1250 }),
      unregistered,
      { total: 88, vat: 0, subtotal: 88, lineDiscount: 13, discount: 13 },
    ],
    // 2.5 kg at 99.99 = 249.975 → 249.98; 33.33% of it = 83.318… → 83.32.
    [
      'a percentage of a weighed line',
      line(9999, { percentBp: 3333 }, 2500),
      unregistered,
      { total: 16666, vat: 0, subtotal: 16666, lineDiscount: 8332, discount: 8332 },
    ],
  ])('%s', (_name, input, options, want) => {
    const sale = priceSale([input], options);
    expect({
      total: sale.totalCents,
      vat: sale.vatCents,
      subtotal: sale.subtotalCents,
      lineDiscount: sale.lines[0]?.lineDiscountCents,
      discount: sale.discountCents,
    }).toEqual(want);
    expect(sale.lines[0]?.discountShareCents).toBe(want.lineDiscount);
    expect(sale.lineDiscountCents).toBe(want.lineDiscount);
    expect(sale.cartDiscountCents).toBe(0);
  });
});

describe('priceSale: the cart’s discount after the lines’ own', () => {
  // 100.00 with 20% off (→ 80.00) and 50.00; not registered, so the figures are plain.
  const cart = () => [line(10000, { percentBp: 2000 }), line(5000)];

  it.each<[string, VatPricingOptions, { cart: number; shares: number[]; total: number }]>([
    // 10% of 130.00 = 13.00, shared 80 : 50 → 8.00 and 5.00.
    [
      'a percentage of what the lines come to',
      { ...unregistered, discountPercentBp: 1000 },
      { cart: 1300, shares: [2800, 500], total: 11700 },
    ],
    // 13.00 as an amount: the same.
    ['an amount', { ...unregistered, discountCents: 1300 }, { cart: 1300, shares: [2800, 500], total: 11700 }],
    // loyalty 2.00 as an amount plus 10%: 15.00, shared 80 : 50 → 9.23 and 5.77.
    [
      'an amount (loyalty) and a percentage add up',
      { ...unregistered, discountCents: 200, discountPercentBp: 1000 },
      { cart: 1500, shares: [2923, 577], total: 11500 },
    ],
  ])('%s', (_name, options, want) => {
    const sale = priceSale(cart(), options);
    expect(sale.cartDiscountCents).toBe(want.cart);
    expect(sale.lineDiscountCents).toBe(2000);
    expect(sale.discountCents).toBe(2000 + want.cart);
    expect(sale.lines.map((l) => l.discountShareCents)).toEqual(want.shares);
    expect(sale.lines.map((l) => l.lineDiscountCents)).toEqual([2000, 0]);
    expect(sale.totalCents).toBe(want.total);
  });

  it('registered inclusive: VAT on each line after both its own and its cart share', () => {
    // 118.00 − 11.80 (10%) = 106.20; cart 10.62 (10%) → base 95.58, VAT 95.58 × 18/118 = 14.58.
    const sale = priceSale([line(11800, { percentBp: 1000 })], { ...inclusive, discountPercentBp: 1000 });
    expect(sale).toMatchObject({ totalCents: 9558, vatCents: 1458, subtotalCents: 8100, discountCents: 2242, cartDiscountCents: 1062 });
  });
});

describe('priceSale: discounts out of range', () => {
  it.each<[string, () => unknown, string]>([
    ['a line’s amount above its gross', () => priceSale([line(1000, { cents: 1001 })], inclusive), 'LINE_DISCOUNT_TOO_LARGE'],
    [
      'a cart amount above what the lines come to after theirs',
      () => priceSale([line(1000, { cents: 500 })], { ...inclusive, discountCents: 501 }),
      'DISCOUNT_TOO_LARGE',
    ],
    [
      '100% of the cart plus an amount',
      () => priceSale([line(1000)], { ...inclusive, discountCents: 1, discountPercentBp: 10000 }),
      'DISCOUNT_TOO_LARGE',
    ],
  ])('%s', (_name, price, code) => {
    expect(price).toThrow(DomainError);
    try {
      price();
    } catch (err) {
      expect((err as DomainError).code).toBe(code);
    }
  });

  it.each<[string, () => unknown]>([
    ['a percentage above 100', () => percentOfCents(1000, 10001)],
    ['a negative percentage', () => priceSale([line(1000, { percentBp: -1 })], inclusive)],
    ['a fraction of a cent', () => priceSale([line(1000, { cents: 1.5 })], inclusive)],
  ])('%s is a RangeError (the contract stops it first)', (_name, price) => {
    expect(price).toThrow(RangeError);
  });
});

describe('priceSale: discount properties', () => {
  const arbitraryLine: fc.Arbitrary<VatPricingLineInput> = fc
    .record({
      priceCents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 100_000 }),
      taxCategory: fc.constantFrom(...TAX_CATEGORIES),
      percentBp: fc.option(fc.integer({ min: 0, max: 10_000 })),
    })
    .map(({ percentBp, ...l }) => ({ ...l, ...(percentBp == null ? {} : { discount: { percentBp } }) }));

  it('shares are own + cart part; Σ shares = every discount; inclusive totals = gross − discounts', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), (lines, cartBp) => {
        const sale = priceSale(lines, { ...inclusive, discountPercentBp: cartBp });
        const shares = sale.lines.reduce((a, l) => a + l.discountShareCents, 0);
        expect(shares).toBe(sale.discountCents);
        expect(sale.discountCents).toBe(sale.lineDiscountCents + sale.cartDiscountCents);
        expect(sale.totalCents).toBe(sale.grossCents - sale.discountCents);
        for (const l of sale.lines) {
          expect(l.discountShareCents).toBeGreaterThanOrEqual(l.lineDiscountCents);
          expect(l.discountShareCents).toBeLessThanOrEqual(l.grossCents);
        }
      }),
    );
  });
});
