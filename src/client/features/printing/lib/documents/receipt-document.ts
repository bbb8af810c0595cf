import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import type { ReceiptLanguage } from '#shared/locales';
import {
  formatLineQuantity,
  lineAmount,
  moneyWithSign,
  paymentRows,
  receiptSums,
  sumText,
  taxRegistrationLines,
  type ReceiptLabels,
  type ReceiptTax,
} from '#client/components/receipt/receipt-text';
import { formatAmount } from '#client/lib/format';
import type { PrintBlock, PrintDocument } from '../print-types';
import { barcode, centre, feed, left, pair, present, rule, total } from './blocks';

export type ReceiptDocumentInput = {
  sale: Sale;
  business: ReceiptProfile;
  tax?: ReceiptTax | null;
  /** In the shop's receipt language (usePrintedReceipt / printTexts). */
  labels: ReceiptLabels;
  language: ReceiptLanguage;
  /** The sale's date and time on the shop's clock; a calendar date (the credit due date). */
  dateText: string;
  formatDate: (iso: string) => string;
  /** The shop's logo, printed at the top when given. */
  logoUrl?: string | null;
};

/** Whether the sale took cash (the drawer opens for it): a cash sale, or cash among a split's payments. */
export const saleTakesCash = (sale: Sale): boolean =>
  sale.paymentMethod === 'cash' || (sale.payments ?? []).some((p) => p.method === 'cash') || sale.cashTendered != null;

function heading({ sale, business, tax, labels, logoUrl }: ReceiptDocumentInput): PrintBlock[] {
  return [
    ...(logoUrl ? [{ kind: 'image', src: logoUrl } as const] : []),
    centre(business.businessName, { bold: true, size: 2 }),
    centre(labels.invoice, { bold: true }),
    ...taxRegistrationLines(labels, tax).map((l) => centre(l)),
    ...present(
      business.ownerName && `${labels.owner}: ${business.ownerName}`,
      business.address,
      business.phone,
      business.email,
      business.taxNumber && `${labels.tin}: ${business.taxNumber}`,
      business.header,
    ).map((l) => centre(l)),
    // A voided sale's receipt still prints, reading VOID, large.
    ...(sale.status === 'void' && labels.void ? [centre(labels.void, { bold: true, size: 2 })] : []),
  ];
}

function payments({ sale, labels, formatDate }: ReceiptDocumentInput): PrintBlock[] {
  const paid = paymentRows(sale, labels);
  const out: PrintBlock[] = [pair(`${labels.payment}:`, labels.paymentMethods[sale.paymentMethod])];
  for (const p of paid.payments) {
    out.push(pair(`  ${p.label}`, formatAmount(p.amount)));
    if (p.note) out.push(left(`    ${p.note}`));
  }
  if (paid.tendered != null) {
    out.push(pair(`${labels.cashTendered}:`, formatAmount(paid.tendered)), pair(`${labels.change}:`, formatAmount(paid.change), true));
  }
  if (sale.credit) {
    out.push(
      pair(`${labels.dueDate}:`, formatDate(sale.credit.dueDate)),
      pair(`${labels.balance}:`, moneyWithSign(labels, sale.credit.balance, formatAmount)),
    );
  }
  if (sale.customerId != null && sale.pointsEarned !== undefined) {
    out.push(rule);
    if (sale.pointsRedeemed) out.push(pair(`${labels.pointsRedeemed}:`, String(sale.pointsRedeemed)));
    out.push(pair(`${labels.pointsEarned}:`, String(sale.pointsEarned)));
    if (sale.loyaltyBalance != null) out.push(pair(`${labels.loyaltyBalance}:`, String(sale.loyaltyBalance)));
  }
  return out;
}

/**
 * A sale's receipt for the receipt printer: the lines of the screen's 80 mm roll (receipt-roll.tsx),
 * from the same helpers (receipt-text.ts), and the invoice number as Code 128 at the end.
 */
export function receiptDocument(input: ReceiptDocumentInput): PrintDocument {
  const { sale, business, labels, dateText } = input;
  const blocks: PrintBlock[] = [
    ...heading(input),
    rule,
    pair(`${labels.receiptNo}:`, sale.invoiceNumber),
    pair(`${labels.date}:`, dateText),
    pair(`${labels.customer}:`, sale.customerName ?? labels.walkIn),
    rule,
    ...sale.items.flatMap((i) => [
      left(i.name),
      pair(`  ${formatLineQuantity(i.quantity, i.unit, labels.unit)} × ${formatAmount(i.price)}`, formatAmount(lineAmount(i))),
    ]),
    rule,
    ...receiptSums(sale, labels).map((sum) =>
      sum.kind === 'total'
        ? total(`${sum.label}:`, sumText(sum, formatAmount, labels))
        : pair(`${sum.label}:`, sumText(sum, formatAmount, labels)),
    ),
    ...payments(input),
    rule,
    ...present(business.footer, labels.thankYou).map((l) => centre(l)),
    feed(1),
    barcode(sale.invoiceNumber),
  ];
  return { language: input.language, blocks };
}
