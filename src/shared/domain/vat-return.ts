/**
 * A period's VAT return and SSCL liability.
 * Pure: amounts in cents; the server feeds it the period's stored figures.
 *
 * - VAT payable = output VAT − input VAT − the credit brought forward, never negative; what is
 *   left over is a credit carried forward to the next period (VAT Act s.22).
 * - SSCL is charged only when the period's turnover EXCEEDS its threshold. SSCL is a quarterly
 *   return, so a quarter is compared with the configuration's quarterly threshold and a month with
 *   its share of it (a third). Turnover here is the period's revenue, exempt sales included
 *   (VAT is not turnover).
 * - Taxable turnover (the VAT registration threshold's measure) leaves exempt sales out;
 *   zero-rated sales are taxable supplies at 0% and count.
 */
import { assertNonNegativeSafeInteger, assertSafeInteger, multiplyDivideRounded } from './integer-math';
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

/** The SSCL threshold for a period of `months` months: the quarterly threshold × months / 3. */
export function ssclThresholdFor(input: { quarterlyThresholdCents: number; months: number }): number {
  assertNonNegativeSafeInteger(input.quarterlyThresholdCents, 'quarterlyThresholdCents');
  return multiplyDivideRounded(input.quarterlyThresholdCents, input.months, 3);
}

export type SsclApplicability = { applies: boolean; thresholdCents: number; note: string | null };

/** SSCL applies when turnover exceeds the period's threshold; otherwise says why it does not. */
export function ssclApplicability(input: { turnoverCents: number; thresholdCents: number }): SsclApplicability {
  assertSafeInteger(input.turnoverCents, 'turnoverCents');
  assertNonNegativeSafeInteger(input.thresholdCents, 'thresholdCents');
  if (input.turnoverCents > input.thresholdCents) return { applies: true, thresholdCents: input.thresholdCents, note: null };
  return { applies: false, thresholdCents: input.thresholdCents, note: ssclNote(input.turnoverCents, input.thresholdCents) };
}

/** Why SSCL is not charged (the calculation and its exports show this sentence). */
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
