import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxInvoiceDocument, TaxInvoiceLine } from '#shared/contracts/tax-invoice';
import { toCents } from '#shared/domain/money';
import { paymentsText, taxInvoiceTitle, totalInWordsLines, unitPriceText } from '#shared/domain/tax-invoice-print';
import { formatAmount } from '#client/lib/format';
import { InvoiceBarcode } from '#client/components/receipt/invoice-barcode';
import { ReceiptLanguageProvider, useReceiptFormat } from '#client/components/receipt/receipt-language-provider';

const Row = ({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) => (
  <div className={`flex justify-between gap-3 ${strong ? 'text-[1.15em] font-bold' : ''}`}>
    <span>{label}</span>
    <span className="text-right tabular-nums">{value}</span>
  </div>
);

const Rule = () => <hr className="my-1.5 border-0 border-t border-dashed border-neutral-500" />;

/** One labelled line that may wrap (names and addresses). */
const Field = ({ label, value }: { label: string; value: string | null }) =>
  value ? <p className="break-words">{`${label}: ${value}`}</p> : null;

/**
 * The tax invoice on an 80 mm roll: the A4 PDF's Gazette 2481/22 fields in one narrow column, from
 * the same server-built document. A reprint says COPY, large, under the title.
 */
export function TaxInvoiceRoll({ doc }: { doc: TaxInvoiceDocument }) {
  // In the shop's receipt language (Settings), like the PDF.
  return (
    <ReceiptLanguageProvider ns="sales" also={['pos']}>
      <Roll doc={doc} />
    </ReceiptLanguageProvider>
  );
}

function Roll({ doc }: { doc: TaxInvoiceDocument }) {
  const { t } = useTranslation('sales');
  const { money, language } = useReceiptFormat();
  const vatLine = (l: TaxInvoiceLine) =>
    l.taxCategory === 'exempt' ? t('taxInvoice.roll.exempt') : l.taxCategory === 'zero_rated' ? '0%' : l.vatRate ? `${l.vatRate}%` : '';
  const { supplies } = doc;
  const inWords = totalInWordsLines(toCents(doc.totalAmount), language);
  return (
    <div className="font-mono text-[1em] leading-snug text-black" data-testid="tax-invoice-roll">
      <div className="text-center">
        <p className="text-[1.3em] font-bold tracking-wide">{taxInvoiceTitle(t('taxInvoice.roll.title'))}</p>
        {doc.copy && <p className="my-1 border-2 border-black text-[1.6em] font-bold tracking-[0.3em]">{t('taxInvoice.roll.copy')}</p>}
      </div>
      <Rule />
      <p className="font-bold">{t('taxInvoice.roll.supplier')}</p>
      <p className="font-bold break-words">{doc.supplier.name}</p>
      <Field label={t('taxInvoice.roll.address')} value={doc.supplier.address} />
      <Field label={t('taxInvoice.roll.phone')} value={doc.supplier.phone} />
      <Field label={t('taxInvoice.roll.tin')} value={doc.supplier.tin} />
      <Field label={t('taxInvoice.roll.vatNumber')} value={doc.supplier.vatNumber} />
      <Rule />
      <p className="font-bold">{t('taxInvoice.roll.purchaser')}</p>
      <p className="font-bold break-words">{doc.buyer.name}</p>
      <Field label={t('taxInvoice.roll.address')} value={doc.buyer.address} />
      <Field label={t('taxInvoice.roll.phone')} value={doc.buyer.phone} />
      <Field label={t('taxInvoice.roll.buyerTin')} value={doc.buyer.tin} />
      <Rule />
      <Row label={t('taxInvoice.roll.serial')} value={doc.serialNumber} />
      <Row label={t('taxInvoice.roll.invoiceDate')} value={doc.invoiceDate} />
      <Row label={t('taxInvoice.roll.supplyDate')} value={doc.supplyDate} />
      <Field label={t('taxInvoice.roll.place')} value={doc.placeOfSupply} />
      <Row label={t('taxInvoice.roll.receipt')} value={doc.invoiceNumber} />
      <Rule />
      <ul className="grid gap-1">
        {doc.lines.map((l, i) => (
          <li key={i}>
            <p className="break-words">{l.description}</p>
            <div className="flex justify-between gap-2 pl-3 tabular-nums">
              <span>{`${l.quantity}${l.unit === 'pieces' ? '' : ` ${t(`pos:receipt.units.${l.unit}`, { count: l.quantity, defaultValue: l.unit })}`} × ${unitPriceText(l.unitPrice)}`}</span>
              <span>{vatLine(l)}</span>
              <span>{formatAmount(l.amount)}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-[0.9em]">{t('taxInvoice.roll.pricesExcludeVat')}</p>
      {doc.discountAmount > 0 && (
        <p className="text-[0.9em]">{t('taxInvoice.roll.discount', { amount: formatAmount(doc.discountAmount) })}</p>
      )}
      <Rule />
      {supplies.taxable.map(({ rate, value, vat }) => (
        <div key={rate}>
          <Row label={t('taxInvoice.roll.taxableAt', { rate })} value={formatAmount(value)} />
          <Row label={t('taxInvoice.roll.vatAt', { rates: `${rate}%` })} value={formatAmount(vat)} />
        </div>
      ))}
      {supplies.zeroRated !== 0 && <Row label={t('taxInvoice.roll.zeroRated')} value={formatAmount(supplies.zeroRated)} />}
      {supplies.exempt !== 0 && <Row label={t('taxInvoice.roll.exemptSupplies')} value={formatAmount(supplies.exempt)} />}
      <Row label={t('taxInvoice.roll.net')} value={formatAmount(doc.netAmount)} />
      {doc.nbtAmount !== 0 && <Row label={t('taxInvoice.roll.nbt')} value={formatAmount(doc.nbtAmount)} />}
      <div className="my-1 border-y border-neutral-800 py-1">
        <Row label={t('taxInvoice.roll.total')} value={money(doc.totalAmount)} strong />
      </div>
      <p className="break-words">{`${t('taxInvoice.roll.inWords')}: ${inWords[0]}`}</p>
      {inWords[1] && <p className="break-words">{inWords[1]}</p>}
      <Field
        label={t('taxInvoice.roll.payment')}
        value={paymentsText(doc.payments, (m) => t(`methods.${m}`), formatAmount, doc.paymentMethod)}
      />
      {/* The receipt's number as a barcode: scanned at the till, it opens the sale for a return. */}
      <div className="mt-2">
        <InvoiceBarcode value={doc.invoiceNumber} label={doc.invoiceNumber} />
      </div>
    </div>
  );
}
