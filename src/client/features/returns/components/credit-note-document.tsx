import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile } from '#shared/contracts/sales';
import { creditNoteReferences } from '#shared/domain/credit-note-references';
import { formatAmount, formatQuantity } from '#client/lib/format';
import { useReceiptFormat } from '#client/components/receipt/receipt-language-provider';
import { InvoiceBarcode } from '#client/components/receipt/invoice-barcode';
import type { ReceiptTax } from '#client/components/receipt/receipt-text';

export type CreditNoteProps = {
  ret: SaleReturn;
  business: ReceiptProfile;
  tax: ReceiptTax | null | undefined;
  /** The original sale's date (the return names its invoice; the caller has the sale). */
  saleDate: string | null;
};

const Row = ({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) => (
  <div className={`flex justify-between gap-3 ${strong ? 'text-[1.2em] font-bold' : ''}`}>
    <span>{label}</span>
    <span className="text-right tabular-nums">{value}</span>
  </div>
);

const Rule = () => <hr className="my-1.5 border-0 border-t border-dashed border-neutral-500" />;

/** The credit note as the business's template prints it: an 80 mm roll or an A4 page. */
export function CreditNoteDocument(props: CreditNoteProps) {
  return props.business.invoiceTemplate === 'thermal-80mm' ? <CreditNoteRoll {...props} /> : <CreditNoteA4 {...props} />;
}

/**
 * Whose the credit note is and what it answers: a VAT-registered sale's credit note follows the tax
 * invoice (VAT Act s.25: the supplier's TIN and VAT number, the original invoice, the VAT reversed);
 * any other is a simple credit note.
 */
function useHeading({ ret, business, tax, saleDate }: CreditNoteProps) {
  const { t } = useTranslation('returns');
  // Dates and money in the receipt language under the dialog's ReceiptLanguageProvider.
  const f = useReceiptFormat();
  const registered = ret.vatRegistered;
  const registration =
    registered && tax?.vatRegistered
      ? [tax.tin && `${t('note.tin')}: ${tax.tin}`, tax.vatNumber && `${t('note.vatNo')}: ${tax.vatNumber}`]
      : [];
  return {
    t,
    registered,
    title: registered ? t('note.taxTitle') : t('note.title'),
    registration: registration.filter((l): l is string => !!l),
    meta: [
      // A return made on a till with no connection is numbered by the server on sync.
      [t('note.number'), ret.creditNoteNumber ?? (ret.kind === 'return' ? t('note.numberPending') : '—')],
      [t('note.date'), f.dateTime(ret.createdAt)],
      [t('note.original'), ret.invoiceNumber],
      ...(saleDate ? [[t('note.originalDate'), f.date(saleDate)]] : []),
      [t('note.customer'), ret.customerName ?? t('note.walkIn')],
      // The tax invoice it adjusts (its serial) and the purchaser that invoice named, and the reason.
      ...creditNoteReferences(ret, t),
    ] as [string, string][],
    contact: [business.address, business.phone].filter(Boolean) as string[],
    money: f.money,
  };
}

function CreditNoteRoll(props: CreditNoteProps) {
  const { ret, business } = props;
  const h = useHeading(props);
  const { t } = h;
  return (
    <div className="font-mono text-[1em] leading-snug text-black" data-testid="credit-note">
      <div className="text-center">
        <p className="text-[1.35em] font-bold leading-tight break-words">{business.businessName}</p>
        {h.contact.map((l) => (
          <p key={l} className="break-words">
            {l}
          </p>
        ))}
        {h.registration.map((l) => (
          <p key={l}>{l}</p>
        ))}
        <p className="mt-1 text-[1.3em] font-bold tracking-wide">{h.title}</p>
      </div>
      <Rule />
      {h.meta.map(([label, value]) => (
        <Row key={label} label={`${label}:`} value={value} />
      ))}
      <Rule />
      <ul className="grid gap-1">
        {ret.lines.map((l) => (
          <li key={l.id}>
            <p className="break-words">{l.name}</p>
            <div className="flex justify-between gap-3 pl-3 tabular-nums">
              <span>{`${formatQuantity(l.quantity, l.unit)} × ${formatAmount(l.price)}`}</span>
              {h.registered && <span>{l.taxCategory === 'standard' && l.vatRate ? `${l.vatRate}%` : ''}</span>}
              <span>{`-${formatAmount(l.total)}`}</span>
            </div>
          </li>
        ))}
      </ul>
      <Rule />
      {h.registered && <Row label={`${t('note.net')}:`} value={`-${formatAmount(ret.subtotal)}`} />}
      {h.registered && <Row label={`${t('note.vatReversed')}:`} value={`-${formatAmount(ret.vatAmount)}`} />}
      {ret.discountAmount > 0 && <Row label={`${t('note.discountBack')}:`} value={formatAmount(ret.discountAmount)} />}
      <div className="my-1 border-y border-neutral-800 py-1">
        <Row label={`${t('note.total')}:`} value={h.money(ret.totalAmount)} strong />
      </div>
      <RefundRows ret={ret} />
      <Rule />
      <div className="text-center">
        <p>{t('note.thanks')}</p>
      </div>
      {ret.creditNoteNumber && (
        <div className="mt-2">
          <InvoiceBarcode value={ret.creditNoteNumber} label={ret.creditNoteNumber} />
        </div>
      )}
    </div>
  );
}

function RefundRows({ ret }: { ret: SaleReturn }) {
  const { t } = useTranslation('returns');
  return (
    <div data-testid="credit-note-refunds">
      <p>{`${t('note.refunded')}:`}</p>
      {ret.refund.map((r, i) => (
        <div key={i} className="pl-3">
          <Row label={r.creditTo === 'store' ? t('note.storeCredit') : t(`methods.${r.method}`)} value={formatAmount(r.amount)} />
        </div>
      ))}
    </div>
  );
}

function CreditNoteA4(props: CreditNoteProps) {
  const { ret, business } = props;
  const h = useHeading(props);
  const { t } = h;
  return (
    <article className="grid gap-6 text-[1em] leading-normal text-black" data-testid="credit-note">
      <header className="flex items-start justify-between gap-8 border-b-2 border-neutral-800 pb-4">
        <div className="min-w-0">
          <p className="text-[1.9em] leading-tight font-bold break-words">{business.businessName}</p>
          {h.contact.map((l) => (
            <p key={l}>{l}</p>
          ))}
          {h.registration.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
        <div className="shrink-0 text-right">
          <p className="text-[1.6em] font-bold tracking-widest">{h.title}</p>
          <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5">
            {h.meta.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-neutral-500">{label}</dt>
                <dd className="text-right font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {ret.creditNoteNumber && (
            <div className="mt-2 flex justify-end">
              <InvoiceBarcode value={ret.creditNoteNumber} label={ret.creditNoteNumber} moduleMm={0.3} heightMm={10} />
            </div>
          )}
        </div>
      </header>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-y border-neutral-800 bg-neutral-100 text-left whitespace-nowrap">
            <th className="px-2 py-1.5 font-semibold">{t('note.item')}</th>
            <th className="px-2 py-1.5 text-right font-semibold">{t('note.qty')}</th>
            <th className="px-2 py-1.5 text-right font-semibold">{t('note.unitPrice')}</th>
            {h.registered && <th className="px-2 py-1.5 text-right font-semibold">{t('note.vatRate')}</th>}
            {h.registered && <th className="px-2 py-1.5 text-right font-semibold">{t('note.vat')}</th>}
            <th className="px-2 py-1.5 text-right font-semibold">{t('note.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {ret.lines.map((l) => (
            <tr key={l.id} className="border-b border-neutral-300 align-top">
              <td className="px-2 py-1.5 break-words">
                {l.name}
                <span className="block text-[0.85em] text-neutral-500">{t(`reasons.${l.reason}`)}</span>
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatQuantity(l.quantity, l.unit)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatAmount(l.price)}</td>
              {h.registered && (
                <td className="px-2 py-1.5 text-right tabular-nums">{l.taxCategory === 'standard' ? `${l.vatRate}%` : '—'}</td>
              )}
              {h.registered && <td className="px-2 py-1.5 text-right tabular-nums">{formatAmount(l.vatAmount)}</td>}
              <td className="px-2 py-1.5 text-right tabular-nums">{formatAmount(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ml-auto w-[45%]">
        {h.registered && <Row label={t('note.net')} value={formatAmount(ret.subtotal)} />}
        {h.registered && <Row label={t('note.vatReversed')} value={formatAmount(ret.vatAmount)} />}
        <div className="border-t-2 border-neutral-800 pt-1">
          <Row label={t('note.total')} value={h.money(ret.totalAmount)} strong />
        </div>
        <RefundRows ret={ret} />
      </div>
      <footer className="border-t border-neutral-300 pt-3 text-center text-neutral-600">
        <p>{t('note.thanks')}</p>
      </footer>
    </article>
  );
}
