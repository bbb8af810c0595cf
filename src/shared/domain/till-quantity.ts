/**
 * The till's quantity controls: how "+" and "−" step a cart line, which typed quantities are
 * accepted (and why not), and whether a line asks for more than the shelf holds.
 *
 * Quantities are integer thousandths. Counted goods (pieces, packs…) step by 1 and take whole
 * numbers only; goods sold by weight, volume, length or area step by 0.1 and take any weight
 * typed to 0.001. A refused entry leaves the line at its last valid quantity; the reason says why.
 */
import { THOUSANDTHS_PER_UNIT } from './money';
import { isFractionalUnit, type ProductUnit } from './units';

/** 0.1 of a kg (l, m…) per press of "+"/"−"; one whole unit for counted goods. */
export const FRACTIONAL_STEP = 100;

/** More than this on one line is a typing slip (a scanned barcode in the quantity box), not a sale. */
export const MAX_LINE_QUANTITY = 1_000_000 * THOUSANDTHS_PER_UNIT;

export function quantityStepOf(unit: ProductUnit): number {
  return isFractionalUnit(unit) ? FRACTIONAL_STEP : THOUSANDTHS_PER_UNIT;
}

/**
 * "+" adds one step; "−" takes one step off but never goes below one step (or below what is there
 * when a smaller weight was typed): 0.250 kg → 0.350 / 0.150, 0.150 → 0.100 → 0.100, 1 piece → 1.
 * The cart's remove button takes a line away.
 */
export function stepQuantity(unit: ProductUnit, current: number, direction: 1 | -1): number {
  const step = quantityStepOf(unit);
  if (direction === 1) return Math.min(MAX_LINE_QUANTITY, current + step);
  return Math.max(current - step, Math.min(current, step));
}

export type QuantityRefusal = 'empty' | 'notANumber' | 'notPositive' | 'wholeOnly' | 'tooManyDecimals' | 'tooLarge';

export type QuantityEntry = { ok: true; quantity: number } | { ok: false; reason: QuantityRefusal };

/**
 * A quantity as the cashier typed it ("2", "0.25", " .5 ", "1,000") → thousandths, or the reason
 * it is refused. Thousands separators are read as such ("1,000" is a thousand, never 1.000).
 */
export function parseQuantityEntry(unit: ProductUnit, text: string): QuantityEntry {
  const s = text.trim().replace(/(\d),(?=\d{3}(\D|$))/g, '$1');
  if (s === '') return { ok: false, reason: 'empty' };
  if (/^[-−]/.test(s) && /^[-−]\s*\d*\.?\d*$/.test(s)) return { ok: false, reason: 'notPositive' };
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[1] === '' && !m[2])) return { ok: false, reason: 'notANumber' };
  const [, whole, fraction = ''] = m;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 3) return { ok: false, reason: isFractionalUnit(unit) ? 'tooManyDecimals' : 'wholeOnly' };
  const wholePart = Number(whole || '0');
  if (!Number.isSafeInteger(wholePart) || wholePart * THOUSANDTHS_PER_UNIT > MAX_LINE_QUANTITY) return { ok: false, reason: 'tooLarge' };
  const quantity = wholePart * THOUSANDTHS_PER_UNIT + Number(significant.padEnd(3, '0') || '0');
  if (quantity <= 0) return { ok: false, reason: 'notPositive' };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, reason: 'tooLarge' };
  if (!isFractionalUnit(unit) && quantity % THOUSANDTHS_PER_UNIT !== 0) return { ok: false, reason: 'wholeOnly' };
  return { ok: true, quantity };
}

/** A line asks for more than is in stock (and the business does not sell into negative stock). */
export function exceedsStock(quantity: number, stockThousandths: number, allowNegativeStock: boolean): boolean {
  return !allowNegativeStock && quantity > stockThousandths;
}
