import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import type { ReceiptLabels, ReceiptTax } from './receipt-text';
import type { ReceiptT } from './receipt-language';
import { InvoiceA4 } from './invoice-a4';
import { ReceiptRoll } from './receipt-roll';

export type ReceiptDocumentProps = {
  sale: Sale;
  business: ReceiptProfile;
  tax: ReceiptTax | null | undefined;
  labels: ReceiptLabels;
  /** The A4 invoice's other words (pos namespace), in the receipt language like the labels. */
  t: ReceiptT;
  /** The receipt's main language (<html lang> of the document: the browser picks the script's font). */
  lang: string;
  /** The sale's date and time on the shop's clock. */
  dateText: string;
  /** A calendar date on the shop's calendar (the credit due date). */
  formatDate: (iso: string) => string;
};

/** The sale as the business's invoice template prints it: an 80 mm roll or an A4 invoice. */
export function ReceiptDocument(props: ReceiptDocumentProps) {
  return (
    <div lang={props.lang}>{props.business.invoiceTemplate === 'thermal-80mm' ? <ReceiptRoll {...props} /> : <InvoiceA4 {...props} />}</div>
  );
}
