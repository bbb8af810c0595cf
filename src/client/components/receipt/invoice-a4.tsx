import type { ReactNode } from 'react';
import { formatAmount } from '#client/lib/format';
import { formatLineQuantity, lineAmount, moneyWithSign, paymentRows, receiptSums, sumText, taxRegistrationLines } from './receipt-text';
import type { ReceiptDocumentProps } from './receipt-document';
import { InvoiceBarcode, VoidMark } from './invoice-barcode';

const Meta = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt className="text-neutral-500">{label}</dt>
    <dd className="text-right font-medium tabular-nums">{value}</dd>
  </>
);

const Sum = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <div className={`flex justify-between gap-6 py-1 ${strong ? 'border-t-2 border-neutral-800 text-[1.25em] font-bold' : ''}`}>
    <span>{label}</span>
    <span className="tabular-nums">{value}</span>
  </div>
);

/** The A4 invoice: the business's letterhead, the invoice's facts, the buyer, a table of lines and the totals. */
export function InvoiceA4(props: ReceiptDocumentProps) {
  const { sale, business, labels, t } = props;
  const buyer = sale.debtorInfo;
  return (
    <article className="grid gap-6 text-[1em] leading-normal text-black">
      <InvoiceHeader {...props} />

      <section>
        <p className="text-[0.85em] font-semibold tracking-wider text-neutral-500 uppercase">{t('receipt.billTo')}</p>
        <p className="font-semibold">{sale.customerName ?? buyer?.name ?? labels.walkIn}</p>
        {buyer?.phone && <p>{`${t('receipt.phone')}: ${buyer.phone}`}</p>}
        {buyer?.address && <p>{buyer.address}</p>}
        {buyer?.email && <p>{buyer.email}</p>}
      </section>

      <InvoiceLines {...props} />

      <div className="flex justify-between gap-8">
        <div className="min-w-0 flex-1 text-neutral-700">
          {sale.customerId != null && sale.pointsEarned !== undefined && (
            <div data-testid="receipt-loyalty">
              {!!sale.pointsRedeemed && <p>{`${labels.pointsRedeemed}: ${sale.pointsRedeemed}`}</p>}
              <p>{`${labels.pointsEarned}: ${sale.pointsEarned}`}</p>
              {sale.loyaltyBalance != null && <p>{`${labels.loyaltyBalance}: ${sale.loyaltyBalance}`}</p>}
            </div>
          )}
        </div>
        <InvoiceTotals {...props} />
      </div>

      <footer className="border-t border-neutral-300 pt-3 text-center text-neutral-600">
        {business.footer && <p className="whitespace-pre-line">{business.footer}</p>}
        <p className="font-medium text-black">{labels.thankYou}</p>
        <p className="mt-1 text-[0.85em]">{t('receipt.printedCopy')}</p>
      </footer>
    </article>
  );
}

/** The letterhead (name, owner, contacts, tax registration, header text) beside the invoice's number, date and payment. */
function InvoiceHeader({ sale, business, tax, labels, t, dateText, formatDate }: ReceiptDocumentProps) {
  const contact = [business.phone && `${t('receipt.phone')}: ${business.phone}`, business.email].filter(Boolean).join('  ·  ');
  return (
    <header className="flex items-start justify-between gap-8 border-b-2 border-neutral-800 pb-4">
      <div className="min-w-0">
        <p className="text-[1.9em] leading-tight font-bold break-words">{business.businessName}</p>
        {business.ownerName && <p>{`${labels.owner}: ${business.ownerName}`}</p>}
        {business.address && <p className="break-words">{business.address}</p>}
        {contact && <p>{contact}</p>}
        {business.taxNumber && <p>{`${labels.tin}: ${business.taxNumber}`}</p>}
        {taxRegistrationLines(labels, tax).map((l) => (
          <p key={l}>{l}</p>
        ))}
        {business.header && <p className="mt-1 whitespace-pre-line text-neutral-600">{business.header}</p>}
      </div>
      <div className="shrink-0 text-right">
        <p className="text-[1.6em] font-bold tracking-widest">{labels.invoice}</p>
        <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5">
          <Meta label={t('receipt.invoiceNo')} value={sale.invoiceNumber} />
          <Meta label={labels.date} value={dateText} />
          <Meta label={labels.payment} value={labels.paymentMethods[sale.paymentMethod]} />
          {sale.credit && <Meta label={labels.dueDate} value={formatDate(sale.credit.dueDate)} />}
        </dl>
        <div className="mt-2 flex justify-end">
          <InvoiceBarcode value={sale.invoiceNumber} label={sale.invoiceNumber} moduleMm={0.3} heightMm={10} />
        </div>
        {sale.status === 'void' && labels.void && <VoidMark text={labels.void} />}
      </div>
    </header>
  );
}

/** The table of lines: number, item (with its SKU), quantity, unit price and amount. */
function InvoiceLines({ sale, labels, t }: ReceiptDocumentProps) {
  return (
    <table className="w-full border-collapse">
      <thead>
        <tr className="border-y border-neutral-800 bg-neutral-100 text-left whitespace-nowrap">
          <th className="w-8 px-2 py-1.5 font-semibold">{t('receipt.lineNo')}</th>
          <th className="px-2 py-1.5 font-semibold">{t('receipt.item')}</th>
          <th className="px-2 py-1.5 text-right font-semibold">{t('receipt.qty')}</th>
          <th className="px-2 py-1.5 text-right font-semibold">{t('receipt.unitPrice')}</th>
          <th className="px-2 py-1.5 text-right font-semibold">{t('receipt.amountLkr')}</th>
        </tr>
      </thead>
      <tbody>
        {sale.items.map((i, n) => (
          <tr key={i.productId} className="border-b border-neutral-300 align-top">
            <td className="px-2 py-1.5 text-neutral-500 tabular-nums">{n + 1}</td>
            <td className="px-2 py-1.5 break-words">
              {i.name}
              {i.sku && <span className="block text-[0.85em] text-neutral-500">{i.sku}</span>}
            </td>
            <td className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums">{formatLineQuantity(i.quantity, i.unit, labels.unit)}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">{formatAmount(i.price)}</td>
            <td className="px-2 py-1.5 text-right tabular-nums">{formatAmount(lineAmount(i))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sums down to the total, then how it was paid: the payments, cash tendered and change, a credit sale's balance. */
function InvoiceTotals({ sale, labels }: ReceiptDocumentProps) {
  const paid = paymentRows(sale, labels);
  return (
    <div className="w-[45%] shrink-0">
      {receiptSums(sale, labels).map((sum) => (
        <Sum key={sum.kind} label={sum.label} value={sumText(sum, formatAmount, labels)} strong={sum.kind === 'total'} />
      ))}
      {paid.payments.length > 0 && (
        <div data-testid="receipt-payments" className="border-t border-neutral-300 pt-1">
          {paid.payments.map((p, i) => (
            <Sum key={i} label={p.note ? `${p.label} · ${p.note}` : p.label} value={formatAmount(p.amount)} />
          ))}
        </div>
      )}
      {paid.tendered != null && (
        <div data-testid="receipt-change">
          <Sum label={labels.cashTendered} value={formatAmount(paid.tendered)} />
          <Sum label={labels.change} value={formatAmount(paid.change)} />
        </div>
      )}
      {sale.credit && (
        <div data-testid="receipt-credit">
          <Sum label={labels.balance} value={moneyWithSign(labels, sale.credit.balance, formatAmount)} />
        </div>
      )}
    </div>
  );
}
