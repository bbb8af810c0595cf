/**
 * Small CRM rules: how a stored phone reads, customer codes, WhatsApp click-to-chat links and
 * formula-safe spreadsheet cells. Phone keys come from normalizePhone (./phone).
 */
import { normalizePhone } from './phone';

/** "94771234567" (or anything normalizePhone accepts) → the national form "0771234567"; others "+<digits>". */
export function toLocalPhone(input: string | null | undefined): string | null {
  const key = normalizePhone(input);
  if (key === null) return null;
  if (key.length === 11 && key.startsWith('94')) return `0${key.slice(2)}`;
  return key.length >= 11 ? `+${key}` : key;
}

export const CUSTOMER_CODE_PREFIX = 'CUST-';

/** 1 → "CUST-000001"; wider numbers keep all their digits. */
export function formatCustomerCode(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('customer code number must be a positive integer');
  return `${CUSTOMER_CODE_PREFIX}${String(n).padStart(6, '0')}`;
}

/** The number inside a code this scheme made ("CUST-000042" → 42), or null for any other text. */
export function parseCustomerCode(code: string): number | null {
  const m = /^CUST-(\d{1,15})$/.exec(code);
  return m ? Number(m[1]) : null;
}

/** wa.me click-to-chat link (international number without '+'), or null without a usable phone. */
export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  const key = normalizePhone(phone);
  if (key === null || key.length < 8) return null;
  return `https://wa.me/${key}?text=${encodeURIComponent(message)}`;
}

/**
 * A text cell a spreadsheet would run as a formula (= + - @, tab or carriage return, even after
 * leading spaces) gets a leading apostrophe, so it is shown as text instead.
 */
export function formulaSafeCell(value: string): string {
  return /^[ ]*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
