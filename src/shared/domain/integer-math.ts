/**
 * Exact integer arithmetic on plain JS numbers.
 *
 * Money, quantities and rates are integers (cents, thousandths, basis points). Multiplying two of
 * them and dividing by a scale (price × quantity / 1000, amount × rate / 10000) must round the
 * *exact* quotient, not a floating-point approximation of it: 1.005 × 100 in floating point is
 * 100.49999…, which would round the wrong way. Everything here uses only operations that are
 * exact on safe integers (+, −, ×, %, and division of an exact multiple), and throws a RangeError
 * instead of returning an approximate figure when a result would not be a safe integer (2^53).
 */

export function assertSafeInteger(value: number, name = 'value'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${String(value)}`);
  }
}

export function assertNonNegativeSafeInteger(value: number, name = 'value'): void {
  assertSafeInteger(value, name);
  if (value < 0) throw new RangeError(`${name} must not be negative, got ${value}`);
}

type RoundingMode = 'halfAwayFromZero' | 'floor';

/** Adding 0 turns −0 into 0, so no caller ever has to print or compare a negative zero. */
function normalizeZero(value: number): number {
  return value + 0;
}

function multiplyDivide(a: number, b: number, divisor: number, mode: RoundingMode): number {
  assertSafeInteger(a, 'a');
  assertSafeInteger(b, 'b');
  assertSafeInteger(divisor, 'divisor');
  if (divisor <= 0) throw new RangeError(`divisor must be positive, got ${divisor}`);

  const isNegative = a < 0 !== b < 0 && a !== 0 && b !== 0;
  // Split the larger factor by the divisor so that only small products are ever formed:
  // big × small / d = (q·d + r) × small / d = q × small + r × small / d, with r < d.
  const big = Math.max(Math.abs(a), Math.abs(b));
  const small = Math.min(Math.abs(a), Math.abs(b));
  const bigRemainder = big % divisor;
  const bigQuotient = (big - bigRemainder) / divisor;

  const high = bigQuotient * small;
  const low = bigRemainder * small;
  if (!Number.isSafeInteger(high) || !Number.isSafeInteger(low)) {
    throw new RangeError(`${a} × ${b} / ${divisor} is too large to compute exactly`);
  }
  const lowRemainder = low % divisor;
  const quotient = high + (low - lowRemainder) / divisor;

  let magnitude = quotient;
  if (mode === 'halfAwayFromZero') {
    // Half away from zero: a remainder of exactly half the divisor rounds up in magnitude.
    if (2 * lowRemainder >= divisor) magnitude += 1;
  } else if (isNegative && lowRemainder > 0) {
    // Floor of a negative quotient moves away from zero.
    magnitude += 1;
  }
  const result = isNegative ? -magnitude : magnitude;
  if (!Number.isSafeInteger(result)) {
    throw new RangeError(`${a} × ${b} / ${divisor} is too large to compute exactly`);
  }
  return normalizeZero(result);
}

/** round(a × b / divisor), half away from zero, computed exactly. */
export function multiplyDivideRounded(a: number, b: number, divisor: number): number {
  return multiplyDivide(a, b, divisor, 'halfAwayFromZero');
}

/** floor(a × b / divisor), computed exactly. */
export function multiplyDivideFloor(a: number, b: number, divisor: number): number {
  return multiplyDivide(a, b, divisor, 'floor');
}

/** round(numerator / divisor), half away from zero, computed exactly. */
export function divideRoundHalfAwayFromZero(numerator: number, divisor: number): number {
  return multiplyDivide(numerator, 1, divisor, 'halfAwayFromZero');
}

/** Sum of safe integers; throws rather than silently losing precision past 2^53. */
export function sumSafeIntegers(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    assertSafeInteger(value);
    total += value;
    if (!Number.isSafeInteger(total)) throw new RangeError('sum is too large to compute exactly');
  }
  return normalizeZero(total);
}
