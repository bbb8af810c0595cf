import type { ReactNode } from 'react';
import { setLineDiscount } from '../lib/cart';
import type { TillCheckout } from '../checkout/use-till-checkout';
import type { useParkAndRecall } from '../lib/use-park';
import type { useTillPay } from '../lib/use-till-pay';
import type { TillOrder } from '../lib/use-till-order';
import type { useTillScan } from '../lib/use-till-scan';
import { LazyCustomerPicker, LazyReceiptDialog, LazyScannerDialog } from './lazy-dialogs';
import { TillDialogs } from './till-dialogs';
import { TillTaxInvoiceShown, type TillTaxInvoice } from './till-tax-invoice';

/**
 * Every dialog the till screen shows (each loads on its first opening): paying, discounts and
 * parking, the customer picker, the camera scanner, the receipt or the tax invoice after a sale,
 * and the shift's, the returns' and an exchange's own.
 */
export function TillScreenDialogs(p: {
  businessId: number;
  order: TillOrder;
  checkout: TillCheckout;
  pay: ReturnType<typeof useTillPay>;
  parking: ReturnType<typeof useParkAndRecall>;
  scan: ReturnType<typeof useTillScan>;
  taxInvoice: TillTaxInvoice;
  discount: { for: number | 'cart' | null; close: () => void };
  picker: { open: boolean; close: () => void };
  /** The shift's, the returns' and the exchange's own dialogs. */
  others: ReactNode;
  /** A receipt or tax invoice closed: the cashier is back at the search box. */
  onDone: () => void;
}) {
  const { businessId, order, checkout, scan } = p;
  const { till, crm, pos } = order;
  return (
    <>
      <TillDialogs
        businessId={businessId}
        busy={checkout.pending}
        customer={order.customer}
        receiptKey={checkout.receipt?.id ?? 0}
        pay={p.pay}
        creditPhone={p.pay.creditPhone}
        parking={p.parking}
        byId={order.byId}
        shopName={pos.data?.business?.businessName}
        discount={{
          for: p.discount.for,
          cart: till.cart,
          totals: order.live,
          cartDiscount: till.cartDiscount,
          close: p.discount.close,
          saveLine: (id, d) => till.setCart((c) => setLineDiscount(c, id, d)),
          saveCart: till.setCartDiscount,
        }}
      />
      {crm.enabled && (
        <LazyCustomerPicker
          open={p.picker.open}
          businessId={businessId}
          customers={crm.customers.data ?? []}
          loading={crm.customers.isLoading}
          pointsOf={crm.pointsOf}
          onClose={p.picker.close}
          onSelect={crm.pick}
        />
      )}
      <LazyScannerDialog open={scan.scannerOpen} onClose={scan.closeScanner} onCode={scan.onScan} />
      <TillTaxInvoiceShown businessId={businessId} taxInvoice={p.taxInvoice} onClose={p.onDone} />
      <LazyReceiptDialog
        sale={checkout.receipt}
        business={pos.data?.business}
        onClose={() => {
          checkout.closeReceipt();
          p.onDone();
        }}
      />
      {p.others}
    </>
  );
}
