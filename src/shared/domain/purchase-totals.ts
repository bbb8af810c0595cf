/**
 * Purchase order totals: line total = quantity × unit price; grand total = the sum.
 *
 * Quantities are thousandths, so a supplier's 2.5 kg at 120.00 is 2500 × 12000 / 1000 cents.
 * Each line is rounded to the cent (half away from zero) and the order total is the sum of the
 * rounded lines, the same per-line rule as sales. Purchase prices carry no tax here: input VAT
 * is not claimed through this module.
 */
import { assertNonNegativeSafeInteger, sumSafeIntegers } from './integer-math';
import { multiplyCentsByThousandths } from './money';

export type PurchaseLineInput = {
  /** Thousandths. Zero is allowed (a goods received note may record nothing received). */
  quantity: number;
  unitPriceCents: number;
};

export type PurchaseTotals<T extends PurchaseLineInput = PurchaseLineInput> = {
  lines: (T & { totalCents: number })[];
  totalCents: number;
};

export function computePurchaseLine(line: PurchaseLineInput): number {
  assertNonNegativeSafeInteger(line.quantity, 'quantity');
  assertNonNegativeSafeInteger(line.unitPriceCents, 'unitPriceCents');
  return multiplyCentsByThousandths(line.unitPriceCents, line.quantity);
}

export function computePurchaseTotals<T extends PurchaseLineInput>(lines: readonly T[]): PurchaseTotals<T> {
  const computed = lines.map((line) => ({ ...line, totalCents: computePurchaseLine(line) }));
  return {
    lines: computed,
    totalCents: sumSafeIntegers(computed.map((line) => line.totalCents)),
  };
}
