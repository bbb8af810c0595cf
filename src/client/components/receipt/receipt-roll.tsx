import type { ReactNode } from 'react';
import { formatAmount } from '#client/lib/format';
import { formatLineQuantity, lineAmount, moneyWithSign, paymentRows, receiptSums, sumText, taxRegistrationLines } from './receipt-text';
import type { ReceiptDocumentProps } from './receipt-document';
import { InvoiceBarcode, VoidMark } from './invoice-barcode';

const Row = ({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) => (
  <div className={`flex justify-between gap-3 ${strong ? 'text-[1.2em] font-bold' : ''}`}>
    <span>{label}</span>
    <span className="text-right tabular-nums">{value}</span>
  </div>
);

const Rule = () => <hr className="my-1.5 border-0 border-t border-dashed border-neutral-500" />;

/** The 80 mm thermal receipt: one narrow column, the lines the till's printer would print. */
export function ReceiptRoll(props: ReceiptDocumentProps) {
  const { sale, business, labels, dateText } = props;
  return (
    <div className="font-mono text-[1em] leading-snug text-black">
      <RollHeader {...props} />
      {sale.status === 'void' && labels.void && <VoidMark text={labels.void} />}
      <Rule />
      <Row label={`${labels.receiptNo}:`} value={sale.invoiceNumber} />
      <Row label={`${labels.date}:`} value={dateText} />
      <Row label={`${labels.customer}:`} value={sale.customerName ?? labels.walkIn} />
      <Rule />
      <ul className="grid gap-1">
        {sale.items.map((i) => (
          <li key={i.productId}>
            <p className="break-words">{i.name}</p>
            <div className="flex justify-between gap-3 pl-3 tabular-nums">
              <span>{`${formatLineQuantity(i.quantity, i.unit, labels.unit)} × ${formatAmount(i.price)}`}</span>
              <span>{formatAmount(lineAmount(i))}</span>
            </div>
          </li>
        ))}
      </ul>
      <Rule />
      {receiptSums(sale, labels).map((sum) =>
        sum.kind === 'total' ? (
          <div key={sum.kind} className="my-1 border-y border-neutral-800 py-1" data-testid="receipt-total">
            <Row label={`${sum.label}:`} value={sumText(sum, formatAmount, labels)} strong />
          </div>
        ) : (
          <div key={sum.kind} data-testid={`receipt-${sum.kind}`}>
            <Row label={`${sum.label}:`} value={sumText(sum, formatAmount, labels)} />
          </div>
        ),
      )}
      <RollPayments {...props} />
      {sale.customerId != null && sale.pointsEarned !== undefined && (
        <div data-testid="receipt-loyalty">
          <Rule />
          {!!sale.pointsRedeemed && <Row label={`${labels.pointsRedeemed}:`} value={String(sale.pointsRedeemed)} />}
          <Row label={`${labels.pointsEarned}:`} value={String(sale.pointsEarned)} />
          {sale.loyaltyBalance != null && <Row label={`${labels.loyaltyBalance}:`} value={String(sale.loyaltyBalance)} />}
        </div>
      )}
      <Rule />
      <div className="text-center">
        {business.footer && <p className="whitespace-pre-line">{business.footer}</p>}
        <p>{labels.thankYou}</p>
      </div>
      <div className="mt-2">
        <InvoiceBarcode value={sale.invoiceNumber} label={sale.invoiceNumber} />
      </div>
    </div>
  );
}

/** The business's name and details above the receipt, as the roll prints them: centred, one to a line. */
function RollHeader({ business, tax, labels }: ReceiptDocumentProps) {
  return (
    <div className="text-center">
      <p className="text-[1.35em] font-bold leading-tight break-words">{business.businessName}</p>
      <p className="mt-0.5 font-bold tracking-wide">{labels.invoice}</p>
      {taxRegistrationLines(labels, tax).map((l) => (
        <p key={l}>{l}</p>
      ))}
      {business.ownerName && <p>{`${labels.owner}: ${business.ownerName}`}</p>}
      {business.address && <p className="break-words">{business.address}</p>}
      {business.phone && <p>{business.phone}</p>}
      {business.email && <p className="break-all">{business.email}</p>}
      {business.taxNumber && <p>{`${labels.tin}: ${business.taxNumber}`}</p>}
      {business.header && <p className="whitespace-pre-line">{business.header}</p>}
    </div>
  );
}

/** How the sale was paid: the method, each payment (with its note), cash tendered and change, a credit sale's due date and balance. */
function RollPayments({ sale, labels, formatDate }: ReceiptDocumentProps) {
  const paid = paymentRows(sale, labels);
  return (
    <>
      <Row label={`${labels.payment}:`} value={labels.paymentMethods[sale.paymentMethod]} />
      {paid.payments.length > 0 && (
        <ul className="pl-3" data-testid="receipt-payments">
          {paid.payments.map((p, i) => (
            <li key={i}>
              <Row label={p.label} value={formatAmount(p.amount)} />
              {p.note && <p className="pl-3 text-[0.9em] break-words">{p.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {paid.tendered != null && (
        <div data-testid="receipt-change">
          <Row label={`${labels.cashTendered}:`} value={formatAmount(paid.tendered)} />
          <Row label={`${labels.change}:`} value={formatAmount(paid.change)} strong />
        </div>
      )}
      {sale.credit && (
        <div data-testid="receipt-credit">
          <Row label={`${labels.dueDate}:`} value={formatDate(sale.credit.dueDate)} />
          <Row label={`${labels.balance}:`} value={moneyWithSign(labels, sale.credit.balance, formatAmount)} />
        </div>
      )}
    </>
  );
}
