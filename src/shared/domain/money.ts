/**
 * Money, quantities and rates.
 *
 * Inside the program every amount is an integer: money in cents, stock and quantities in
 * thousandths (12.5 kg = 12500), rates in basis points (18% = 1800). The API speaks decimals
 * (numbers or numeric strings such as "1250.50"); the functions here convert between the two.
 *
 * Conversion parses the decimal *text* of a value — for a number, its shortest round-trip text
 * (String(1.005) === "1.005") — and scales it with string arithmetic, so 1.005 becomes 101 cents
 * as the person typing it meant, rather than 100 from the binary value 1.00499999….
 * Rounding everywhere is half away from zero, to the cent, on each line.
 */
import { assertSafeInteger, multiplyDivideRounded } from './integer-math';

export const CENTS_PER_RUPEE = 100;
export const THOUSANDTHS_PER_UNIT = 1000;
export const BASIS_POINTS_PER_PERCENT = 100;

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Longest digit string that can still be a safe integer (2^53 − 1 has 16 digits). */
const MAX_SAFE_DIGITS = 16;

function describeValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * Converts a decimal (number or numeric text) to an integer count of 10^-places units,
 * rounding half away from zero. Throws RangeError on text that is not a number, on NaN and
 * Infinity, and when the result would not be a safe integer.
 */
export function toScaledInteger(value: number | string, places: number): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${describeValue(value)}`);
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw new RangeError(`Not a number: ${describeValue(value)}`);
  }

  const match = DECIMAL_PATTERN.exec(text);
  const intPart = match?.[2] ?? '';
  const fracPart = match?.[3] ?? '';
  if (!match || intPart + fracPart === '') throw new RangeError(`Not a number: ${describeValue(value)}`);

  const digits = (intPart + fracPart).replace(/^0+/, '');
  if (digits === '') return 0;
  // value = digits × 10^(exponent − fracPart.length); we want value × 10^places.
  const shift = Number(match[4] ?? '0') - fracPart.length + places;

  let magnitude: number;
  if (shift >= 0) {
    if (digits.length + shift > MAX_SAFE_DIGITS + 1) throw tooLarge(value);
    magnitude = Number(digits + '0'.repeat(shift));
  } else {
    const keptLength = digits.length + shift;
    const kept = keptLength > 0 ? digits.slice(0, keptLength) : '';
    if (kept.length > MAX_SAFE_DIGITS + 1) throw tooLarge(value);
    // The dropped part is at least one half exactly when its first digit is 5 or more.
    const firstDropped = keptLength >= 0 ? digits.charAt(keptLength) : '0';
    magnitude = (kept === '' ? 0 : Number(kept)) + (firstDropped >= '5' ? 1 : 0);
  }
  if (!Number.isSafeInteger(magnitude)) throw tooLarge(value);
  return match[1] === '-' ? -magnitude + 0 : magnitude;
}

function tooLarge(value: unknown): RangeError {
  return new RangeError(`Too large to represent exactly: ${describeValue(value)}`);
}

/** Integer count of 10^-places units back to a decimal number (exact to the last place shown). */
export function fromScaledInteger(scaled: number, places: number): number {
  assertSafeInteger(scaled, 'scaled');
  // IEEE division is correctly rounded, so this is the double nearest the exact decimal.
  return scaled / 10 ** places + 0;
}

/** Rounds a number to an integer, halves away from zero (2.5 → 3, −2.5 → −3). */
export function roundHalfAwayFromZero(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${describeValue(x)}`);
  return Math.sign(x) * Math.round(Math.abs(x)) + 0;
}

/** "1250.50", 1250.5, " 12 " → cents. Amounts beyond 2 places round half away from zero. */
export function toCents(value: number | string): number {
  return toScaledInteger(value, 2);
}

/** 125050 → 1250.5 */
export function fromCents(cents: number): number {
  return fromScaledInteger(cents, 2);
}

/**
 * A sum over an unbounded number of rows (inventory value, a category's stock value) to rupees:
 * exact up to 2^53 cents, the nearest double beyond, never an exception (bounds.ts explains).
 */
export function totalFromCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a finite number: ${describeValue(cents)}`);
  return cents / CENTS_PER_RUPEE + 0;
}

/** 12.5 (kg) → 12500; beyond 3 places rounds half away from zero. */
export function toThousandths(value: number | string): number {
  return toScaledInteger(value, 3);
}

/** 12500 → 12.5 */
export function fromThousandths(thousandths: number): number {
  return fromScaledInteger(thousandths, 3);
}

/** A percentage to basis points: 18 → 1800, "2.5" → 250. */
export function toBasisPoints(percent: number | string): number {
  return toScaledInteger(percent, 2);
}

/** 1800 → 18 */
export function fromBasisPoints(basisPoints: number): number {
  return fromScaledInteger(basisPoints, 2);
}

/** Whether text is a plain decimal with at most `maxDecimals` places ("12", "1250.50", ".5"). */
export function isDecimalString(value: string, maxDecimals: number): boolean {
  const match = /^\s*[+-]?(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!match) return false;
  const intPart = match[1] ?? '';
  const fracPart = match[2] ?? '';
  return intPart + fracPart !== '' && fracPart.length <= maxDecimals;
}

/** Whether text is an amount of money as a person would type it: at most 2 decimal places. */
export function isMoneyString(value: string): boolean {
  return isDecimalString(value, 2);
}

/** Whether text is a quantity as a person would type it: at most 3 decimal places. */
export function isQuantityString(value: string): boolean {
  return isDecimalString(value, 3);
}

/**
 * Formats cents as "LKR 1,250.50" (or "1,250.50" without the currency): thousands separators,
 * always two decimals, the minus sign in front of everything ("-LKR 1,250.50").
 * Built from integers rather than Intl so the server and every browser print the same text.
 */
export function formatLkr(cents: number, opts: { withCurrency?: boolean } = {}): string {
  assertSafeInteger(cents, 'cents');
  const withCurrency = opts.withCurrency ?? true;
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  const whole = (magnitude - fraction) / 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const amount = `${grouped}.${String(fraction).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}${withCurrency ? 'LKR ' : ''}${amount}`;
}

/**
 * price × quantity for a price in cents and a quantity in thousandths, rounded to the cent half
 * away from zero: the exact integer product is divided by 1000, never a floating approximation.
 * 1.99 LKR × 0.333 kg = 199 × 333 / 1000 = 66.267 → 66 cents.
 */
export function multiplyCentsByThousandths(priceCents: number, quantityThousandths: number): number {
  return multiplyDivideRounded(priceCents, quantityThousandths, THOUSANDTHS_PER_UNIT);
}

/** amount × rate for a rate in basis points, rounded to the cent half away from zero. */
export function applyBasisPoints(amountCents: number, rateBp: number): number {
  return multiplyDivideRounded(amountCents, rateBp, 10_000);
}
