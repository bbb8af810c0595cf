import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  assertNonNegativeSafeInteger,
  assertSafeInteger,
  divideRoundHalfAwayFromZero,
  multiplyDivideFloor,
  multiplyDivideRounded,
  sumSafeIntegers,
} from './integer-math';

/** Reference results from big-integer arithmetic (tests only: the code itself uses numbers). */
function referenceRounded(a: number, b: number, d: number): number {
  const product = BigInt(a) * BigInt(b);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude * 2n + BigInt(d)) / (2n * BigInt(d));
  return Number(product < 0n ? -rounded : rounded);
}

function referenceFloor(a: number, b: number, d: number): number {
  const product = BigInt(a) * BigInt(b);
  const quotient = product / BigInt(d); // truncates toward zero
  return Number(product < 0n && quotient * BigInt(d) !== product ? quotient - 1n : quotient);
}

describe('multiplyDivideRounded', () => {
  it.each([
    [5, 1, 10, 1], // 0.5 → 1
    [-5, 1, 10, -1], // −0.5 → −1
    [4, 1, 10, 0],
    [-4, 1, 10, 0],
    [15, 1, 10, 2],
    [25, 1, 10, 3],
    [7, 3, 2, 11], // 10.5 → 11
    [-7, 3, 2, -11],
    [0, 99, 7, 0],
    [-3, 0, 7, 0],
  ])('round(%d × %d / %d) = %d', (a, b, d, expected) => {
    const result = multiplyDivideRounded(a, b, d);
    expect(result).toBe(expected);
    expect(Object.is(result, -0)).toBe(false);
  });

  it('matches big-integer arithmetic, or refuses when the result passes 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.constantFrom(1, 2, 12, 100, 1000, 10_000, 7),
        (a, b, d) => {
          const expected = referenceRounded(a, b, d);
          if (Number.isSafeInteger(expected)) {
            expect(multiplyDivideRounded(a, b, d)).toBe(expected);
            expect(multiplyDivideRounded(b, a, d)).toBe(expected);
          } else {
            expect(() => multiplyDivideRounded(a, b, d)).toThrow(RangeError);
          }
        },
      ),
    );
  });

  it('rejects non-integers, a divisor of zero or less, and results past 2^53', () => {
    expect(() => multiplyDivideRounded(1.5, 1, 1)).toThrow(RangeError);
    expect(() => multiplyDivideRounded(1, 1, 0)).toThrow(RangeError);
    expect(() => multiplyDivideRounded(1, 1, -10)).toThrow(RangeError);
    expect(() => multiplyDivideRounded(2 ** 40, 2 ** 20, 1)).toThrow(RangeError);
  });
});

describe('multiplyDivideFloor', () => {
  it.each([
    [9, 1, 10, 0],
    [-1, 1, 10, -1], // floor moves negatives away from zero
    [-10, 1, 10, -1],
    [-11, 1, 10, -2],
    [118000, 125, 10_000, 1475],
    [0, -5, 3, 0],
  ])('floor(%d × %d / %d) = %d', (a, b, d, expected) => {
    const result = multiplyDivideFloor(a, b, d);
    expect(result).toBe(expected);
    expect(Object.is(result, -0)).toBe(false);
  });

  it('matches big-integer arithmetic, or refuses when the result passes 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.constantFrom(1, 3, 100, 1000, 10_000),
        (a, b, d) => {
          const expected = referenceFloor(a, b, d);
          if (Number.isSafeInteger(expected)) {
            expect(multiplyDivideFloor(a, b, d)).toBe(expected);
          } else {
            expect(() => multiplyDivideFloor(a, b, d)).toThrow(RangeError);
          }
        },
      ),
    );
  });
});

describe('divideRoundHalfAwayFromZero', () => {
  it.each([
    [7, 2, 4],
    [-7, 2, -4],
    [101, 3, 34],
    [100, 3, 33],
    [0, 5, 0],
  ])('round(%d / %d) = %d', (n, d, expected) => {
    expect(divideRoundHalfAwayFromZero(n, d)).toBe(expected);
  });
});

describe('sumSafeIntegers and assertions', () => {
  it('sums, and refuses to lose precision', () => {
    expect(sumSafeIntegers([])).toBe(0);
    expect(sumSafeIntegers([1, -1])).toBe(0);
    expect(sumSafeIntegers([100, 250, -50])).toBe(300);
    expect(() => sumSafeIntegers([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumSafeIntegers([0.5])).toThrow(RangeError);
  });

  it.each([[0.1], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('%d is not a safe integer', (value) => {
    expect(() => assertSafeInteger(value)).toThrow(RangeError);
  });

  it('names the argument and rejects negatives where asked', () => {
    expect(() => assertNonNegativeSafeInteger(-1, 'priceCents')).toThrow(/priceCents/);
    expect(() => assertNonNegativeSafeInteger(0)).not.toThrow();
  });
});
