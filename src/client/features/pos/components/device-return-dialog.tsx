import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { fromCents } from '#shared/domain/money';
import {
  emptyDrafts,
  previewReturn,
  returnRequest,
  splitRefund,
  type LineDraft,
  type RefundDraft,
  RefundFields,
  ReturnLines,
  ReturnTotal,
} from '#client/features/returns';
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '#client/components/ui';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { newIdempotencyKey } from '#client/lib/use-idempotency-key';
import type { DeviceSale, DeviceTerminal } from '#client/features/offline/types';
import { deviceCreditNote, queueDeviceReturn, returnableDeviceSale } from '../lib/device-return';
import { shopNow } from '#client/lib/shop-time';

export type DeviceReturnDialogProps = {
  /** A sale made on this device, found with no connection; null: closed. */
  deviceSale: DeviceSale | null;
  terminal: DeviceTerminal | null | undefined;
  userId: string;
  onClose: () => void;
  /** The return is queued: its credit note (number pending) prints now. */
  onReturned: (ret: SaleReturn, sale: Sale) => void;
};

export function DeviceReturnDialog(props: DeviceReturnDialogProps) {
  const { deviceSale } = props;
  const [sale, setSale] = useState<Sale | null>(null);
  useEffect(() => {
    setSale(null);
    if (!deviceSale) return;
    let live = true;
    returnableDeviceSale(deviceSale).then(
      (s) => live && setSale(s),
      () => live && setSale(deviceSale.sale),
    );
    return () => {
      live = false;
    };
  }, [deviceSale]);
  if (!deviceSale) return null;
  return sale ? (
    <OpenDeviceReturn key={deviceSale.key} {...props} deviceSale={deviceSale} sale={sale} />
  ) : (
    <Loading onClose={props.onClose} />
  );
}

function Loading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('returns');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('dialog.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('find.title')}</DialogTitle>
          <DialogDescription>{t('device.loading')}</DialogDescription>
        </DialogHeader>
        <Skeleton className="h-40" aria-label={t('device.loading')} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The return dialog of a terminal with no connection: the same lines, preview (the shared rule)
 * and refund as online; no exchange and no manager's PIN (the server is not there to check them).
 * Returning queues it after its sale; the credit note prints at once.
 */
function OpenDeviceReturn({
  deviceSale,
  sale,
  terminal,
  userId,
  onClose,
  onReturned,
}: DeviceReturnDialogProps & { deviceSale: DeviceSale; sale: Sale }) {
  const { t } = useTranslation('returns');
  const [drafts, setDrafts] = useState<LineDraft[]>(() => emptyDrafts(sale));
  const [rows, setRows] = useState<RefundDraft[]>([{ method: 'cash', amount: '' }]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per dialog: a second tap on Return is the same queued return.
  const [key] = useState(newIdempotencyKey);
  const preview = useMemo(() => previewReturn(sale, drafts), [sale, drafts]);
  const split = splitRefund(preview.totalCents, rows);
  const creditAllowed = sale.paymentStatus !== 'paid' || sale.customerId != null;
  const ready = preview.valid && !split.error && !busy && !!terminal;

  const send = async () => {
    if (!ready || !terminal) return;
    setBusy(true);
    setError(null);
    try {
      const request = returnRequest(preview, drafts, split.parts);
      const returnedAt = shopNow().toISOString();
      await queueDeviceReturn({ ds: deviceSale, sale, request, terminal, userId, key, returnedAt });
      onReturned(deviceCreditNote(sale, preview, request, returnedAt, userId), sale);
    } catch (err) {
      console.warn('Kade: the return could not be queued on this device', err);
      setError(t('device.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t('dialog.cancel')} data-testid="device-return-dialog">
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { invoice: sale.invoiceNumber })}</DialogTitle>
          <DialogDescription>
            {t('dialog.description', { date: formatDateTime(sale.saleDate), total: formatMoney(sale.totalAmount) })}
          </DialogDescription>
        </DialogHeader>
        <Alert>
          <AlertDescription>{t('device.notice')}</AlertDescription>
        </Alert>
        <ReturnLines sale={sale} drafts={drafts} preview={preview} onChange={setDrafts} disabled={busy} />
        <ReturnTotal preview={preview} />
        <RefundFields
          rows={rows}
          onRows={setRows}
          split={split}
          totalCents={preview.totalCents}
          creditAllowed={creditAllowed}
          disabled={busy}
        />
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="button" disabled={!ready} onClick={() => void send()}>
            {busy ? t('dialog.sending') : t('dialog.submit', { amount: formatMoney(fromCents(preview.totalCents)) })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
