/**
 * Until the shared EAN-13 module (src/shared/domain/ean13.ts, issue 22 point 4) lands: the check
 * digit and the in-store code of a product without a barcode. Same rules, to be replaced by it.
 */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** `20` + the product id in 10 digits + the check digit: the GS1 in-store range, never a maker's code. */
export function inStoreEan13(productId: number): string {
  const first12 = `20${String(productId).padStart(10, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
