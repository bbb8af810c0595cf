import { describe, expect, it } from 'vitest';
import { linesGrossCents, saleSummaryRows, type SaleSummaryInput } from './sale-summary';

const base: SaleSummaryInput = {
  grossCents: 11_800,
  discountCents: 0,
  vatCents: 0,
  nbtCents: 0,
  totalCents: 11_800,
  vatRegistered: false,
  pricesIncludeVat: true,
};

describe('saleSummaryRows', () => {
  it.each<[string, Partial<SaleSummaryInput>, [string, number][]]>([
    [
      'not registered: no VAT line, whatever the pricing mode',
      { pricesIncludeVat: false },
      [
        ['subtotal', 11_800],
        ['total', 11_800],
      ],
    ],
    [
      'registered, inclusive: VAT included shown after the total, not added',
      { vatRegistered: true, vatCents: 1_800 },
      [
        ['subtotal', 11_800],
        ['total', 11_800],
        ['vatIncluded', 1_800],
      ],
    ],
    [
      'registered, inclusive, discounted: the discount before the total, the smaller VAT after it',
      { vatRegistered: true, discountCents: 1_800, vatCents: 1_525, totalCents: 10_000 },
      [
        ['subtotal', 11_800],
        ['discount', 1_800],
        ['total', 10_000],
        ['vatIncluded', 1_525],
      ],
    ],
    [
      'registered, exclusive: VAT added above the total',
      { vatRegistered: true, pricesIncludeVat: false, vatCents: 2_124, totalCents: 13_924 },
      [
        ['subtotal', 11_800],
        ['vat', 2_124],
        ['total', 13_924],
      ],
    ],
    [
      'registered, exclusive with an NBT: both added',
      { vatRegistered: true, pricesIncludeVat: false, vatCents: 2_124, nbtCents: 118, totalCents: 14_042 },
      [
        ['subtotal', 11_800],
        ['vat', 2_124],
        ['nbt', 118],
        ['total', 14_042],
      ],
    ],
    [
      'registered, exclusive, only exempt goods: no VAT line saying 0.00',
      { vatRegistered: true, pricesIncludeVat: false },
      [
        ['subtotal', 11_800],
        ['total', 11_800],
      ],
    ],
    [
      'registered, inclusive, an empty cart: no VAT line',
      { vatRegistered: true, grossCents: 0, totalCents: 0 },
      [
        ['subtotal', 0],
        ['total', 0],
      ],
    ],
  ])('%s', (_name, over, want) => {
    expect(saleSummaryRows({ ...base, ...over }).map((r) => [r.kind, r.cents])).toEqual(want);
  });
});

describe('linesGrossCents', () => {
  it('sums price × quantity per line, each rounded to the cent (0.125 kg × 99.99 = 12.50)', () => {
    expect(
      linesGrossCents([
        { priceCents: 9_999, quantity: 125 },
        { priceCents: 11_800, quantity: 2_000 },
      ]),
    ).toBe(1_250 + 23_600);
  });
});
