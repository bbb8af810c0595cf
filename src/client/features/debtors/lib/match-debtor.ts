import type { Debtor } from '#shared/contracts/debtors';
import { normalizeForSearch } from '#shared/domain/product-names';

/** Whether a debtor matches the search: by name in any script, e-mail, or phone (typed with or without spaces). */
export function matchesDebtor(debtor: Debtor, term: string): boolean {
  const q = normalizeForSearch(term);
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return (
    normalizeForSearch(debtor.name).includes(q) ||
    (debtor.email ?? '').toLowerCase().includes(q) ||
    (debtor.phone ?? '').toLowerCase().includes(q) ||
    (digits.length > 0 && (debtor.phone ?? '').replace(/\D/g, '').includes(digits))
  );
}
