import { lazy, Suspense, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExchangeDraft } from '#client/features/returns';
import type { ExchangeSplit } from '../lib/exchange';
import type { useTillPay } from '../lib/use-till-pay';
import type { TillOrder } from '../lib/use-till-order';
import { useCartActions } from '../lib/use-cart-actions';
import { CartPanel } from './cart-panel';
import { ExchangeNotice } from './exchange-notice';
import { PayPanel } from './pay-panel';
import { TillTaxInvoiceRequest, type TillTaxInvoice } from './till-tax-invoice';

// The customer panel shows only with CRM on (after the settings say so): its code comes then.
const CustomerPanel = lazy(() => import('./customer-panel').then((m) => ({ default: m.CustomerPanel })));

/** The cart side of the till: the customer (with CRM on), the cart with its totals, and paying. */
export function TillCartView(p: {
  order: TillOrder;
  pay: ReturnType<typeof useTillPay>;
  busy: boolean;
  /** Returns and exchanges: an open exchange shows its notice over the pay buttons. */
  exchange: { returns: { exchange: ExchangeDraft | null; cancelExchange: () => void }; split: ExchangeSplit | null };
  taxInvoice: TillTaxInvoice;
  /** What is due now: the sale, or an exchange's balance. */
  dueCents: number;
  /** A line's discount button opens the discount dialog for it. */
  onLineDiscount: (productId: number) => void;
  onPick: () => void;
  onClearCart: () => void;
  onCartDiscount: () => void;
  className: string;
  entryRef: RefObject<HTMLInputElement | null>;
}) {
  const { order, pay, busy, exchange, taxInvoice } = p;
  const { till, live, crm } = order;
  const discounts = useCartDiscountRows(order);
  const { returns, split } = exchange;
  const baseActions = useCartActions(till.cart, till.setCart);
  const { onLineDiscount } = p;
  const cartActions = useMemo(() => ({ ...baseActions, onDiscount: onLineDiscount }), [baseActions, onLineDiscount]);
  return (
    <>
      {crm.enabled && <TillCustomerPanel order={order} busy={busy} onPick={p.onPick} />}
      <CartPanel
        className={p.className}
        totals={live}
        pricing={order.pricing}
        discounts={discounts}
        cart={till.cart}
        busy={busy}
        actions={cartActions}
        overStock={order.overStock}
        onClear={p.onClearCart}
        onCartDiscount={p.onCartDiscount}
        beforePay={order.pricing.vatRegistered ? <TillTaxInvoiceRequest taxInvoice={taxInvoice} busy={busy} /> : undefined}
        pay={
          <PayPanel
            totalCents={p.dueCents}
            notice={
              returns.exchange && split ? (
                <ExchangeNotice
                  invoiceNumber={returns.exchange.sale.invoiceNumber}
                  split={split}
                  busy={busy}
                  onCancel={returns.cancelExchange}
                />
              ) : undefined
            }
            parts={till.parts}
            entry={pay.entry}
            onEntry={pay.setEntry}
            reference={pay.reference}
            onReference={pay.setReference}
            busy={busy}
            onMethod={pay.press}
            onRemovePart={pay.removePart}
            entryRef={p.entryRef}
          />
        }
      />
    </>
  );
}

/** The customer on the sale, with their loyalty choices (loaded once CRM is on). */
function TillCustomerPanel({ order, busy, onPick }: { order: TillOrder; busy: boolean; onPick: () => void }) {
  const { till, live, customer, crm } = order;
  return (
    <Suspense fallback={null}>
      <CustomerPanel
        customer={customer}
        shownPoints={customer ? crm.pointsOf(customer) : 0}
        loyaltyEnabled={crm.loyaltyEnabled}
        tierDiscountPercent={live.tierDiscountPercent}
        applyTierDiscount={till.applyTier}
        redeemText={till.redeemText}
        maxRedeemPoints={live.maxRedeemPoints}
        busy={busy}
        onPick={onPick}
        onClear={till.clearCustomer}
        onTierDiscount={till.setApplyTier}
        onRedeemText={till.setRedeemText}
      />
    </Suspense>
  );
}

/** The discount rows under the cart's subtotal: the lines', the cart's, the tier's and the points redeemed. */
function useCartDiscountRows({ till, live, redeemPoints }: TillOrder) {
  const { t } = useTranslation('pos');
  return [
    { label: t('discounts.linesRow'), cents: live.lineDiscountCents },
    {
      label:
        till.cartDiscount?.kind === 'percent'
          ? t('discounts.cartRowPercent', { percent: till.cartDiscount.bp / 100 })
          : t('discounts.cartRow'),
      cents: live.manualCents - live.lineDiscountCents,
    },
    { label: t('customer.tierDiscountLine', { percent: live.tierDiscountPercent }), cents: live.tierDiscountCents },
    { label: t('customer.redeemLine', { count: redeemPoints }), cents: live.redemptionCents },
  ];
}
