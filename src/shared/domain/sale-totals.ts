/**
 * Sale totals: the one rule the POS preview and the server's stored figures both use.
 *
 * Prices are tax-exclusive (DECISIONS.md). Per line:
 *   line subtotal = price × quantity, rounded to the cent (half away from zero)
 *   line VAT      = line subtotal × VAT rate, rounded to the cent (half away from zero)
 *   line NBT      = line subtotal × NBT rate, likewise
 * Tax is rounded per line, on the line subtotal the receipt prints, so anyone checking a
 * receipt line by hand gets the printed figure. The sale sums its lines; the discount comes off
 * the end: total = subtotal + VAT + NBT − discount. All arithmetic is exact integer arithmetic.
 */
import { DomainError } from './errors';
import { assertNonNegativeSafeInteger, assertSafeInteger, sumSafeIntegers } from './integer-math';
import { applyBasisPoints, multiplyCentsByThousandths } from './money';
import { isValidQuantity, type ProductUnit } from './units';

export type SaleLineInput = {
  priceCents: number;
  /** Thousandths: 12.5 kg = 12500, 2 pieces = 2000. */
  quantity: number;
  vatRateBp: number;
  nbtRateBp: number;
  /** When given, the quantity is also checked against the unit (whole units for pieces…). */
  unit?: ProductUnit;
};

export type SaleLineTotals = {
  lineSubtotalCents: number;
  vatCents: number;
  nbtCents: number;
  lineTotalCents: number;
};

export type ComputedSaleLine<T extends SaleLineInput = SaleLineInput> = T & SaleLineTotals;

export type SaleTotals<T extends SaleLineInput = SaleLineInput> = {
  lines: ComputedSaleLine<T>[];
  subtotalCents: number;
  vatCents: number;
  nbtCents: number;
  discountCents: number;
  totalCents: number;
};

export function computeLine(line: SaleLineInput): SaleLineTotals {
  assertNonNegativeSafeInteger(line.priceCents, 'priceCents');
  assertSafeInteger(line.quantity, 'quantity');
  assertNonNegativeSafeInteger(line.vatRateBp, 'vatRateBp');
  assertNonNegativeSafeInteger(line.nbtRateBp, 'nbtRateBp');
  if (line.quantity <= 0) {
    throw new DomainError('INVALID_QUANTITY', 'Quantity must be greater than 0');
  }
  if (line.unit !== undefined && !isValidQuantity(line.unit, line.quantity)) {
    throw new DomainError('INVALID_QUANTITY', `Quantity must be a whole number of ${line.unit}`);
  }

  const lineSubtotalCents = multiplyCentsByThousandths(line.priceCents, line.quantity);
  const vatCents = applyBasisPoints(lineSubtotalCents, line.vatRateBp);
  const nbtCents = applyBasisPoints(lineSubtotalCents, line.nbtRateBp);
  const lineTotalCents = sumSafeIntegers([lineSubtotalCents, vatCents, nbtCents]);
  return { lineSubtotalCents, vatCents, nbtCents, lineTotalCents };
}

/**
 * Totals for a whole sale. An empty cart totals zero (the POS shows a zero preview; "Cart is
 * empty" is the contract's check). The discount may bring the total to zero but not below:
 * a larger one throws DomainError('DISCOUNT_TOO_LARGE').
 */
export function computeSaleTotals<T extends SaleLineInput>(lines: readonly T[], discountCents = 0): SaleTotals<T> {
  assertNonNegativeSafeInteger(discountCents, 'discountCents');
  const computed = lines.map((line) => ({ ...line, ...computeLine(line) }));

  const subtotalCents = sumSafeIntegers(computed.map((line) => line.lineSubtotalCents));
  const vatCents = sumSafeIntegers(computed.map((line) => line.vatCents));
  const nbtCents = sumSafeIntegers(computed.map((line) => line.nbtCents));
  const grossCents = sumSafeIntegers([subtotalCents, vatCents, nbtCents]);
  if (discountCents > grossCents) {
    throw new DomainError('DISCOUNT_TOO_LARGE', `Discount ${discountCents} exceeds the sale total ${grossCents} (cents)`);
  }
  return {
    lines: computed,
    subtotalCents,
    vatCents,
    nbtCents,
    discountCents,
    totalCents: grossCents - discountCents,
  };
}
