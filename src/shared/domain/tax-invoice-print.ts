/**
 * What every print of a tax invoice (the A4 PDF, the 80 mm roll, its preview) writes the same way:
 * the title, kept in English beside the print's own word; a unit price net of VAT to as many
 * places as qty × unit price = amount needs; the mode of payment as the methods and amounts of
 * the sale's payments.
 */
import { amountInWords, amountInWordsIn } from './amount-in-words';

/** The title a Sri Lankan tax invoice carries whatever its language. */
export const TAX_INVOICE_TITLE_EN = 'TAX INVOICE';

/** "TAX INVOICE / බදු ඉන්වොයිසිය" when the print's title is in another language; English alone as it is. */
export function taxInvoiceTitle(printTitle: string): string {
  return printTitle.includes(TAX_INVOICE_TITLE_EN) ? printTitle : `${TAX_INVOICE_TITLE_EN} / ${printTitle}`;
}

const unitFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** 84.7458 → "84.7458", 100 → "100.00": the net unit price as the document carries it (up to 4 places). */
export function unitPriceText(unitPrice: number): string {
  return unitFormat.format(unitPrice);
}

/** A line's net unit price: its value net of VAT over its quantity, to 4 places. */
export function netUnitPrice(amount: number, quantity: number): number {
  if (quantity === 0) return 0;
  return Math.round((amount / quantity) * 10_000) / 10_000;
}

/** "Cash" for one payment; "Cash LKR 500.00, Card LKR 618.00" for a split one. */
export function paymentsText(
  payments: readonly { method: string; amount: number }[],
  method: (m: string) => string,
  money: (n: number) => string,
  fallback: string,
): string {
  if (payments.length === 0) return method(fallback);
  if (payments.length === 1) return method(payments[0].method);
  return payments.map((p) => `${method(p.method)} ${money(p.amount)}`).join(', ');
}

/**
 * The total in words for a print in `language` ("en", "si", "ta", "en+si", "en+ta"): English always,
 * and the local language's words too when the print has one.
 */
export function totalInWordsLines(cents: number, language: string): string[] {
  const local = language.includes('si') ? 'si' : language.includes('ta') ? 'ta' : null;
  return local ? [amountInWords(cents), amountInWordsIn(local, cents)] : [amountInWords(cents)];
}
