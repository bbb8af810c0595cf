/**
 * Weighing-scale barcodes: the EAN-13 a shop's scale prints on a weighed pack,
 * read back at the till as "this product, this weight" (or "this price").
 *
 * A nomenclature is a list of rules. A rule's prefix (1–3 digits) picks it; the item code (the
 * product's PLU, `products.scale_code`) follows in `itemDigits` digits; the value fills what is left
 * before the check digit (12 − prefix − item digits). The value is a weight in thousandths of a kg
 * shifted by `decimals` (decimals 3: 00750 = 0.750 kg), or a price in LKR shifted by `decimals`
 * (decimals 2: 00360 = 3.60).
 *
 * Price-verification digits: some European scales print `2 + 5-digit item + a price check digit +
 * 4-digit price`. Kade does not model that digit: it would be read as part of the value. Every
 * common scale (Digi, CAS, Bizerba, Mettler Toledo) can print the plain layout, which the defaults
 * below use, and the EAN-13 check digit over the whole code is always verified.
 *
 * UPC-A labels (number system 2: `2 IIIII VVVVV C`, 12 digits) arrive from some scanners as 12
 * digits and from others as 13 with a leading 0; both read as the 13-digit `02…` code.
 */
import { isValidEan13, isValidUpcA } from './ean13';
import { multiplyCentsByThousandths, THOUSANDTHS_PER_UNIT } from './money';
import { MAX_LINE_QUANTITY } from './till-quantity';
import { isFractionalUnit, type ProductUnit } from './units';

export const SCALE_BARCODE_KINDS = ['weight', 'price'] as const;
export type ScaleBarcodeKind = (typeof SCALE_BARCODE_KINDS)[number];

export type ScaleBarcodeRule = {
  /** 1–3 digits the code starts with. */
  prefix: string;
  /** How many digits of item code (PLU) follow the prefix: 4–6. */
  itemDigits: number;
  kind: ScaleBarcodeKind;
  /** Places after the decimal point in the value: weight in kg 0–3, price in LKR 0–2. */
  decimals: number;
};

export const EAN13_DATA_DIGITS = 12;
export const MAX_SCALE_RULES = 10;
export const MAX_DECIMALS: Record<ScaleBarcodeKind, number> = { weight: 3, price: 2 };

/** The common EAN-13 layouts (GS1 restricted-circulation prefixes used by scales world-wide). */
export const DEFAULT_SCALE_BARCODE_RULES: readonly ScaleBarcodeRule[] = Object.freeze([
  { prefix: '21', itemDigits: 5, kind: 'weight', decimals: 3 },
  { prefix: '23', itemDigits: 5, kind: 'price', decimals: 2 },
  { prefix: '02', itemDigits: 5, kind: 'price', decimals: 2 },
]);

/** Digits of the value field: what is left of the 12 data digits after prefix and item code. */
export const valueDigitsOf = (rule: Pick<ScaleBarcodeRule, 'prefix' | 'itemDigits'>) =>
  EAN13_DATA_DIGITS - rule.prefix.length - rule.itemDigits;

/** Pairs of rules (indexes) one of whose prefixes starts the other: a code would match both. */
export function overlappingPrefixes(rules: readonly Pick<ScaleBarcodeRule, 'prefix'>[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < rules.length; i++)
    for (let j = i + 1; j < rules.length; j++) {
      const a = rules[i].prefix;
      const b = rules[j].prefix;
      if (a.startsWith(b) || b.startsWith(a)) pairs.push([i, j]);
    }
  return pairs;
}

/** A PLU compared by its number: the scale prints 00123 for the product whose scale code is 123. */
export const normalizeScaleCode = (code: string): string => code.trim().replace(/^0+(?=\d)/, '');

export type ScaleBarcode = {
  itemCode: string;
  kind: ScaleBarcodeKind;
  /** For a weight label: the weight in thousandths of a kg (grams). */
  weightThousandths?: number;
  /** For a price label: the printed price in cents. */
  priceCents?: number;
};

export type ScaleBarcodeParse = ({ ok: true } & ScaleBarcode) | { ok: false; reason: 'checkDigit' };

/**
 * Reads a scanned code against the rules: null when it is not a scale label (wrong length, not
 * digits, no rule's prefix), a refusal when a rule's prefix matches but the check digit is wrong
 * (a misread: the cashier scans again), else the item code and the value.
 */
export function parseScaleBarcode(raw: string, rules: readonly ScaleBarcodeRule[]): ScaleBarcodeParse | null {
  let code = raw.trim();
  if (!/^[0-9]+$/.test(code)) return null;
  if (code.length === 12) code = `0${code}`;
  if (code.length !== 13) return null;
  const rule = rules.find((r) => code.startsWith(r.prefix));
  if (!rule) return null;
  const upc = raw.trim().length === 12;
  if (upc ? !isValidUpcA(raw.trim()) : !isValidEan13(code)) return { ok: false, reason: 'checkDigit' };
  const itemStart = rule.prefix.length;
  const valueStart = itemStart + rule.itemDigits;
  const itemCode = code.slice(itemStart, valueStart);
  const value = Number(code.slice(valueStart, EAN13_DATA_DIGITS));
  if (rule.kind === 'weight') return { ok: true, itemCode, kind: 'weight', weightThousandths: value * 10 ** (3 - rule.decimals) };
  return { ok: true, itemCode, kind: 'price', priceCents: value * 10 ** (2 - rule.decimals) };
}

export type ScaleQuantityRefusal = 'zero' | 'notByWeight' | 'noPrice' | 'notWholeUnits' | 'tooLarge';
export type ScaleQuantity = { ok: true; quantity: number } | { ok: false; reason: ScaleQuantityRefusal };

/** Grams (thousandths of a kg) as a quantity of the product's unit: kg as is, g × 1000. */
function weightAsQuantity(unit: ProductUnit, grams: number): number | null {
  if (unit === 'kg') return grams;
  if (unit === 'g') return grams * THOUSANDTHS_PER_UNIT;
  return null;
}

/**
 * The quantity for a price label: the one whose line gross (price × quantity, rounded to the cent
 * half away from zero, as vat-pricing.ts prices every line) comes nearest the printed price, on a
 * grid of 0.001 of the unit (a gram of a kg product). The two candidates are the quantities just
 * below and just above the exact one; a tie takes the smaller gross, so a customer is never
 * charged above the label for rounding. The line then differs from the label by at most half the
 * price of 0.001 of the unit (LKR 480.00/kg: up to 24 cents; at most 0.5 cent per LKR 10/kg);
 * it is exact whenever the label is a whole number of grams' worth.
 * Counted goods (pieces, packs…) take whole units only: the label must be a multiple of the price.
 */
function priceAsQuantity(unit: ProductUnit, sellingPriceCents: number, labelCents: number): ScaleQuantity {
  if (sellingPriceCents <= 0) return { ok: false, reason: 'noPrice' };
  if (!isFractionalUnit(unit)) {
    if (labelCents % sellingPriceCents !== 0) return { ok: false, reason: 'notWholeUnits' };
    return { ok: true, quantity: (labelCents / sellingPriceCents) * THOUSANDTHS_PER_UNIT };
  }
  const below = Math.floor((labelCents * THOUSANDTHS_PER_UNIT) / sellingPriceCents);
  const candidates = [below, below + 1].filter((q) => q > 0);
  let best = candidates[0];
  let bestGap = Number.POSITIVE_INFINITY;
  for (const q of candidates) {
    const gap = Math.abs(multiplyCentsByThousandths(sellingPriceCents, q) - labelCents);
    if (gap < bestGap) [best, bestGap] = [q, gap];
  }
  return { ok: true, quantity: best };
}

function labelQuantity(product: { sellingPriceCents: number; unit: ProductUnit }, label: ScaleBarcode): ScaleQuantity {
  if (label.kind === 'price') {
    const cents = label.priceCents ?? 0;
    return cents <= 0 ? { ok: false, reason: 'zero' } : priceAsQuantity(product.unit, product.sellingPriceCents, cents);
  }
  const grams = label.weightThousandths ?? 0;
  if (grams <= 0) return { ok: false, reason: 'zero' };
  const quantity = weightAsQuantity(product.unit, grams);
  return quantity == null ? { ok: false, reason: 'notByWeight' } : { ok: true, quantity };
}

/** The cart quantity (thousandths of the product's unit) a parsed label stands for, or why none. */
export function scaleLineQuantity(product: { sellingPriceCents: number; unit: ProductUnit }, label: ScaleBarcode): ScaleQuantity {
  const result = labelQuantity(product, label);
  if (result.ok && result.quantity > MAX_LINE_QUANTITY) return { ok: false, reason: 'tooLarge' };
  return result;
}
