/**
 * LankaQR: the Central Bank of Sri Lanka's national QR is an EMVCo
 * merchant-presented QR. A payload is a run of TLV fields — a two-digit id, a two-digit length,
 * the value — starting with 000201 (payload format 01) and ending with 63 04 and a CRC-16/CCITT-FALSE
 * over everything before the CRC's four digits. The shop's bank gives it a static code; at the till
 * Kade makes the sale's dynamic code from it (point of initiation 12, the amount, the reference).
 */
import { LANKAQR_MESSAGES, type LankaQrErrorCode } from '../messages/lankaqr';

export type EmvField = { id: string; value: string; sub?: EmvField[] };

export type LankaQr = {
  ok: true;
  merchantName: string;
  merchantCity: string;
  /** Merchant category code (tag 52), as given. */
  mcc: string | null;
  currency: string;
  country: string;
  /** '11' static, '12' dynamic (tag 01); null when absent (EMVCo reads that as static). */
  pointOfInitiation: string | null;
  /** Transaction amount (tag 54), as given: "1250.00". */
  amount: string | null;
  /** Reference label (tag 62, sub-tag 05). */
  reference: string | null;
  fields: EmvField[];
};

export type LankaQrRefusal = { ok: false; code: LankaQrErrorCode; message: string };

/** EMVCo's limit on a whole payload. */
export const LANKAQR_MAX_LENGTH = 512;
/** EMVCo's limit on the reference label (tag 62 sub-tag 05). */
export const LANKAQR_REFERENCE_MAX = 25;
/** Tag 54 holds at most 13 characters: 9,999,999,999.99. */
export const LANKAQR_MAX_AMOUNT_CENTS = 999_999_999_999;

/** Templates whose value is itself TLV: merchant account information, additional data, language. */
const isTemplate = (id: string) => (Number(id) >= 26 && Number(id) <= 51) || id === '62' || id === '64';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over the UTF-8 bytes. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The four uppercase hex digits of tag 63 for a payload that ends in "6304". */
export const crcHex = (upToCrcTag: string) => crc16CcittFalse(upToCrcTag).toString(16).toUpperCase().padStart(4, '0');

/** Splits TLV text into fields; null when the lengths do not add up or an id/length is not two digits. */
export function parseTlv(text: string, nested = true): EmvField[] | null {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length) return null;
    if (nested && isTemplate(id)) {
      const sub = parseTlv(value, false);
      if (!sub) return null;
      fields.push({ id, value, sub });
    } else fields.push({ id, value });
    at += 4 + length;
  }
  return fields;
}

const tlv = (id: string, value: string) => {
  if (value.length === 0 || value.length > 99) throw new RangeError(`EMVCo field ${id} must hold 1 to 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

const byId = (a: EmvField, b: EmvField) => a.id.localeCompare(b.id);

/** TLV text of fields in ascending id order; values are written as they are (a bank's template untouched). */
export function serializeTlv(fields: readonly EmvField[]): string {
  return [...fields]
    .sort(byId)
    .map((f) => tlv(f.id, f.value))
    .join('');
}

const refuse = (code: LankaQrErrorCode): LankaQrRefusal => ({ ok: false, code, message: LANKAQR_MESSAGES[code] });

/**
 * Reads a LankaQR payload. Whitespace around it (a paste's newline) is ignored; the CRC digits are
 * compared without regard to case, since some generators write them in lowercase.
 */
export function parseLankaQr(payload: string): LankaQr | LankaQrRefusal {
  const text = payload.trim();
  if (!text.startsWith('000201')) return refuse('LANKAQR_NOT_EMV');
  if (text.length > LANKAQR_MAX_LENGTH) return refuse('LANKAQR_MALFORMED');
  const fields = parseTlv(text);
  const last = fields?.at(-1);
  if (!fields || !last || last.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) return refuse('LANKAQR_MALFORMED');
  if (fields.filter((f) => f.id === '63').length !== 1) return refuse('LANKAQR_MALFORMED');
  if (crcHex(text.slice(0, -4)) !== last.value.toUpperCase()) return refuse('LANKAQR_BAD_CRC');
  const get = (id: string) => fields.find((f) => f.id === id)?.value ?? null;
  if (get('58') !== 'LK') return refuse('LANKAQR_NOT_LK');
  if (get('53') !== '144') return refuse('LANKAQR_NOT_LKR');
  const merchantName = get('59')?.trim();
  if (!merchantName) return refuse('LANKAQR_NO_MERCHANT_NAME');
  const merchantCity = get('60')?.trim();
  if (!merchantCity) return refuse('LANKAQR_NO_MERCHANT_CITY');
  const additional = fields.find((f) => f.id === '62')?.sub ?? [];
  return {
    ok: true,
    merchantName,
    merchantCity,
    mcc: get('52'),
    currency: '144',
    country: 'LK',
    pointOfInitiation: get('01'),
    amount: get('54'),
    reference: additional.find((f) => f.id === '05')?.value ?? null,
    fields,
  };
}

/** Integer cents as tag 54's decimal with two places: 125000 → "1250.00". */
export function formatLankaQrAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > LANKAQR_MAX_AMOUNT_CENTS) {
    throw new RangeError('A LankaQR amount is a whole number of cents between 1 and 999,999,999,999');
  }
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** EMVCo's "ans" characters: printable ASCII. */
const isPrintableAscii = (s: string) => /^[\x20-\x7e]+$/.test(s);

/**
 * The sale's dynamic code from the shop's static one: point of initiation 12, the amount (tag 54),
 * the reference (tag 62 sub-tag 05; the static code's other tag-62 sub-fields kept), tags in
 * ascending order and the CRC recomputed last. Throws when the static payload is not a valid
 * LankaQR (the settings refuse those) or the amount or reference cannot be written.
 */
export function dynamicLankaQr(staticPayload: string, sale: { amountCents: number; reference: string }): string {
  const parsed = parseLankaQr(staticPayload);
  if (!parsed.ok) throw new Error(parsed.message);
  const reference = sale.reference.trim();
  if (!reference || reference.length > LANKAQR_REFERENCE_MAX || !isPrintableAscii(reference)) {
    throw new RangeError(`A LankaQR reference is 1 to ${LANKAQR_REFERENCE_MAX} printable ASCII characters`);
  }
  const kept = parsed.fields.filter((f) => !['01', '54', '62', '63'].includes(f.id));
  const additional = (parsed.fields.find((f) => f.id === '62')?.sub ?? []).filter((f) => f.id !== '05');
  const fields: EmvField[] = [
    ...kept,
    { id: '01', value: '12' },
    { id: '54', value: formatLankaQrAmount(sale.amountCents) },
    { id: '62', value: serializeTlv([...additional, { id: '05', value: reference }]) },
  ];
  const body = `${serializeTlv(fields)}6304`;
  if (body.length + 4 > LANKAQR_MAX_LENGTH) throw new RangeError('The dynamic LankaQR code would be too long');
  return `${body}${crcHex(body)}`;
}
