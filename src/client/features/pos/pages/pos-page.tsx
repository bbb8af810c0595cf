import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALES_PATHS, type PaymentMethod, type PosProduct, type Sale, type SaleRequest } from '../../../../shared/contracts/sales';
import type { Customer } from '../../../../shared/contracts/customers';
import { fromThousandths, toBasisPoints, toCents } from '../../../../shared/domain/money';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription, Button, Skeleton, toast } from '../../../components/ui';
import { api, ApiError, serverMessageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useCreateSale } from '../api/create-sale';
import { usePos } from '../api/get-pos';
import { useTillCustomers, useTillLoyaltyProgram, useTillSettings } from '../api/get-till-customers';
import { CartPanel } from '../components/cart-panel';
import { CreditDialog, type DebtorDetails } from '../components/credit-dialog';
import { CustomerPanel } from '../components/customer-panel';
import { CustomerPicker } from '../components/customer-picker';
import { ReceiptDialog } from '../components/receipt-dialog';
import { RecentSales } from '../components/recent-sales';
import { ScannerDialog } from '../components/scanner-dialog';
import { TillSearch } from '../components/till-search';
import { addToCart, decrease, increase, removeLine, setQuantity, type CartLine } from '../lib/cart';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { buildSearchIndex, findByCode } from '../lib/search-index';
import { shownPoints, tiersOf, tillTotals } from '../lib/till-loyalty';

type Attempt = { signature: string; key: string };

export default function PosPage() {
  const { t } = useTranslation('pos');
  const { user } = useAuth();
  const businessId = user?.business?.id ?? 0;
  const pos = usePos(businessId);
  const createSale = useCreateSale(businessId);

  const [cart, setCart] = useState<CartLine[]>([]);
  const [creditOpen, setCreditOpen] = useState(false);
  const [scannerOpen, setScannerOpen] = useState(false);
  const [receipt, setReceipt] = useState<Sale | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const [reprinting, setReprinting] = useState<number | null>(null);
  const reprint = async (saleId: number) => {
    setReprinting(saleId);
    try {
      setReceipt(await api.get<Sale>(SALES_PATHS.sale(businessId, saleId)));
    } catch (err) {
      toast.error(t('error'), { description: serverMessageOf(err, t('reprintFailed')) });
    } finally {
      setReprinting(null);
    }
  };
  const searchBox = useRef<HTMLInputElement>(null);

  // CRM at the till (settings.crmEnabled): the customer panel, picker and loyalty discounts.
  const settings = useTillSettings().data;
  const crmEnabled = !!settings?.crmEnabled;
  const loyaltyEnabled = crmEnabled && !!settings?.loyaltyEnabled;
  const pointsPerRupee = settings?.pointsPerRupee ?? 1;
  const customers = useTillCustomers(businessId, crmEnabled);
  const program = useTillLoyaltyProgram(businessId, loyaltyEnabled).data;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [picked, setPicked] = useState<Customer | null>(null);
  const [applyTier, setApplyTier] = useState(false);
  const [redeemText, setRedeemText] = useState('');
  // The freshest copy of the selected customer (the list refreshes after each sale).
  const customer = crmEnabled && customerId != null ? (customers.data?.find((c) => c.id === customerId) ?? picked) : null;
  const clearCustomer = () => {
    setCustomerId(null);
    setPicked(null);
    setApplyTier(false);
    setRedeemText('');
  };
  const lineInputs = useMemo(
    () =>
      cart.map((l) => ({
        priceCents: toCents(l.price),
        quantity: l.quantity,
        vatRateBp: toBasisPoints(l.vatRate),
        nbtRateBp: toBasisPoints(l.nbtRate),
      })),
    [cart],
  );
  const redeemWanted = /^\d+$/.test(redeemText.trim()) ? Number(redeemText.trim()) : 0;
  const live = tillTotals(lineInputs, {
    customer,
    loyaltyActive: loyaltyEnabled,
    applyTierDiscount: applyTier,
    redeemPoints: redeemWanted,
    rupeesPerPoint: program?.rupeesPerPoint ?? 1,
    tiers: tiersOf(program),
  });
  const redeemPoints = Math.round(live.redemptionCents / Math.max(1, toCents(program?.rupeesPerPoint ?? 1)));

  // Built once per catalogue; keystrokes only scan it.
  const index = useMemo(() => buildSearchIndex(pos.data?.products ?? []), [pos.data?.products]);

  const add = useCallback((p: PosProduct) => setCart((c) => addToCart(c, p)), []);

  const addByCode = useCallback(
    (code: string) => {
      const p = findByCode(index, code);
      if (p) {
        add(p);
        return true;
      }
      return false;
    },
    [index, add],
  );

  const catalogueReady = !!pos.data;
  const openScanner = useCallback(() => setScannerOpen(true), []);

  const onScan = useCallback(
    (code: string) => {
      setScannerOpen(false);
      if (!addByCode(code)) toast.error(t('error'), { description: t('notFoundCode', { code }) });
    },
    [addByCode, t],
  );

  const checkout = (paymentMethod: PaymentMethod, debtor?: DebtorDetails) => {
    const loyalty = customer
      ? {
          customerId: customer.id,
          ...(debtor ? {} : { customerName: customer.name }),
          ...(loyaltyEnabled && redeemPoints > 0 ? { redeemPoints } : {}),
          ...(loyaltyEnabled && applyTier && live.tierDiscountPercent > 0 ? { applyTierDiscount: true } : {}),
        }
      : {};
    if (cart.length === 0) {
      toast.error(t('error'), { description: t('cartIsEmpty') });
      return;
    }
    const body: SaleRequest = {
      items: cart.map((l) => ({ productId: l.productId, quantity: fromThousandths(l.quantity), name: l.name, price: l.price })),
      paymentMethod,
      ...(debtor
        ? {
            customerName: debtor.name.trim(),
            debtorInfo: {
              name: debtor.name.trim(),
              phone: debtor.phone.trim(),
              email: debtor.email.trim(),
              address: debtor.address.trim(),
            },
          }
        : {}),
      ...loyalty,
    };
    // One key per checkout attempt; pressing pay again for the same cart retries the same attempt.
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    createSale.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (sale) => {
          attempt.current = null;
          setCart([]);
          setCreditOpen(false);
          clearCustomer();
          setReceipt(sale);
          if (sale.pointsEarned)
            toast.success(t('saleCompleteLoyalty'), { description: t('saleCompleteLoyaltyDescription', { points: sale.pointsEarned }) });
          else toast.success(t('saleCompleted'), { description: t('saleCompletedDescription', { number: sale.invoiceNumber }) });
        },
        onError: (err) => {
          const show = err instanceof ApiError && err.status >= 400 && err.status < 500;
          toast.error(t('error'), { description: show ? serverMessageOf(err, t('saleFailed')) : t('saleFailed') });
        },
      },
    );
  };

  const onPay = (method: PaymentMethod) => {
    if (cart.length === 0) {
      toast.error(t('error'), { description: t('cartIsEmpty') });
      return;
    }
    if (method === 'credit') setCreditOpen(true);
    else checkout(method);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
        <section className="flex min-w-0 flex-col gap-4">
          <TillSearch
            index={index}
            catalogueReady={catalogueReady}
            inputRef={searchBox}
            onAdd={add}
            onScan={openScanner}
            placeholder={
              pos.isLoading ? (
                <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" aria-busy="true">
                  {Array.from({ length: 8 }, (_, i) => (
                    <Skeleton key={i} className="h-28" />
                  ))}
                </div>
              ) : pos.isError ? (
                <Alert variant="destructive">
                  <AlertDescription>
                    {t('fetchFailed', { status: pos.error instanceof ApiError ? pos.error.status : pos.error.message })}{' '}
                    <Button type="button" variant="link" onClick={() => void pos.refetch()}>
                      {t('retry')}
                    </Button>
                  </AlertDescription>
                </Alert>
              ) : undefined
            }
          />
        </section>
        <aside className="lg:sticky lg:top-4 lg:self-start">
          {crmEnabled && (
            <CustomerPanel
              customer={customer}
              shownPoints={customer ? shownPoints(customer, pointsPerRupee) : 0}
              loyaltyEnabled={loyaltyEnabled}
              tierDiscountPercent={live.tierDiscountPercent}
              applyTierDiscount={applyTier}
              redeemText={redeemText}
              maxRedeemPoints={live.maxRedeemPoints}
              busy={createSale.isPending}
              onPick={() => setPickerOpen(true)}
              onClear={clearCustomer}
              onTierDiscount={setApplyTier}
              onRedeemText={setRedeemText}
            />
          )}
          <CartPanel
            totals={live}
            discounts={[
              { label: t('customer.tierDiscountLine', { percent: live.tierDiscountPercent }), cents: live.tierDiscountCents },
              { label: t('customer.redeemLine', { count: redeemPoints }), cents: live.redemptionCents },
            ]}
            cart={cart}
            busy={createSale.isPending}
            onIncrease={(id) => setCart((c) => increase(c, id))}
            onDecrease={(id) => setCart((c) => decrease(c, id))}
            onRemove={(id) => setCart((c) => removeLine(c, id))}
            onQuantity={(id, text) => setCart((c) => setQuantity(c, id, text))}
            onClear={() => setCart([])}
            onPay={onPay}
          />
          <div className="mt-4">
            <RecentSales sales={pos.data?.recentSales ?? []} onReprint={(id) => void reprint(id)} busyId={reprinting} />
          </div>
        </aside>
      </div>
      <CreditDialog
        key={`${receipt?.id ?? 0}-${customer?.id ?? 0}`}
        initial={
          customer
            ? { name: customer.name, phone: customer.phone ?? '', email: customer.email ?? '', address: customer.address ?? '' }
            : undefined
        }
        open={creditOpen}
        busy={createSale.isPending}
        onCancel={() => setCreditOpen(false)}
        onComplete={(d) => checkout('credit', d)}
      />
      {crmEnabled && (
        <CustomerPicker
          open={pickerOpen}
          businessId={businessId}
          customers={customers.data ?? []}
          loading={customers.isLoading}
          pointsOf={(c) => shownPoints(c, pointsPerRupee)}
          onClose={() => setPickerOpen(false)}
          onSelect={(c) => {
            setPicked(c);
            setCustomerId(c.id);
            setApplyTier(false);
            setRedeemText('');
          }}
        />
      )}
      <ScannerDialog open={scannerOpen} onClose={() => setScannerOpen(false)} onCode={onScan} />
      <ReceiptDialog
        sale={receipt}
        business={pos.data?.business}
        onClose={() => {
          setReceipt(null);
          searchBox.current?.focus();
        }}
      />
    </div>
  );
}
