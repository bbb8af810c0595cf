/**
 * GS1 check digits (EAN-13, EAN-8, UPC-A) and the in-store EAN-13 Kade gives a product that has
 * no barcode of its own (labels).
 *
 * The GS1 check digit: weights 3 and 1 alternate from the rightmost data digit (3 on it), and the
 * check digit brings the weighted sum up to a multiple of ten. The same rule serves every length.
 */

const DIGITS = /^[0-9]+$/;

/** The GS1 check digit of a string of data digits (any length); throws on anything but digits. */
export function gs1CheckDigit(data: string): number {
  if (!DIGITS.test(data)) throw new RangeError(`Not digits: ${JSON.stringify(data)}`);
  let sum = 0;
  for (let i = 0; i < data.length; i++) {
    const fromRight = data.length - 1 - i;
    sum += Number(data[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

function hasValidCheckDigit(code: string, length: number): boolean {
  if (code.length !== length || !DIGITS.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code[length - 1]);
}

/** The check digit of an EAN-13's first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (first12.length !== 12) throw new RangeError('An EAN-13 has 12 data digits');
  return gs1CheckDigit(first12);
}

export const isValidEan13 = (code: string): boolean => hasValidCheckDigit(code, 13);
export const isValidEan8 = (code: string): boolean => hasValidCheckDigit(code, 8);
export const isValidUpcA = (code: string): boolean => hasValidCheckDigit(code, 12);

/**
 * The GS1 "restricted circulation" prefixes 20–29 are for use inside one shop. Kade's own codes
 * take 20: weighing scales commonly print 21–23 (and 02, a UPC-era variable-measure prefix), so a
 * generated code never reads as a scale label.
 */
export const IN_STORE_PREFIX = '20';
const IN_STORE_ID_DIGITS = 10;

/** `20` + the product id in 10 digits (zero-padded) + the check digit: unique per product id. */
export function inStoreEan13(productId: number): string {
  if (!Number.isSafeInteger(productId) || productId <= 0 || productId >= 10 ** IN_STORE_ID_DIGITS)
    throw new RangeError(`A product id must be 1 to ${10 ** IN_STORE_ID_DIGITS - 1}`);
  const first12 = IN_STORE_PREFIX + String(productId).padStart(IN_STORE_ID_DIGITS, '0');
  return first12 + String(ean13CheckDigit(first12));
}
