import type { Customer } from '#shared/contracts/customers';
import { normalizeForSearch } from '#shared/domain/product-names';

/** Whether a customer matches the search: name (any script), code, e-mail, or a phone-like query against the phone. */
export function matchesCustomer(c: Customer, term: string): boolean {
  // Any script: NFC or NFD, with or without a joiner (ශ්‍රී), is the same name.
  const q = normalizeForSearch(term);
  if (!q) return true;
  // Only a query that looks like a phone number (digits, spaces, + - ( )) searches phones, so a
  // name such as "Sanduni2" never matches a number that happens to contain a 2.
  const looksLikePhone = /^[\d\s+()-]+$/.test(q);
  const digits = q.replace(/\D/g, '').replace(/^94(?=7)/, '0');
  return (
    normalizeForSearch(c.name).includes(q) ||
    c.customerCode.toLowerCase().includes(q) ||
    (c.email ?? '').toLowerCase().includes(q) ||
    (looksLikePhone && digits.length >= 3 && (c.phone ?? '').replace(/\D/g, '').includes(digits))
  );
}
