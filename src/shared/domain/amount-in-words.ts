/**
 * An amount in words, as a Sri Lankan tax invoice prints it (Gazette 2481/22 asks for the total in
 * words): "Rupees One Hundred Eighteen and Cents Fifty Only"; "Rupees One Hundred Only" when there
 * are no cents. International scale (thousand, million, billion, trillion) rather than lakhs and
 * crores: the invoice's figures are grouped by thousands too (formatLkr). Pure integer arithmetic
 * on cents, so the server's PDF and the till's 80 mm print say the same words.
 */
import { assertNonNegativeSafeInteger } from './integer-math';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;
/** Each step is a thousand times the last; Number.MAX_SAFE_INTEGER cents is about 90 trillion rupees. */
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'] as const;

/** 0–999 in words; empty for 0 (the caller says "Zero" when the whole number is zero). */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(ONES[hundreds], 'Hundred');
  if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)]);
    if (rest % 10 > 0) words.push(ONES[rest % 10]);
  } else if (rest > 0) words.push(ONES[rest]);
  return words;
}

/** A whole number in words: 1_500_000 → "One Million Five Hundred Thousand". */
export function numberInWords(n: number): string {
  assertNonNegativeSafeInteger(n, 'n');
  if (n === 0) return ONES[0];
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const name = SCALES[scale];
    if (name === undefined) throw new RangeError(`Too large to say in words: ${n}`);
    groups.unshift([...belowThousand(group), ...(name ? [name] : [])].join(' '));
  }
  return groups.join(' ');
}

/** Cents in words: 11_850 → "Rupees One Hundred Eighteen and Cents Fifty Only". */
export function amountInWords(cents: number): string {
  assertNonNegativeSafeInteger(cents, 'cents');
  const rupees = Math.floor(cents / 100);
  const fraction = cents % 100;
  const rupeeWords = `Rupees ${numberInWords(rupees)}`;
  return fraction === 0 ? `${rupeeWords} Only` : `${rupeeWords} and Cents ${numberInWords(fraction)} Only`;
}

export { amountInWordsIn, numberInWordsIn } from './amount-in-words-local';
