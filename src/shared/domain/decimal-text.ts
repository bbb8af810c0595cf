/**
 * Reading a number the way a person typed or pasted it into a money or quantity field.
 *
 * Sri Lankan shops write prices as "Rs. 450", "Rs.450/=", "LKR 1,250.50", "රු. 450" or "1,00,000";
 * a browser's number input silently turns "Rs. 450" into ".450" (LKR 0.45). The client reads such
 * text with `parseDecimalText` and sends the API only a *plain decimal* (`isPlainDecimalText`),
 * which is all the server accepts. Anything that could mean two different numbers ("1,25",
 * "1.250,50", "12 34") is refused rather than guessed: never silently another number.
 */

export type DecimalTextResult =
  { ok: true; /** Plain decimal text: "450", "-12.5", "1250.50". */ text: string } | { ok: false; reason: 'empty' | 'invalid' };

/** What a plain decimal is on the wire: optional minus, digits, optionally a point and digits. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export function isPlainDecimalText(text: string): boolean {
  return PLAIN_DECIMAL.test(text);
}

// Currency marks before or after the figure: Rs, Rs., LKR, SLRs, රු, ரூ (any case, optional point).
const CURRENCY = /^(?:lkr|slrs?\.?|rs\.?|රු\.?|ரூ\.?)/i;
const CURRENCY_AFTER = /(?:lkr|rs\.?|රු\.?|ரூ\.?)$/i;
// "/=" and "/-" close an amount on Sri Lankan bills and cheques ("Rs. 450/=").
const CLOSING_MARK = /\/[=-]$/;
// Western grouping (1,250,000) or Sri Lankan/Indian lakh grouping (12,50,000).
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})$/;

/** "Rs. 450" → "450", "LKR 1,250.50" → "1250.50", ".5" → "0.5"; "abc", "1,25", "1.2.3" → invalid. */
export function parseDecimalText(input: string): DecimalTextResult {
  let text = input
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .trim();
  if (text === '') return { ok: false, reason: 'empty' };

  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1).trim();
  }
  text = text.replace(CURRENCY, '').trim();
  if (!negative && text.startsWith('-')) {
    negative = true;
    text = text.slice(1).trim();
  }
  text = text.replace(CLOSING_MARK, '').trim().replace(CURRENCY_AFTER, '').trim();
  if (text.startsWith('+') && !negative) text = text.slice(1);

  const match = /^([\d,]*)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  let whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole.includes(',')) {
    if (!GROUPED.test(whole)) return { ok: false, reason: 'invalid' };
    whole = whole.replace(/,/g, '');
  }
  if (whole === '' && fraction === '') return { ok: false, reason: 'invalid' };

  const digits = (whole === '' ? '0' : whole).replace(/^0+(?=\d)/, '');
  const plain = fraction === '' ? digits : `${digits}.${fraction}`;
  const isZero = /^[0.]+$/.test(plain);
  return { ok: true, text: negative && !isZero ? `-${plain}` : plain };
}
