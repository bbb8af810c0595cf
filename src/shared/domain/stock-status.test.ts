import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DomainError } from './errors';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  applyStockDecrement,
  canSell,
  getStockStatus,
  isLowOrOutOfStock,
  type StockStatus,
} from './stock-status';

describe('getStockStatus', () => {
  it.each<[number, number | null | undefined, StockStatus]>([
    [0, 5000, 'out_of_stock'],
    [-1, 5000, 'out_of_stock'],
    [-5000, null, 'out_of_stock'],
    [1, 5000, 'low_stock'],
    [4999, 5000, 'low_stock'],
    [5000, 5000, 'low_stock'], // exactly the threshold is low
    [5001, 5000, 'in_stock'], // one thousandth over
    [1, 0, 'in_stock'], // a zero threshold never warns
    [0, 0, 'out_of_stock'],
    // No threshold: 10 units.
    [10000, null, 'low_stock'],
    [10000, undefined, 'low_stock'],
    [10001, undefined, 'in_stock'],
    [9999, null, 'low_stock'],
  ])('stock %d, threshold %s → %s', (stock, threshold, expected) => {
    expect(getStockStatus(stock, threshold)).toBe(expected);
  });

  it('defaults the threshold to 10 units', () => {
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(10_000);
    expect(getStockStatus(10_000)).toBe('low_stock');
  });

  it.each([
    [0.5, 1000],
    [Number.NaN, 1000],
    [1000, -1],
    [1000, 1.5],
  ])('rejects malformed stock %d / threshold %d', (stock, threshold) => {
    expect(() => getStockStatus(stock, threshold)).toThrow(RangeError);
  });

  it('is monotonic: more stock never gives a worse status', () => {
    const rank: Record<StockStatus, number> = { out_of_stock: 0, low_stock: 1, in_stock: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e9 }),
        (stock, extra, threshold) => {
          const before = rank[getStockStatus(stock, threshold)];
          const after = rank[getStockStatus(stock + extra, threshold)];
          expect(after).toBeGreaterThanOrEqual(before);
          expect(isLowOrOutOfStock(stock, threshold)).toBe(before < 2);
        },
      ),
    );
  });
});

describe('canSell', () => {
  it.each<[number, number, boolean, boolean]>([
    [5000, 5000, false, true], // the last of it
    [5000, 5001, false, false], // one thousandth too many
    [5000, 1, false, true],
    [0, 1000, false, false],
    [0, 1000, true, true],
    [-2000, 1000, true, true],
    [-2000, 1000, false, false],
    [5000, 0, false, false],
    [5000, -1000, true, false],
  ])('stock %d, quantity %d, allow negative %s → %s', (stock, qty, allowNegative, expected) => {
    expect(canSell(stock, qty, allowNegative)).toBe(expected);
  });
});

describe('applyStockDecrement', () => {
  it.each<[number, number, boolean, number]>([
    [5000, 5000, false, 0],
    [12500, 2500, false, 10000],
    [1000, 3000, true, -2000],
  ])('stock %d − %d (allow negative %s) = %d', (stock, qty, allowNegative, expected) => {
    expect(applyStockDecrement(stock, qty, allowNegative)).toBe(expected);
  });

  it('refuses to go below zero, naming the product', () => {
    try {
      applyStockDecrement(1000, 2000, false, 'Red rice 5kg');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('INSUFFICIENT_STOCK');
      expect((error as DomainError).message).toContain('Red rice 5kg');
    }
  });

  it('rejects a zero or negative quantity', () => {
    expect(() => applyStockDecrement(1000, 0, false)).toThrow(RangeError);
    expect(() => applyStockDecrement(1000, -1, true)).toThrow(RangeError);
  });

  it('never leaves negative stock when negative stock is off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (stock, qty) => {
        if (qty <= stock) {
          expect(applyStockDecrement(stock, qty, false)).toBeGreaterThanOrEqual(0);
        } else {
          expect(() => applyStockDecrement(stock, qty, false)).toThrow(DomainError);
        }
      }),
    );
  });
});
