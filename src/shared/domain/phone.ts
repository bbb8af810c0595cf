/**
 * Phone numbers as typed by a cashier ("077 123-4567", "+94 77 123 4567", "0094771234567")
 * normalised to one key, so a credit sale finds the customer's existing debtor.
 *
 * Rules (Sri Lanka first, anything else kept as its digits):
 *   - keep digits only (spaces, dashes, dots, brackets and a leading '+' go);
 *   - '00' international prefix → dropped ("0094…" → "94…");
 *   - national form "0XXXXXXXXX" (10 digits) → "94XXXXXXXXX";
 *   - bare subscriber number "XXXXXXXXX" (9 digits, no trunk 0) → "94XXXXXXXXX";
 *   - "94XXXXXXXXX" (11 digits) stays as it is;
 *   - anything else (foreign or short numbers) → its digits.
 * Returns null when no digit is left (no phone).
 */
export function normalizePhone(input: string | null | undefined): string | null {
  if (input == null) return null;
  let digits = input.replace(/\D+/g, '');
  if (digits.length === 0) return null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 10 && digits.startsWith('0')) return `94${digits.slice(1)}`;
  if (digits.length === 9 && !digits.startsWith('0')) return `94${digits}`;
  return digits;
}

/**
 * Whether a typed phone number can be a real one (a credit sale's debtor is found by it):
 * only digits and the usual separators (spaces, dashes, dots, brackets, a leading '+'); a Sri
 * Lankan number has 9 digits after 94 (or after the trunk 0); another country's number 8 to 15
 * digits in international form (E.164). "abc", "12345" and "077 123 456" are not valid.
 */
export function isValidPhone(input: string | null | undefined): boolean {
  if (input == null || !/^\+?[\d\s().-]+$/.test(input.trim())) return false;
  const key = normalizePhone(input);
  if (key == null || key.startsWith('0')) return false;
  if (key.startsWith('94')) return key.length === 11;
  return key.length >= 8 && key.length <= 15;
}
