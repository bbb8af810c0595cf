import type { TaxInvoiceDocument, TaxInvoiceLine } from '#shared/contracts/tax-invoice';
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
  const rates = doc.vatRates.map((x) => `${x}%`).join(', ');
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
    centre(t('taxInvoice.roll.title'), { bold: true, size: 2 }),
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
      pair(`  ${l.quantity}${unit(l)} × ${formatAmount(l.unitPrice)}  ${vatLine(l)}`.trimEnd(), formatAmount(l.amount)),
    ]),
    ...present(
      doc.pricesIncludeVat && t('taxInvoice.roll.pricesIncludeVat'),
      doc.discountAmount > 0 && t('taxInvoice.roll.discount', { amount: formatAmount(doc.discountAmount) }),
    ).map((l) => left(l)),
    rule,
    pair(t('taxInvoice.roll.net'), formatAmount(doc.netAmount)),
    pair(rates ? t('taxInvoice.roll.vatAt', { rates }) : t('taxInvoice.roll.vat'), formatAmount(doc.vatAmount)),
    ...(doc.nbtAmount !== 0 ? [pair(t('taxInvoice.roll.nbt'), formatAmount(doc.nbtAmount))] : []),
    total(t('taxInvoice.roll.total'), r.money(doc.totalAmount)),
    left(`${t('taxInvoice.roll.inWords')}: ${doc.totalInWords}`),
    pair(t('taxInvoice.roll.payment'), t(`methods.${doc.paymentMethod}`)),
    feed(1),
    barcode(doc.invoiceNumber),
  ];
  return { language: r.language, blocks };
}
