import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { allocateProportionally, priceSale, TAX_CATEGORIES, type VatPricingLineInput } from './vat-pricing';

const arbitraryLine: fc.Arbitrary<VatPricingLineInput> = fc.record({
  priceCents: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 1_000_000 }),
  taxCategory: fc.constantFrom(...TAX_CATEGORIES),
});
const arbitraryCart = fc.array(arbitraryLine, { maxLength: 30 });
/** The configuration's rates vary from sale to sale; every standard line of one sale takes them. */
const arbitraryMode = fc.record({
  vatRegistered: fc.boolean(),
  pricesIncludeVat: fc.boolean(),
  vatRateBp: fc.constantFrom(0, 1500, 1800, 875, 3333),
  nbtRateBp: fc.constantFrom(0, 0, 200, 55),
});

/** A cart and a discount between 0 and its gross total. */
const arbitrarySale = fc.tuple(arbitraryCart, arbitraryMode, fc.double({ min: 0, max: 1, noNaN: true })).map(([lines, mode, fraction]) => {
  const gross = priceSale(lines, { ...mode }).grossCents;
  return { lines, options: { ...mode, discountCents: Math.floor(gross * fraction) } };
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('priceSale properties', () => {
  it('inclusive totals always equal Σ shelf price − discount', () => {
    fc.assert(
      fc.property(arbitrarySale, ({ lines, options }) => {
        const sale = priceSale(lines, { ...options, pricesIncludeVat: true });
        expect(sale.totalCents).toBe(sale.grossCents - options.discountCents);
        expect(sale.subtotalCents + sale.vatCents + sale.nbtCents).toBe(sale.totalCents);
      }),
    );
  });

  it('discount shares sum to the discount, none negative and none above its line', () => {
    fc.assert(
      fc.property(arbitrarySale, ({ lines, options }) => {
        const sale = priceSale(lines, options);
        expect(sum(sale.lines.map((l) => l.discountShareCents))).toBe(options.discountCents);
        for (const l of sale.lines) {
          expect(l.discountShareCents).toBeGreaterThanOrEqual(0);
          expect(l.discountShareCents).toBeLessThanOrEqual(l.grossCents);
        }
      }),
    );
  });

  it('VAT, NBT and net are never negative; only standard lines of a registered shop carry VAT', () => {
    fc.assert(
      fc.property(arbitrarySale, ({ lines, options }) => {
        const sale = priceSale(lines, options);
        for (const l of sale.lines) {
          expect(l.vatCents).toBeGreaterThanOrEqual(0);
          expect(l.nbtCents).toBeGreaterThanOrEqual(0);
          expect(l.netCents).toBeGreaterThanOrEqual(0);
          if (!options.vatRegistered || l.taxCategory !== 'standard') expect(l.vatCents).toBe(0);
        }
        expect(sale.taxableTurnoverCents + sale.exemptTurnoverCents).toBe(sale.subtotalCents);
      }),
    );
  });

  it('a shop that is not registered charges no VAT and sells at gross − discount in either mode', () => {
    fc.assert(
      fc.property(arbitrarySale, ({ lines, options }) => {
        const sale = priceSale(lines, { ...options, vatRegistered: false });
        expect(sale.vatCents).toBe(0);
        expect(sale.nbtCents).toBe(0);
        expect(sale.totalCents).toBe(sale.grossCents - options.discountCents);
        expect(sale.subtotalCents).toBe(sale.totalCents);
      }),
    );
  });

  it('allocation is the floor or ceiling of each exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = sum(weights);
          const discount = Math.floor(total * fraction);
          const shares = allocateProportionally(discount, weights);
          weights.forEach((weight, index) => {
            const exact = (BigInt(discount) * BigInt(weight)) / BigInt(Math.max(total, 1));
            const share = BigInt(shares[index] ?? -1);
            expect(share === exact || share === exact + 1n).toBe(true);
          });
        },
      ),
    );
  });
});
