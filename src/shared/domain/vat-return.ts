/**
 * A period's VAT return and SSCL liability.
 * Pure: amounts in cents; the server feeds it the period's stored figures.
 *
 * - VAT payable = output VAT − input VAT − the credit brought forward, never negative; what is
 *   left over is a credit carried forward to the next period (VAT Act s.22).
 * - SSCL follows the shop's registration (sscl.ts); calculations stored before that compared each
 *   period's turnover with a threshold, and `ssclNote` still explains those.
 * - Taxable turnover (the VAT registration threshold's measure) leaves exempt sales out;
 *   zero-rated sales are taxable supplies at 0% and count.
 */
import { assertNonNegativeSafeInteger, assertSafeInteger } from './integer-math';
import { formatLkr } from './money';

export type VatPayableResult = { vatPayableCents: number; creditCarriedForwardCents: number };

export function computeVatPayable(input: {
  outputVatCents: number;
  inputVatCents: number;
  creditBroughtForwardCents: number;
}): VatPayableResult {
  assertSafeInteger(input.outputVatCents, 'outputVatCents');
  assertNonNegativeSafeInteger(input.inputVatCents, 'inputVatCents');
  assertNonNegativeSafeInteger(input.creditBroughtForwardCents, 'creditBroughtForwardCents');
  const balance = input.outputVatCents - input.inputVatCents - input.creditBroughtForwardCents;
  return balance >= 0
    ? { vatPayableCents: balance, creditCarriedForwardCents: 0 }
    : { vatPayableCents: 0, creditCarriedForwardCents: -balance };
}

/**
 * Why SSCL was not charged in a calculation stored before SSCL followed registration, when a
 * period was compared with a turnover threshold (the English tax report shows this sentence).
 */
export function ssclNote(turnoverCents: number, thresholdCents: number): string {
  const relation = turnoverCents === thresholdCents ? 'is not above' : 'is below';
  return `Turnover ${formatLkr(turnoverCents)} ${relation} the SSCL threshold ${formatLkr(thresholdCents)} for this period, so SSCL does not apply.`;
}

/** Taxable turnover: turnover less exempt sales (never below 0). */
export function taxableTurnover(input: { turnoverCents: number; exemptTurnoverCents: number }): number {
  assertSafeInteger(input.turnoverCents, 'turnoverCents');
  assertSafeInteger(input.exemptTurnoverCents, 'exemptTurnoverCents');
  return Math.max(0, input.turnoverCents - input.exemptTurnoverCents);
}
