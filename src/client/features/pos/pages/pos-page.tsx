import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
import type { Customer } from '#shared/contracts/customers';
import { DEFAULT_POINTS_PER_RUPEE, DEFAULT_RUPEES_PER_POINT } from '#shared/domain/loyalty';
import { toCents, toThousandths } from '#shared/domain/money';
import { exceedsStock } from '#shared/domain/till-quantity';
import { PageHeader } from '#client/components/layout/page-header';
import { toast } from '#client/components/ui';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { usePos } from '../api/get-pos';
import { useTillCustomers, useTillLoyaltyProgram, useTillSettings } from '../api/get-till-customers';
import { CartArea } from '../components/cart-area';
import { CartPanel } from '../components/cart-panel';
import { TillTaxInvoiceRequest, TillTaxInvoiceShown, useTillTaxInvoice } from '../components/till-tax-invoice';
import { LazyCustomerPicker, LazyReceiptDialog, LazyScannerDialog } from '../components/lazy-dialogs';
import { PayPanel } from '../components/pay-panel';
import { CatalogueState } from '../components/catalogue-state';
import { RecentSales } from '../components/recent-sales';
import { TillDialogs } from '../components/till-dialogs';
import { TillToolbar } from '../components/till-toolbar';
// The receipt printer is the printing feature's; its heavy parts load only after a sale.
import { usePrintAfterSale } from '#client/features/printing';
import { TillSearch } from '../components/till-search';
import { ExchangeNotice } from '../components/exchange-notice';
import { useTillExchange } from '../lib/use-till-exchange';
import { addToCart, itemCount, refreshFromCatalogue, setLineDiscount, DEFAULT_TILL_PRICING, type CartLine } from '../lib/cart';
import { tillStorageKey } from '../lib/cart-storage';
import { useExpiredWarning } from '../lib/expired-stock';
import { useTillKeys, type TillAction } from '../lib/pay-keys';
import { buildSearchIndex, findByCode } from '../lib/search-index';
import { shownPoints, tiersOf } from '../lib/till-loyalty';
import { usePhoneLayout } from '../lib/use-phone-layout';
import { useCartActions } from '../lib/use-cart-actions';
import { useCheckout } from '../lib/use-checkout';
import { useParkAndRecall } from '../lib/use-park';
import { usePreloadTill } from '../lib/use-preload-till';
import { useScaleScan } from '../lib/use-scale-scan';
import { useTillPay } from '../lib/use-till-pay';
import { useTillCart } from '../lib/use-till-cart';
import { useTillShift } from '../lib/use-till-shift';
import { useTillTotals } from '../lib/use-till-totals';
import { useDeviceTerminal } from '#client/features/offline/device-terminal';
import { TillEnrolmentWhenReady } from '#client/features/offline/till-enrolment-when-ready';
import { useCustomerDisplay } from '#client/components/customer-display/use-customer-display';

// The customer panel shows only with CRM on (after the settings say so): its code comes then.
const CustomerPanel = lazy(() => import('../components/customer-panel').then((m) => ({ default: m.CustomerPanel })));

export default function PosPage() {
  const { t } = useTranslation('pos');
  const { user } = useAuth();
  const businessId = useBusinessId() ?? 0;
  const pos = usePos(businessId);
  const till = useTillCart(tillStorageKey(businessId, user?.id ?? ''));
  const { cart, setCart, customerId, applyTier, redeemText } = till;
  const phone = usePhoneLayout();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [scannerOpen, setScannerOpen] = useState(false);
  const [discountFor, setDiscountFor] = useState<number | 'cart' | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const entryBox = useRef<HTMLInputElement>(null);

  // CRM at the till (settings.crmEnabled): the customer panel, picker and loyalty discounts.
  const settings = useTillSettings().data;
  const crmEnabled = !!settings?.crmEnabled;
  const loyaltyEnabled = crmEnabled && !!settings?.loyaltyEnabled;
  const allowNegativeStock = !!settings?.allowNegativeStock;
  const pointsPerRupee = settings?.pointsPerRupee ?? DEFAULT_POINTS_PER_RUPEE;
  const customers = useTillCustomers(businessId, crmEnabled);
  const program = useTillLoyaltyProgram(businessId, loyaltyEnabled).data;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [picked, setPicked] = useState<Customer | null>(null);
  // The freshest copy of the selected customer (the list refreshes after each sale).
  const customer = crmEnabled && customerId != null ? (customers.data?.find((c) => c.id === customerId) ?? picked) : null;
  // How the shop prices today (its tax configuration); until the catalogue loads, the defaults.
  const pricing = pos.data?.pricing ?? DEFAULT_TILL_PRICING;
  const redeemWanted = /^\d+$/.test(redeemText.trim()) ? Number(redeemText.trim()) : 0;
  const live = useTillTotals({
    cart,
    cartDiscount: till.cartDiscount,
    loyalty: {
      customer,
      loyaltyActive: loyaltyEnabled,
      applyTierDiscount: applyTier,
      redeemPoints: redeemWanted,
      rupeesPerPoint: program?.rupeesPerPoint ?? DEFAULT_RUPEES_PER_POINT,
      tiers: tiersOf(program),
    },
    pricing,
    isCashier: user?.role === 'cashier',
    limitPercent: settings?.cashierDiscountLimitPercent,
  });
  const redeemPoints = Math.round(live.redemptionCents / Math.max(1, toCents(program?.rupeesPerPoint ?? DEFAULT_RUPEES_PER_POINT)));
  const order = {
    cart,
    cartDiscount: live.cartDiscountDropped ? null : till.cartDiscount,
    customer,
    redeemPoints: loyaltyEnabled ? redeemPoints : 0,
    tierDiscount: loyaltyEnabled && applyTier && live.tierDiscountPercent > 0,
  };
  // Built once per catalogue; keystrokes only scan it.
  const products = pos.data?.products;
  const index = useMemo(() => buildSearchIndex(products ?? []), [products]);
  const byId = useMemo(() => new Map((products ?? []).map((p) => [p.id, p])), [products]);
  // A registered terminal prices a sale made offline with what the till shows.
  const { terminal } = useDeviceTerminal(businessId);
  usePreloadTill({ shown: pos.isSuccess || pos.isError, ready: pos.isSuccess && settings != null, crmEnabled });
  const device = { pricing, catalogue: byId, loyaltyDiscountCents: live.tierDiscountCents + live.redemptionCents, userId: user?.id ?? '' };
  const sale = useCheckout({ businessId, order, attempt: till, device, onPaid: usePrintAfterSale(businessId, pos.data?.business) });
  // Returns and exchanges: while an exchange is open, paying sends the return and the sale together.
  const {
    returns,
    checkout: exchange,
    split,
    onOtherCode,
  } = useTillExchange({
    businessId,
    business: pos.data?.business,
    invoicePrefix: settings?.invoicePrefix,
    order,
    saleCents: live.totalCents,
    attempt: till,
    onDone: () => searchBox.current?.focus(),
  });
  const busy = sale.pending || exchange.pending;
  useCustomerDisplay({ businessId, shopName: pos.data?.business.businessName, cart, totals: live, receipt: sale.receipt });
  const taxInvoice = useTillTaxInvoice(businessId);
  const shift = useTillShift(businessId);
  const reprint = async (saleId: number) => {
    const r = await sale.reprint(saleId);
    if (!r.ok) toast.error(t('error'), { description: r.message || t('reprintFailed') });
  };

  // A cart restored after a reload shows today's names and prices.
  useEffect(() => {
    if (byId.size > 0) setCart((c) => refreshFromCatalogue(c, byId));
  }, [byId, setCart]);

  const add = useCallback((p: PosProduct) => setCart((c) => addToCart(c, p)), [setCart]);
  // A weighing scale's label adds its weight; then the other codes (an invoice number…).
  const scaleScan = useScaleScan(businessId, products, setCart);
  const onOther = useCallback((code: string) => scaleScan(code) || onOtherCode(code), [scaleScan, onOtherCode]);
  const baseActions = useCartActions(cart, setCart);
  const actions = useMemo(() => ({ ...baseActions, onDiscount: (id: number) => setDiscountFor(id) }), [baseActions]);
  const overStock = useCallback(
    (l: CartLine) => {
      const p = byId.get(l.productId);
      if (!p) return null;
      const stock = toThousandths(p.stock);
      return exceedsStock(l.quantity, stock, allowNegativeStock) ? stock : null;
    },
    [byId, allowNegativeStock],
  );

  const catalogueReady = !!pos.data;
  const openScanner = useCallback(() => setScannerOpen(true), []);
  const onScan = useCallback(
    (code: string) => {
      setScannerOpen(false);
      const p = findByCode(index, code);
      if (p) add(p);
      else if (onOther(code)) return;
      else toast.error(t('error'), { description: t('notFoundCode', { code }) });
    },
    [index, add, t, onOther],
  );

  const expiredWarning = useExpiredWarning(cart, byId);
  const pay = useTillPay({
    cart,
    totalCents: split ? split.dueCents : live.totalCents,
    parts: till.parts,
    setParts: till.setParts,
    needsApproval: live.needsApproval,
    expiredWarning,
    overStock,
    shift,
    sale: returns.exchange ? exchange : sale,
    afterSale: returns.exchange ? async () => false : taxInvoice.afterSale,
    onSold: () => {
      setPicked(null);
      setSheetOpen(false);
    },
  });

  const parking = useParkAndRecall(
    {
      cart,
      customerId,
      hasParts: till.parts.length > 0,
      setCart,
      setCartDiscount: till.setCartDiscount,
      setCustomerId: till.setCustomerId,
      reset: () => {
        till.reset();
        pay.forget();
      },
    },
    crmEnabled,
  );

  const onKey = (a: TillAction) => {
    if (a.kind === 'method') pay.press(a.method);
    else if (a.kind === 'tendered') {
      if (phone) setSheetOpen(true);
      setTimeout(() => entryBox.current?.focus(), 0);
    } else if (a.kind === 'discount' && cart.length > 0) setDiscountFor('cart');
    else if (a.kind === 'park') parking.askPark();
    else if (a.kind === 'parked') parking.openList();
    else if (a.kind === 'returns') returns.askFind();
  };
  useTillKeys(onKey, !busy);

  const cartView = (className: string) => (
    <>
      {crmEnabled && (
        <Suspense fallback={null}>
          <CustomerPanel
            customer={customer}
            shownPoints={customer ? shownPoints(customer, pointsPerRupee) : 0}
            loyaltyEnabled={loyaltyEnabled}
            tierDiscountPercent={live.tierDiscountPercent}
            applyTierDiscount={applyTier}
            redeemText={redeemText}
            maxRedeemPoints={live.maxRedeemPoints}
            busy={busy}
            onPick={() => setPickerOpen(true)}
            onClear={till.clearCustomer}
            onTierDiscount={till.setApplyTier}
            onRedeemText={till.setRedeemText}
          />
        </Suspense>
      )}
      <CartPanel
        className={className}
        totals={live}
        pricing={pricing}
        discounts={[
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
        ]}
        cart={cart}
        busy={busy}
        actions={actions}
        overStock={overStock}
        onClear={() => {
          till.reset();
          pay.forget();
        }}
        onCartDiscount={() => setDiscountFor('cart')}
        beforePay={pricing.vatRegistered ? <TillTaxInvoiceRequest taxInvoice={taxInvoice} busy={busy} /> : undefined}
        pay={
          <PayPanel
            totalCents={split ? split.dueCents : live.totalCents}
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
            entryRef={entryBox}
          />
        }
      />
    </>
  );

  return (
    <div className="flex flex-col gap-4 pb-24 md:gap-6 md:pb-0">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        inline={phone}
        actions={
          <TillToolbar
            businessId={businessId}
            shift={shift}
            terminal={terminal}
            canSetUpTerminal={user?.role === 'admin' || user?.role === 'super_admin'}
            onPark={parking.askPark}
            onParked={parking.openList}
            onReturns={returns.askFind}
            phone={phone}
          />
        }
      />
      {shift.banner}
      <TillEnrolmentWhenReady businessId={businessId} autoRegister={settings?.autoRegisterTerminals} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_300px] lg:grid-cols-[minmax(0,1fr)_340px] xl:grid-cols-[minmax(0,1fr)_380px]">
        <section className="flex min-w-0 flex-col gap-4">
          <TillSearch
            index={index}
            catalogueReady={catalogueReady}
            inputRef={searchBox}
            onAdd={add}
            onScan={openScanner}
            onOtherCode={onOther}
            placeholder={pos.isLoading || pos.isError ? <CatalogueState pos={pos} /> : undefined}
          />
          <RecentSales sales={pos.data?.recentSales ?? []} onReprint={(id) => void reprint(id)} busyId={sale.reprinting} />
        </section>
        <CartArea phone={phone} count={itemCount(cart)} totalCents={live.totalCents} sheetOpen={sheetOpen} onSheetOpen={setSheetOpen}>
          {cartView(phone ? 'min-h-0 flex-1' : 'min-h-64 flex-1')}
        </CartArea>
      </div>
      <TillDialogs
        businessId={businessId}
        busy={busy}
        customer={customer}
        receiptKey={sale.receipt?.id ?? 0}
        pay={pay}
        creditPhone={pay.creditPhone}
        parking={parking}
        byId={byId}
        shopName={pos.data?.business?.businessName}
        discount={{
          for: discountFor,
          cart,
          totals: live,
          cartDiscount: till.cartDiscount,
          close: () => setDiscountFor(null),
          saveLine: (id, d) => setCart((c) => setLineDiscount(c, id, d)),
          saveCart: till.setCartDiscount,
        }}
      />
      {crmEnabled && (
        <LazyCustomerPicker
          open={pickerOpen}
          businessId={businessId}
          customers={customers.data ?? []}
          loading={customers.isLoading}
          pointsOf={(c) => shownPoints(c, pointsPerRupee)}
          onClose={() => setPickerOpen(false)}
          onSelect={(c) => {
            setPicked(c);
            till.setCustomerId(c.id);
            till.setApplyTier(false);
            till.setRedeemText('');
          }}
        />
      )}
      <LazyScannerDialog open={scannerOpen} onClose={() => setScannerOpen(false)} onCode={onScan} />
      <TillTaxInvoiceShown businessId={businessId} taxInvoice={taxInvoice} onClose={() => searchBox.current?.focus()} />
      <LazyReceiptDialog
        sale={sale.receipt}
        business={pos.data?.business}
        onClose={() => {
          sale.closeReceipt();
          searchBox.current?.focus();
        }}
      />
      {shift.dialogs}
      {returns.dialogs}
      {exchange.dialog}
    </div>
  );
}
