import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import {
  Alert,
  AlertDescription,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormField,
  Textarea,
} from '#client/components/ui';
import type { Approval } from '#client/components/manager-approval/managers';
import { useVoidSale } from '../api/void-sale';
import { ManagerPinDialog } from '#client/components/manager-approval/manager-pin-dialog';

/** The browser's own word on the network: a void is never queued on a device. */
function subscribeNetwork(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const networkUp = () => navigator.onLine !== false;

/**
 * Void a sale: a reason, then the server reverses it whole — or refuses (409:
 * its shift is closed, its day is over, it has returns), in its own words. A cashier needs an
 * admin's PIN (403 VOID_APPROVAL_REQUIRED).
 */
export function VoidDialog({
  businessId,
  sale,
  onClose,
  onVoided,
}: {
  businessId: number;
  sale: Sale;
  onClose: () => void;
  onVoided: (sale: Sale) => void;
}) {
  const { t } = useTranslation('returns');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pinAsked, setPinAsked] = useState(false);
  const voidSale = useVoidSale(businessId, sale.id);
  const key = useIdempotencyKey();
  const online = useSyncExternalStore(subscribeNetwork, networkUp, () => true);
  const send = (approval?: Approval) => {
    if (!networkUp()) return setError(t('void.needsConnection'));
    setError(null);
    voidSale.mutate(
      { body: { reason: reason.trim(), ...(approval ? { approval } : {}) }, headers: key.headers() },
      {
        onSuccess: (voided) => {
          key.reset();
          onVoided(voided);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'VOID_APPROVAL_REQUIRED') setPinAsked(true);
          // No answer: a void is never queued on the device; it waits for the connection.
          else if (!(err instanceof ApiError)) setError(t('void.needsConnection'));
          else setError(serverMessageOf(err, t('void.failed')));
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && !voidSale.isPending && onClose()}>
      <DialogContent closeLabel={t('void.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('void.title', { invoice: sale.invoiceNumber })}</DialogTitle>
          <DialogDescription>{t('void.description', { total: formatMoney(sale.totalAmount) })}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) send();
          }}
        >
          <FormField label={t('void.reason')} htmlFor="void-reason">
            <Textarea id="void-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} autoFocus />
          </FormField>
          {!online && !error && (
            <Alert data-testid="void-offline">
              <AlertDescription>{t('void.needsConnection')}</AlertDescription>
            </Alert>
          )}
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <FormDialogFooter
            onCancel={onClose}
            cancelLabel={t('void.cancel')}
            submitLabel={t('void.submit')}
            busyLabel={t('void.sending')}
            busy={voidSale.isPending}
            disabled={!reason.trim() || !online}
          />
        </form>
        <ManagerPinDialog
          open={pinAsked}
          businessId={businessId}
          description={t('void.approval')}
          approveLabel={t('approve')}
          onCancel={() => setPinAsked(false)}
          onApproved={(approval) => {
            setPinAsked(false);
            send(approval);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
