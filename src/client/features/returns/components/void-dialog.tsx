import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '#shared/contracts/sales';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { Alert, AlertDescription, FormDialog, FormField, Textarea } from '#client/components/ui';
import { ManagerPinDialog } from '#client/components/manager-approval/manager-pin-dialog';
import { useVoidSale } from '../api/void-sale';
import { useApprovedWrite } from '../lib/use-approved-write';
import { RefusalAlert } from './refusal-alert';

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
  const voidSale = useVoidSale(businessId, sale.id);
  const online = useSyncExternalStore(subscribeNetwork, networkUp, () => true);
  const write = useApprovedWrite(voidSale, {
    approvalCode: 'VOID_APPROVAL_REQUIRED',
    bodyOf: (approval) => ({ reason: reason.trim(), ...(approval ? { approval } : {}) }),
    onDone: onVoided,
    // No answer: a void is never queued on the device; it waits for the connection.
    refusalOf: (err) => (err instanceof ApiError ? serverMessageOf(err, t('void.failed')) : t('void.needsConnection')),
    blocked: () => (networkUp() ? null : t('void.needsConnection')),
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      closeLabel={t('void.cancel')}
      title={t('void.title', { invoice: sale.invoiceNumber })}
      description={t('void.description', { total: formatMoney(sale.totalAmount) })}
      busy={voidSale.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) write.send();
      }}
      submit={{ label: t('void.submit'), busyLabel: t('void.sending'), disabled: !reason.trim() || !online }}
      belowForm={<ManagerPinDialog {...write.pin} businessId={businessId} description={t('void.approval')} approveLabel={t('approve')} />}
    >
      <FormField label={t('void.reason')} htmlFor="void-reason">
        <Textarea id="void-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} autoFocus />
      </FormField>
      {!online && !write.error && (
        <Alert data-testid="void-offline">
          <AlertDescription>{t('void.needsConnection')}</AlertDescription>
        </Alert>
      )}
      <RefusalAlert error={write.error} />
    </FormDialog>
  );
}
