/**
 * Whether a code scanned or typed into the till's search looks like one of this business's invoice
 * numbers (its prefix, then digits — the receipt's barcode): the till then opens that sale for a
 * return instead of saying no product has that code. Products are looked up first.
 */
export function isInvoiceCode(code: string, prefix: string | undefined): boolean {
  const c = code.trim();
  if (!prefix) return false;
  if (c.length <= prefix.length || c.slice(0, prefix.length).toUpperCase() !== prefix.toUpperCase()) return false;
  return /^\d{1,12}$/.test(c.slice(prefix.length));
}
