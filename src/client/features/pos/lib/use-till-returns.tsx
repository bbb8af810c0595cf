import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import { findSaleByInvoice, type ExchangeDraft } from '#client/features/returns';
import { toast } from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { formatMoney } from '#client/lib/format';
import { toCents } from '#shared/domain/money';
import { browserOnline, isNetworkError, useOnline } from '#client/features/offline/online';
import { useDeviceTerminal } from '#client/features/offline/device-terminal';
import type { DeviceSale } from '#client/features/offline/types';
import { LazyCreditNoteDialog, LazyFindSaleDialog, LazyReturnDialog } from '../components/lazy-dialogs';
// The receipt printer is the printing feature's; its heavy parts load only after a return.
import { usePrintAfterReturn } from '#client/features/printing';

// A return with no connection: rarely used, so loaded on its first opening.
const DeviceReturnDialog = lazy(() => import('../components/device-return-dialog').then((m) => ({ default: m.DeviceReturnDialog })));

/** What the credit note dialog shows: the return, the original sale's date and, after an exchange, the new sale. */
type Shown = { ret: SaleReturn; saleDate: string | null; newSale: Sale | null };

/**
 * Returns at the till: a scanned or typed invoice number (or the Find box, F11) opens the
 * sale with what came back already; the return dialog refunds it and shows the credit note, or
 * turns it into an exchange — the chosen lines a credit toward the cart (paid through
 * use-exchange-checkout).
 *
 * A registered terminal with no connection finds the sales made on it by their invoice
 * number and returns them on the device: queued after the sale, the credit note printed at once.
 */
export function useTillReturns({
  businessId,
  business,
  onDone,
}: {
  businessId: number;
  business: ReceiptProfile | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('returns');
  const qc = useQueryClient();
  const [findOpen, setFindOpen] = useState(false);
  const [finding, setFinding] = useState(false);
  const [findError, setFindError] = useState<string | null>(null);
  const [sale, setSale] = useState<Sale | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  // A return just recorded: its credit note on the receipt printer, the drawer for cash.
  const printAfterReturn = usePrintAfterReturn(businessId, business);
  const show = (s: Shown) => {
    setShown(s);
    printAfterReturn(s);
  };
  const [exchange, setExchange] = useState<ExchangeDraft | null>(null);
  const [deviceSale, setDeviceSale] = useState<DeviceSale | null>(null);
  const { terminal } = useDeviceTerminal(businessId);
  const userId = useAuth().user?.id ?? '';
  const online = useOnline();

  /** A refund given at this till comes out of its shift's drawer (the device's Z counts it). */
  const noteRefund = (ret: SaleReturn) =>
    void import('./device-shift')
      .then(({ noteReturn }) =>
        noteReturn(businessId, userId, {
          totalCents: toCents(ret.totalAmount),
          refund: ret.refund.map((r) => ({ method: r.method, amountCents: toCents(r.amount) })),
        }),
      )
      .catch(() => undefined);

  /** No connection: a sale made on this till, from the device. */
  const openOnDevice = async (invoiceNumber: string): Promise<boolean> => {
    const found = terminal
      ? await import('#client/features/offline/device-sales')
          .then(({ findDeviceSale }) => findDeviceSale(businessId, invoiceNumber.trim()))
          .catch(() => undefined)
      : undefined;
    if (!found) {
      setFindError(t(terminal ? 'device.notFound' : 'device.notTerminal', { invoice: invoiceNumber.trim() }));
      if (!findOpen) toast.error(t(terminal ? 'device.notFound' : 'device.notTerminal', { invoice: invoiceNumber.trim() }));
      return false;
    }
    setFindOpen(false);
    setDeviceSale(found);
    return true;
  };

  /** Opens the sale of an invoice number; false (and a message) when there is none. */
  const open = async (invoiceNumber: string): Promise<boolean> => {
    setFinding(true);
    setFindError(null);
    try {
      if (!browserOnline()) return await openOnDevice(invoiceNumber);
      const found = await findSaleByInvoice(qc, businessId, invoiceNumber);
      setFindOpen(false);
      setSale(found);
      return true;
    } catch (err) {
      if (isNetworkError(err)) return await openOnDevice(invoiceNumber);
      const message =
        err instanceof ApiError && err.status === 404
          ? t('find.notFound', { invoice: invoiceNumber.trim() })
          : serverMessageOf(err, t('dialog.failed'));
      setFindError(message);
      if (!findOpen) toast.error(message);
      return false;
    } finally {
      setFinding(false);
    }
  };

  const dialogs: ReactNode = (
    <>
      <LazyFindSaleDialog
        open={findOpen}
        busy={finding}
        error={findError}
        hint={online ? null : t('device.findHint')}
        onFind={(n) => void open(n)}
        onClose={() => {
          setFindOpen(false);
          onDone();
        }}
      />
      <LazyReturnDialog
        businessId={businessId}
        sale={sale}
        onClose={() => {
          setSale(null);
          onDone();
        }}
        onReturned={(ret) => {
          noteRefund(ret);
          toast.success(t('returned', { number: ret.creditNoteNumber, amount: formatMoney(ret.totalAmount) }));
          show({ ret, saleDate: sale?.saleDate ?? null, newSale: null });
          setSale(null);
        }}
        onExchange={(draft) => {
          setExchange(draft);
          setSale(null);
          onDone();
        }}
      />
      {deviceSale && (
        <Suspense fallback={null}>
          <DeviceReturnDialog
            deviceSale={deviceSale}
            terminal={terminal}
            userId={userId}
            onClose={() => {
              setDeviceSale(null);
              onDone();
            }}
            onReturned={(ret, sold) => {
              noteRefund(ret);
              toast.success(t('device.returned', { amount: formatMoney(ret.totalAmount) }));
              show({ ret, saleDate: sold.saleDate, newSale: null });
              setDeviceSale(null);
            }}
          />
        </Suspense>
      )}
      <LazyCreditNoteDialog
        businessId={businessId}
        ret={shown?.ret ?? null}
        business={business}
        saleDate={shown?.saleDate ?? null}
        newSale={shown?.newSale}
        onClose={() => {
          setShown(null);
          onDone();
        }}
      />
    </>
  );

  return {
    open,
    askFind: () => {
      setFindError(null);
      setFindOpen(true);
    },
    exchange,
    cancelExchange: () => setExchange(null),
    /** An exchange was recorded: both documents on one printout. */
    exchanged: (r: { return: SaleReturn; sale: Sale }) => {
      show({ ret: r.return, saleDate: exchange?.sale.saleDate ?? null, newSale: r.sale });
      setExchange(null);
    },
    dialogs,
  };
}
