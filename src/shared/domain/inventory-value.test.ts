import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeInventoryValue } from './inventory-value';

describe('computeInventoryValue', () => {
  it.each([
    ['empty', [], { totalCents: 0, atBuyingPriceCents: 0, atSellingPriceCents: 0, productsAtSellingPrice: 0 }],
    [
      'buying price when known',
      [{ stock: 2000, buyingPriceCents: 10_000, sellingPriceCents: 15_000 }],
      { totalCents: 20_000, atBuyingPriceCents: 20_000, atSellingPriceCents: 0, productsAtSellingPrice: 0 },
    ],
    [
      'selling price when buying price is unknown',
      [
        { stock: 2000, buyingPriceCents: 10_000, sellingPriceCents: 15_000 },
        { stock: 1500, buyingPriceCents: null, sellingPriceCents: 1_000 },
      ],
      { totalCents: 21_500, atBuyingPriceCents: 20_000, atSellingPriceCents: 1_500, productsAtSellingPrice: 1 },
    ],
    [
      'fractional stock rounds per product half away from zero',
      [{ stock: 333, buyingPriceCents: 199, sellingPriceCents: 300 }],
      { totalCents: 66, atBuyingPriceCents: 66, atSellingPriceCents: 0, productsAtSellingPrice: 0 },
    ],
    [
      'zero and negative stock add nothing',
      [
        { stock: 0, buyingPriceCents: null, sellingPriceCents: 500 },
        { stock: -1000, buyingPriceCents: 100, sellingPriceCents: 500 },
      ],
      { totalCents: 0, atBuyingPriceCents: 0, atSellingPriceCents: 0, productsAtSellingPrice: 0 },
    ],
    [
      'a zero buying price is known, not missing',
      [{ stock: 1000, buyingPriceCents: 0, sellingPriceCents: 500 }],
      { totalCents: 0, atBuyingPriceCents: 0, atSellingPriceCents: 0, productsAtSellingPrice: 0 },
    ],
  ])('%s', (_name, items, expected) => {
    expect(computeInventoryValue(items)).toEqual(expected);
  });
});

describe('computeInventoryValue properties', () => {
  const item = fc.record({
    stock: fc.integer({ min: -1_000_000, max: 10_000_000 }),
    buyingPriceCents: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
    sellingPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
  });

  it('total = at buying price + at selling price = Σ per-product values, never negative', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const v = computeInventoryValue(items);
        expect(v.totalCents).toBe(v.atBuyingPriceCents + v.atSellingPriceCents);
        const each = items.reduce((s, i) => s + computeInventoryValue([i]).totalCents, 0);
        expect(v.totalCents).toBe(each);
        expect(v.totalCents).toBeGreaterThanOrEqual(0);
        expect(v.productsAtSellingPrice).toBe(items.filter((i) => i.stock > 0 && i.buyingPriceCents == null).length);
      }),
    );
  });
});
