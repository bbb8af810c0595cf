import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import type { PosProduct } from '#shared/contracts/sales';
import { multiplyCentsByThousandths, toCents } from '#shared/domain/money';
import type { CartLine } from '../lib/cart';
import type { Discount } from '../lib/discounts';
import type { useParkAndRecall } from '../lib/use-park';
import type { usePayFlow } from '../lib/use-pay-flow';
import type { LiveTotals } from '../lib/use-till-totals';
import type { DiscountTarget } from './discount-dialog';
import {
  LazyApprovalDialog,
  LazyChequeDialog,
  LazyCreditDialog,
  LazyDiscountDialog,
  LazyLankaQrDialog,
  LazyParkDialog,
  LazyParkedSalesDialog,
} from './lazy-dialogs';
import { useExpiryApproveLabel } from '../lib/expired-stock';

type DiscountState = {
  for: number | 'cart' | null;
  cart: CartLine[];
  totals: LiveTotals;
  cartDiscount: Discount | null;
  close: () => void;
  saveLine: (productId: number, d: Discount | null) => void;
  saveCart: (d: Discount | null) => void;
};

/** What the discount dialog is about: a line (its amount) or the cart (after the lines' own discounts). */
function discountTarget(d: DiscountState): DiscountTarget | null {
  if (d.for == null) return null;
  if (d.for === 'cart') return { name: null, baseCents: d.totals.grossCents - d.totals.lineDiscountCents, current: d.cartDiscount };
  const line = d.cart.find((l) => l.productId === d.for);
  if (!line) return null;
  return { name: line.name, baseCents: multiplyCentsByThousandths(toCents(line.price), line.quantity), current: line.discount ?? null };
}

/** What paying's dialogs need: the sale's customer, the pay flow and the shop. */
type PayDialogsProps = {
  businessId: number;
  busy: boolean;
  customer: Customer | null;
  /** The last receipt's sale id: the credit dialog starts afresh after each sale. */
  receiptKey: number;
  pay: ReturnType<typeof usePayFlow>;
  creditPhone: { error: string | null; edited: () => void };
  /** Printed over a LankaQR code the cashier prints. */
  shopName?: string;
};

/** The till's dialogs of paying, discounts and parking (each loads on its first opening). */
export function TillDialogs(
  props: PayDialogsProps & {
    parking: ReturnType<typeof useParkAndRecall>;
    discount: DiscountState;
    /** The catalogue: a recalled basket is priced from it. */
    byId: ReadonlyMap<number, PosProduct>;
  },
) {
  const { businessId, customer, parking, discount, byId } = props;
  return (
    <>
      <TillPayDialogs {...props} />
      <LazyDiscountDialog
        target={discountTarget(discount)}
        onCancel={discount.close}
        onSave={(d) => {
          if (discount.for === 'cart') discount.saveCart(d);
          else if (discount.for != null) discount.saveLine(discount.for, d);
          discount.close();
        }}
      />
      <LazyParkDialog
        open={parking.parkOpen}
        businessId={businessId}
        cart={discount.cart}
        customerId={parking.crmEnabled ? (customer?.id ?? null) : null}
        cartDiscount={discount.cartDiscount}
        onCancel={parking.closePark}
        onParked={parking.parked}
      />
      <LazyParkedSalesDialog
        open={parking.listOpen}
        businessId={businessId}
        byId={byId}
        canRecall={parking.canRecall}
        onClose={parking.closeList}
        onRecalled={parking.recalled}
      />
    </>
  );
}

/** Paying's own dialogs: a credit sale's customer, a cheque's details, a LankaQR code, a manager's PIN. */
function TillPayDialogs({ businessId, busy, customer, receiptKey, pay, creditPhone, shopName }: PayDialogsProps) {
  const expiryApproveLabel = useExpiryApproveLabel();
  const { t } = useTranslation('pos');
  return (
    <>
      <LazyCreditDialog
        key={`${receiptKey}-${customer?.id ?? 0}`}
        initial={
          customer
            ? { name: customer.name, phone: customer.phone ?? '', email: customer.email ?? '', address: customer.address ?? '' }
            : undefined
        }
        open={pay.credit != null}
        busy={busy}
        serverPhoneError={creditPhone.error}
        onPhoneEdited={creditPhone.edited}
        onCancel={pay.creditCancel}
        onComplete={pay.creditDone}
      />
      <LazyChequeDialog
        key={`cheque-${receiptKey}`}
        open={pay.cheque != null}
        amountCents={pay.cheque?.part.amountCents ?? 0}
        needsDrawer={customer == null}
        busy={busy}
        onCancel={pay.chequeCancel}
        onDone={pay.chequeDone}
      />
      <LazyLankaQrDialog
        key={`lankaqr-${receiptKey}`}
        open={pay.qr != null}
        businessId={businessId}
        payload={pay.qr?.payload ?? ''}
        amountCents={pay.qr?.part.amountCents ?? 0}
        reference={pay.qr?.reference ?? ''}
        shopName={shopName}
        busy={busy}
        onConfirm={pay.qrDone}
        onCancel={pay.qrCancel}
      />
      <LazyApprovalDialog
        open={pay.approvalAsked != null}
        businessId={businessId}
        description={pay.approvalDescription}
        approveLabel={pay.approvalForCreditLimit ? t('creditLimit.approve') : pay.approvalDescription ? expiryApproveLabel : undefined}
        onCancel={pay.approvalCancel}
        onApproved={pay.approved}
      />
    </>
  );
}
