import { useRef, useState } from 'react';
import { useBusinessId } from '#client/lib/use-business-id';
import { TillEnrolmentWhenReady } from '#client/features/offline/till-enrolment-when-ready';
import { CartArea } from '../components/cart-area';
import { TillCartView } from '../components/till-cart-view';
import { TillCatalogueSection } from '../components/till-catalogue-section';
import { TillHeader } from '../components/till-header';
import { TillScreenDialogs } from '../components/till-screen-dialogs';
import { useTillTaxInvoice } from '../components/till-tax-invoice';
import { useAfterSale } from '../checkout/use-after-sale';
import { useTillCheckout } from '../checkout/use-till-checkout';
import { itemCount } from '../lib/cart';
import { usePhoneLayout } from '../lib/use-phone-layout';
import { useParkAndRecall } from '../lib/use-park';
import { usePreloadTill } from '../lib/use-preload-till';
import { useTillExchange } from '../lib/use-till-exchange';
import { useTillKeyActions } from '../lib/use-till-key-actions';
import { useTillOrder } from '../lib/use-till-order';
import { useTillPay } from '../lib/use-till-pay';
import { useTillScan } from '../lib/use-till-scan';
import { useTillShift } from '../lib/use-till-shift';

/**
 * The till: what is being sold (useTillOrder), the checkout that sends it and announces each sale
 * (useTillCheckout, followed by useAfterSale and the tax invoice), paying, parking, returns and the
 * keyboard, assembled into the products side, the cart side and the dialogs.
 */
export default function PosPage() {
  const businessId = useBusinessId() ?? 0;
  const order = useTillOrder(businessId);
  const { pos, settings, till, live } = order;
  const business = pos.data?.business;
  const phone = usePhoneLayout();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [discountFor, setDiscountFor] = useState<number | 'cart' | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const entryBox = useRef<HTMLInputElement>(null);
  const focusSearch = () => searchBox.current?.focus();
  usePreloadTill({ shown: pos.isSuccess || pos.isError, ready: pos.isSuccess && settings != null });
  // Returns and exchanges: while an exchange is open, paying sends the return and the sale together.
  const exchange = useTillExchange({
    businessId,
    business,
    invoicePrefix: settings?.invoicePrefix,
    saleCents: live.totalCents,
    onDone: focusSearch,
  });
  const { returns, split } = exchange;
  const checkout = useTillCheckout({ businessId, order: order.order, attempt: till, device: order.device, exchange: exchange.open });
  const busy = checkout.pending;
  // A completed sale: printed, thanked on the customer display, toasted; the next basket starts afresh.
  const onSold = () => {
    order.crm.forgetPicked();
    setSheetOpen(false);
  };
  useAfterSale(checkout, { businessId, business, cart: till.cart, totals: live, onSold });
  const taxInvoice = useTillTaxInvoice(businessId, checkout);
  const shift = useTillShift(businessId);
  const scan = useTillScan(businessId, order, exchange.onOtherCode);
  const dueCents = split ? split.dueCents : live.totalCents;
  const pay = useTillPay({
    ...till,
    totalCents: dueCents,
    needsApproval: live.needsApproval,
    expiredWarning: order.expiredWarning,
    overStock: order.overStock,
    shift,
    checkout: checkout.pay,
  });
  const newBasket = () => {
    till.reset();
    pay.forget();
  };
  const parking = useParkAndRecall({ ...till, hasParts: till.parts.length > 0, reset: newBasket }, order.crm.enabled);
  useTillKeyActions({
    ...{ phone, pay, parking, returns },
    enabled: !busy,
    cartEmpty: till.cart.length === 0,
    entryRef: entryBox,
    openSheet: () => setSheetOpen(true),
    discountCart: () => setDiscountFor('cart'),
  });

  return (
    <div className="flex flex-col gap-4 pb-24 md:gap-6 md:pb-0">
      <TillHeader businessId={businessId} shift={shift} parking={parking} returns={returns} phone={phone} />
      {shift.banner}
      <TillEnrolmentWhenReady businessId={businessId} autoRegister={settings?.autoRegisterTerminals} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_300px] lg:grid-cols-[minmax(0,1fr)_340px] xl:grid-cols-[minmax(0,1fr)_380px]">
        <TillCatalogueSection order={order} scan={scan} checkout={checkout} searchRef={searchBox} />
        <CartArea phone={phone} count={itemCount(till.cart)} totalCents={live.totalCents} sheetOpen={sheetOpen} onSheetOpen={setSheetOpen}>
          <TillCartView
            {...{ order, pay, busy, exchange, taxInvoice, dueCents }}
            onLineDiscount={setDiscountFor}
            onPick={() => setPickerOpen(true)}
            onClearCart={newBasket}
            onCartDiscount={() => setDiscountFor('cart')}
            className={phone ? 'min-h-0 flex-1' : 'min-h-64 flex-1'}
            entryRef={entryBox}
          />
        </CartArea>
      </div>
      <TillScreenDialogs
        {...{ businessId, order, checkout, pay, parking, scan, taxInvoice }}
        discount={{ for: discountFor, close: () => setDiscountFor(null) }}
        picker={{ open: pickerOpen, close: () => setPickerOpen(false) }}
        others={
          <>
            {shift.dialogs}
            {returns.dialogs}
            {checkout.exchangeDialog}
          </>
        }
        onDone={focusSearch}
      />
    </div>
  );
}
