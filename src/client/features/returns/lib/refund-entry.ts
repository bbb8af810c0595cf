import { parseDecimalText } from '#shared/domain/decimal-text';
import { toCents } from '#shared/domain/money';

/** A typed amount in cents ("1,250.50" → 125050; empty → 0); NaN when it is not rupees and cents. */
export function entryAmountCents(text: string): number {
  if (text.trim() === '') return 0;
  const read = parseDecimalText(text);
  if (!read.ok || !/^\d{1,12}(\.\d{1,2})?$/.test(read.text)) return Number.NaN;
  return toCents(read.text);
}
