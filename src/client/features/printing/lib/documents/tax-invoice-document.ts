import type { TaxInvoiceDocument, TaxInvoiceLine } from '#shared/contracts/tax-invoice';
import { toCents } from '#shared/domain/money';
import { paymentsText, taxInvoiceTitle, totalInWordsLines, unitPriceText } from '#shared/domain/tax-invoice-print';
import { formatAmount } from '#client/lib/format';
import type { PrintBlock, PrintDocument } from '../print-types';
import { barcode, centre, feed, left, pair, present, rule, total } from './blocks';
import type { DocumentTexts } from './document-texts';

/**
 * The tax invoice for the 80 mm receipt printer (tax-invoice/tax-invoice-roll.tsx): the Gazette
 * 2481/22 fields in one column. `t` speaks the `sales` namespace (with `pos` loaded, for units).
 */
export function taxInvoiceDocument(doc: TaxInvoiceDocument, r: DocumentTexts): PrintDocument {
  const { t } = r;
  const field = (key: string, value: string | null) => (value ? [left(`${t(`taxInvoice.roll.${key}`)}: ${value}`)] : []);
  const vatLine = (l: TaxInvoiceLine) =>
    l.taxCategory === 'exempt' ? t('taxInvoice.roll.exempt') : l.taxCategory === 'zero_rated' ? '0%' : l.vatRate ? `${l.vatRate}%` : '';
  const unit = (l: TaxInvoiceLine) =>
    l.unit === 'pieces' ? '' : ` ${t(`pos:receipt.units.${l.unit}`, { count: l.quantity, defaultValue: l.unit })}`;
  const { supplies } = doc;
  const [english, local] = totalInWordsLines(toCents(doc.totalAmount), r.language);
  const party = (
    heading: string,
    p: { name: string; address: string | null; phone: string | null },
    tinKey: string,
    tin: string | null,
  ) => [
    left(t(`taxInvoice.roll.${heading}`), true),
    left(p.name, true),
    ...field('address', p.address),
    ...field('phone', p.phone),
    ...field(tinKey, tin),
  ];
  const blocks: PrintBlock[] = [
    // "TAX INVOICE" stays in English on a Sinhala or Tamil print, the local title beside it.
    centre(taxInvoiceTitle(t('taxInvoice.roll.title')), { bold: true, size: 2 }),
    // A reprint says COPY, large, under the title.
    ...(doc.copy ? [centre(t('taxInvoice.roll.copy'), { bold: true, size: 2 })] : []),
    rule,
    ...party('supplier', doc.supplier, 'tin', doc.supplier.tin),
    ...field('vatNumber', doc.supplier.vatNumber),
    rule,
    ...party('purchaser', doc.buyer, 'buyerTin', doc.buyer.tin),
    rule,
    pair(t('taxInvoice.roll.serial'), doc.serialNumber),
    pair(t('taxInvoice.roll.invoiceDate'), doc.invoiceDate),
    pair(t('taxInvoice.roll.supplyDate'), doc.supplyDate),
    ...field('place', doc.placeOfSupply),
    pair(t('taxInvoice.roll.receipt'), doc.invoiceNumber),
    rule,
    ...doc.lines.flatMap((l) => [
      left(l.description),
      pair(`  ${l.quantity}${unit(l)} × ${unitPriceText(l.unitPrice)}  ${vatLine(l)}`.trimEnd(), formatAmount(l.amount)),
    ]),
    ...present(
      t('taxInvoice.roll.pricesExcludeVat'),
      doc.discountAmount > 0 && t('taxInvoice.roll.discount', { amount: formatAmount(doc.discountAmount) }),
    ).map((l) => left(l)),
    rule,
    // VAT stands against the taxable value only; zero-rated and exempt supplies apart.
    ...supplies.taxable.flatMap(({ rate, value, vat }) => [
      pair(t('taxInvoice.roll.taxableAt', { rate }), formatAmount(value)),
      pair(t('taxInvoice.roll.vatAt', { rates: `${rate}%` }), formatAmount(vat)),
    ]),
    ...(supplies.zeroRated !== 0 ? [pair(t('taxInvoice.roll.zeroRated'), formatAmount(supplies.zeroRated))] : []),
    ...(supplies.exempt !== 0 ? [pair(t('taxInvoice.roll.exemptSupplies'), formatAmount(supplies.exempt))] : []),
    pair(t('taxInvoice.roll.net'), formatAmount(doc.netAmount)),
    ...(doc.nbtAmount !== 0 ? [pair(t('taxInvoice.roll.nbt'), formatAmount(doc.nbtAmount))] : []),
    total(t('taxInvoice.roll.total'), r.money(doc.totalAmount)),
    left(`${t('taxInvoice.roll.inWords')}: ${english}`),
    ...(local ? [left(local)] : []),
    ...payment(doc, r),
    feed(1),
    barcode(doc.invoiceNumber),
  ];
  return { language: r.language, blocks };
}

/** One method on one line; a split sale's methods and amounts under the label. */
function payment(doc: TaxInvoiceDocument, { t }: DocumentTexts): PrintBlock[] {
  const label = t('taxInvoice.roll.payment');
  const method = (m: string) => t(`methods.${m}`);
  if (doc.payments.length <= 1) return [pair(label, paymentsText(doc.payments, method, formatAmount, doc.paymentMethod))];
  return [left(`${label}:`), ...doc.payments.map((p) => pair(`  ${method(p.method)}`, formatAmount(p.amount)))];
}
