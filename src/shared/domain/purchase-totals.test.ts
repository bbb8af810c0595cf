import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { computePurchaseLine, computePurchaseTotals, type PurchaseLineInput } from './purchase-totals';

describe('computePurchaseLine', () => {
  it.each<[number, number, number]>([
    [1000, 12000, 12000], // 1 × 120.00
    [2500, 12000, 30000], // 2.5 kg × 120.00
    [0, 12000, 0],
    [1000, 0, 0],
    [1, 500, 1], // 0.001 × 5.00 = 0.5 cent → 1
    [1, 499, 0],
    [333, 150, 50], // 49.95 → 50
    [100000, 99999, 9999900],
  ])('%d thousandths × %d cents = %d cents', (quantity, unitPriceCents, expected) => {
    expect(computePurchaseLine({ quantity, unitPriceCents })).toBe(expected);
  });

  it.each<[PurchaseLineInput]>([
    [{ quantity: -1000, unitPriceCents: 100 }],
    [{ quantity: 1000, unitPriceCents: -1 }],
    [{ quantity: 1.5, unitPriceCents: 100 }],
    [{ quantity: 1000, unitPriceCents: Number.NaN }],
  ])('rejects %j', (line) => {
    expect(() => computePurchaseLine(line)).toThrow(RangeError);
  });
});

describe('computePurchaseTotals', () => {
  it('totals the rounded lines and keeps their fields', () => {
    const totals = computePurchaseTotals([
      { productId: 1, quantity: 2500, unitPriceCents: 12000 },
      { productId: 2, quantity: 333, unitPriceCents: 150 },
    ]);
    expect(totals).toEqual({
      lines: [
        { productId: 1, quantity: 2500, unitPriceCents: 12000, totalCents: 30000 },
        { productId: 2, quantity: 333, unitPriceCents: 150, totalCents: 50 },
      ],
      totalCents: 30050,
    });
  });

  it('totals an empty order as zero', () => {
    expect(computePurchaseTotals([])).toEqual({ lines: [], totalCents: 0 });
  });

  it('grand total = Σ line totals, whatever the order of lines', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 0, max: 10_000_000 }),
      unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = computePurchaseTotals(lines);
        expect(totals.totalCents).toBe(totals.lines.reduce((a, l) => a + l.totalCents, 0));
        expect(computePurchaseTotals([...lines].reverse()).totalCents).toBe(totals.totalCents);
        expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
      }),
    );
  });
});
