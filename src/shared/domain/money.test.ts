import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyBasisPoints,
  formatLkr,
  fromBasisPoints,
  fromCents,
  fromThousandths,
  isDecimalString,
  isMoneyString,
  isQuantityString,
  multiplyCentsByThousandths,
  roundHalfAwayFromZero,
  toBasisPoints,
  toCents,
  toScaledInteger,
  toThousandths,
} from './money';

describe('toCents', () => {
  it.each<[number | string, number]>([
    [0, 0],
    ['0', 0],
    ['-0', 0],
    [-0, 0],
    [1250.5, 125050],
    ['1250.50', 125050],
    [' 12 ', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['+3.25', 325],
    ['-3.25', -325],
    [0.01, 1],
    // Rounding beyond two places: half away from zero, on the decimal as written.
    [1.005, 101],
    ['1.005', 101],
    ['1.0049', 100],
    [-1.005, -101],
    ['-0.005', -1],
    ['-0.0049', 0],
    [0.1 + 0.2, 30],
    ['2.675', 268],
    ['1e3', 100000],
    [1e-7, 0],
    ['5e-3', 1],
    ['0012.30', 1230],
    ['90071992547409.91', 9007199254740991],
  ])('toCents(%j) = %d', (input, expected) => {
    expect(toCents(input)).toBe(expected);
    expect(Object.is(toCents(input), -0)).toBe(false);
  });

  it.each<[unknown]>([
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['1,250.50'],
    ['0x10'],
    ['.'],
    ['-'],
    ['1e'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    ['Infinity'],
    ['NaN'],
    [null],
    [undefined],
    [{}],
    ['90071992547409.92'],
    ['1e400'],
    [1e300],
  ])('rejects %j with a RangeError', (input) => {
    expect(() => toCents(input as string)).toThrow(RangeError);
  });

  it('turns a vanishingly small exponent into zero without building huge strings', () => {
    expect(toCents('1e-999999999')).toBe(0);
    expect(toCents('0e999999999')).toBe(0);
  });

  it('round-trips every safe cent amount through fromCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(toCents(fromCents(cents).toFixed(2))).toBe(cents);
      }),
    );
  });

  it('is odd: toCents(-x) = -toCents(x)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(toCents(-x)).toBe(-toCents(x) + 0);
      }),
    );
  });
});

describe('fromCents', () => {
  it.each([
    [125050, 1250.5],
    [0, 0],
    [1, 0.01],
    [-1, -0.01],
    [-125050, -1250.5],
    [9007199254740991, 90071992547409.91],
  ])('fromCents(%d) = %d', (cents, expected) => {
    expect(fromCents(cents)).toBe(expected);
  });

  it.each([[0.5], [Number.NaN], [2 ** 53]])('rejects %d', (cents) => {
    expect(() => fromCents(cents)).toThrow(RangeError);
  });
});

describe('thousandths and basis points', () => {
  it.each<[number | string, number]>([
    [12.5, 12500],
    ['0.001', 1],
    ['0.0005', 1],
    ['0.00049', 0],
    [1, 1000],
    ['-2.5', -2500],
  ])('toThousandths(%j) = %d', (input, expected) => {
    expect(toThousandths(input)).toBe(expected);
  });

  it.each([
    [12500, 12.5],
    [1, 0.001],
    [0, 0],
  ])('fromThousandths(%d) = %d', (input, expected) => {
    expect(fromThousandths(input)).toBe(expected);
  });

  it.each<[number | string, number]>([
    [18, 1800],
    [2.5, 250],
    ['15.00', 1500],
    [0, 0],
    ['0.125', 13],
  ])('toBasisPoints(%j) = %d', (input, expected) => {
    expect(toBasisPoints(input)).toBe(expected);
  });

  it.each([
    [1800, 18],
    [250, 2.5],
    [1, 0.01],
  ])('fromBasisPoints(%d) = %d', (input, expected) => {
    expect(fromBasisPoints(input)).toBe(expected);
  });

  it('scales to any number of places', () => {
    expect(toScaledInteger('1.23456', 4)).toBe(12346);
    expect(toScaledInteger('7', 0)).toBe(7);
    expect(toScaledInteger('7.5', 0)).toBe(8);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0, 0],
    [0.5, 1],
    [-0.5, -1],
    [1.5, 2],
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [-0.4, 0],
    [7, 7],
  ])('roundHalfAwayFromZero(%d) = %d', (input, expected) => {
    expect(roundHalfAwayFromZero(input)).toBe(expected);
    expect(Object.is(roundHalfAwayFromZero(input), -0)).toBe(false);
  });

  it('rejects non-finite numbers', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        expect(roundHalfAwayFromZero(-x)).toBe(-roundHalfAwayFromZero(x) + 0);
      }),
    );
  });
});

describe('formatLkr', () => {
  it.each<[number, boolean | undefined, string]>([
    [125050, undefined, 'LKR 1,250.50'],
    [125050, true, 'LKR 1,250.50'],
    [125050, false, '1,250.50'],
    [-125050, undefined, '-LKR 1,250.50'],
    [-125050, false, '-1,250.50'],
    [0, undefined, 'LKR 0.00'],
    [5, undefined, 'LKR 0.05'],
    [-5, undefined, '-LKR 0.05'],
    [99999, undefined, 'LKR 999.99'],
    [100000, undefined, 'LKR 1,000.00'],
    [150000000, undefined, 'LKR 1,500,000.00'],
    [9007199254740991, false, '90,071,992,547,409.91'],
  ])('formatLkr(%d, withCurrency=%s) = %s', (cents, withCurrency, expected) => {
    const opts = withCurrency === undefined ? undefined : { withCurrency };
    expect(formatLkr(cents, opts)).toBe(expected);
  });

  it('rejects fractions of a cent', () => {
    expect(() => formatLkr(1.5)).toThrow(RangeError);
  });

  it('prints text that parses back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        const text = formatLkr(cents, { withCurrency: false }).replaceAll(',', '');
        expect(toCents(text)).toBe(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});

describe('decimal strings', () => {
  it.each<[string, boolean, boolean]>([
    ['1250.50', true, true],
    ['12', true, true],
    [' 12 ', true, true],
    ['.5', true, true],
    ['-3.25', true, true],
    ['1.005', false, true],
    ['1.0005', false, false],
    ['', false, false],
    ['.', false, false],
    ['1e3', false, false],
    ['1,250', false, false],
    ['abc', false, false],
  ])('%j: money %s, quantity %s', (text, isMoney, isQuantity) => {
    expect(isMoneyString(text)).toBe(isMoney);
    expect(isQuantityString(text)).toBe(isQuantity);
    expect(isDecimalString(text, 2)).toBe(isMoney);
  });
});

describe('multiplyCentsByThousandths', () => {
  it.each([
    [199, 333, 66], // 66.267
    [100, 1000, 100],
    [100, 1, 0], // 0.1 cent
    [500, 1, 1], // 0.5 cent: half away from zero
    [499, 1, 0], // 0.499 cent
    [-500, 1, -1],
    [500, -1, -1],
    [-500, -1, 1],
    [125050, 12500, 1563125], // 1,250.50 × 12.5
    [150, 2500, 375],
    [0, 123456, 0],
    [123456, 0, 0],
    [333, 1500, 500], // 499.5 → 500
    [333, 500, 167], // 166.5 → 167
    [-333, 500, -167],
  ])('%d cents × %d thousandths = %d cents', (price, qty, expected) => {
    expect(multiplyCentsByThousandths(price, qty)).toBe(expected);
  });

  it('stays exact where the plain product passes 2^53', () => {
    // 90,000,000,000 cents × 150,000 thousandths = 1.35e16 > 2^53; exact result 1.35e13.
    expect(multiplyCentsByThousandths(90_000_000_001, 150_001)).toBe(13_500_090_000_150);
  });

  it('rejects non-integers and results past 2^53', () => {
    expect(() => multiplyCentsByThousandths(1.5, 1000)).toThrow(RangeError);
    expect(() => multiplyCentsByThousandths(100, Number.NaN)).toThrow(RangeError);
    expect(() => multiplyCentsByThousandths(2 ** 52, 10_000)).toThrow(RangeError);
  });
});

describe('applyBasisPoints', () => {
  it.each([
    [10000, 1800, 1800],
    [1, 1800, 0], // 0.18 cent
    [3, 1800, 1], // 0.54 cent
    [25, 1800, 5], // 4.5 → 5
    [-25, 1800, -5],
    [0, 1800, 0],
    [12345, 0, 0],
  ])('%d cents at %d bp = %d cents', (amount, rate, expected) => {
    expect(applyBasisPoints(amount, rate)).toBe(expected);
  });
});
