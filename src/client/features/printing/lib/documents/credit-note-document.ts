import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile } from '#shared/contracts/sales';
import { creditNoteReferences } from '#shared/domain/credit-note-references';
import type { ReceiptTax } from '#client/components/receipt/receipt-text';
import { formatAmount, formatQuantity } from '#client/lib/format';
import type { PrintBlock, PrintDocument } from '../print-types';
import { barcode, centre, feed, left, pair, present, rule, total } from './blocks';
import type { DocumentTexts } from './document-texts';

export type CreditNoteDocumentInput = {
  ret: SaleReturn;
  business: ReceiptProfile;
  tax?: ReceiptTax | null;
  /** The original sale's date, when the caller has the sale. */
  saleDate?: string | null;
};

/** Whether the return hands cash back (the drawer opens for it). */
export const returnPaysCash = (ret: SaleReturn): boolean => ret.refund.some((r) => r.method === 'cash' && r.creditTo == null);

/**
 * A return's credit note for the receipt printer: the lines of the screen's roll
 * (returns/credit-note-document.tsx); `t` speaks the `returns` namespace in the receipt language.
 */
export function creditNoteDocument({ ret, business, tax, saleDate }: CreditNoteDocumentInput, r: DocumentTexts): PrintDocument {
  const { t } = r;
  const registered = ret.vatRegistered;
  const registration =
    registered && tax?.vatRegistered
      ? present(tax.tin && `${t('note.tin')}: ${tax.tin}`, tax.vatNumber && `${t('note.vatNo')}: ${tax.vatNumber}`)
      : [];
  const meta: [string, string][] = [
    // A return made offline is numbered by the server on sync.
    [t('note.number'), ret.creditNoteNumber ?? (ret.kind === 'return' ? t('note.numberPending') : '—')],
    [t('note.date'), r.dateTime(ret.createdAt)],
    [t('note.original'), ret.invoiceNumber],
    ...(saleDate ? [[t('note.originalDate'), r.date(saleDate)] as [string, string]] : []),
    [t('note.customer'), ret.customerName ?? t('note.walkIn')],
  ];
  // The tax invoice it adjusts and its purchaser, and the reason: long values wrap on their own line.
  const references = creditNoteReferences(ret, t).map(([label, value]) => left(`${label}: ${value}`));
  const lines = ret.lines.flatMap((l): PrintBlock[] => {
    const rate = registered && l.taxCategory === 'standard' && l.vatRate ? `  ${l.vatRate}%` : '';
    return [left(l.name), pair(`  ${formatQuantity(l.quantity, l.unit)} × ${formatAmount(l.price)}${rate}`, `-${formatAmount(l.total)}`)];
  });
  const blocks: PrintBlock[] = [
    centre(business.businessName, { bold: true, size: 2 }),
    ...present(business.address, business.phone, ...registration).map((l) => centre(l)),
    centre(registered ? t('note.taxTitle') : t('note.title'), { bold: true, size: 2 }),
    rule,
    ...meta.map(([label, value]) => pair(`${label}:`, value)),
    ...references,
    rule,
    ...lines,
    rule,
    ...(registered
      ? [pair(`${t('note.net')}:`, `-${formatAmount(ret.subtotal)}`), pair(`${t('note.vatReversed')}:`, `-${formatAmount(ret.vatAmount)}`)]
      : []),
    ...(ret.discountAmount > 0 ? [pair(`${t('note.discountBack')}:`, formatAmount(ret.discountAmount))] : []),
    total(`${t('note.total')}:`, r.money(ret.totalAmount)),
    left(`${t('note.refunded')}:`),
    ...ret.refund.map((x) =>
      pair(`  ${x.creditTo === 'store' ? t('note.storeCredit') : t(`methods.${x.method}`)}`, formatAmount(x.amount)),
    ),
    rule,
    centre(t('note.thanks')),
    ...(ret.creditNoteNumber ? [feed(1), barcode(ret.creditNoteNumber)] : []),
  ];
  return { language: r.language, blocks };
}
