import type { ReceiptProfile, Sale } from '../../../shared/contracts/sales';
import type { ReceiptLabels, ReceiptTax } from './receipt-text';
import { InvoiceA4 } from './invoice-a4';
import { ReceiptRoll } from './receipt-roll';

export type ReceiptDocumentProps = {
  sale: Sale;
  business: ReceiptProfile;
  tax: ReceiptTax | null | undefined;
  labels: ReceiptLabels;
  /** The sale's date and time on the shop's clock. */
  dateText: string;
  /** A calendar date on the shop's calendar (the credit due date). */
  formatDate: (iso: string) => string;
};

/** The sale as the business's invoice template prints it: an 80 mm roll or an A4 invoice. */
export function ReceiptDocument(props: ReceiptDocumentProps) {
  return props.business.invoiceTemplate === 'thermal-80mm' ? <ReceiptRoll {...props} /> : <InvoiceA4 {...props} />;
}
