import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_PATHS, DRAWER_REASON_MAX } from '#shared/contracts/drawer-paths';
import { FormDialog, FormField, Input, toast } from '#client/components/ui';
import { api, serverMessageOf } from '#client/lib/api';
import { isNetworkError } from '#client/lib/offline-snapshot';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';

/**
 * "Open drawer" at the till: a reason (required, ≤ 200 characters), then the
 * drawer's pulse — first, so a till without a connection still opens it — and the record (who,
 * their shift, this till; the Z counts it). Lazy-loaded with the click: the till's first paint
 * carries none of it.
 */
export default function OpenDrawerDialog({
  businessId,
  terminalId,
  onClose,
}: {
  businessId: number;
  terminalId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('printing');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(t('drawer.reasonRequired'));
    if (text.length > DRAWER_REASON_MAX) return setError(t('drawer.reasonTooLong', { max: DRAWER_REASON_MAX }));
    setBusy(true);
    try {
      const { kickDrawer } = await import('../lib/print-service');
      const opened = await kickDrawer(businessId);
      try {
        await api.post(DRAWER_PATHS.opens(businessId), { reason: text, ...(terminalId ? { terminalId } : {}) }, { headers: key.headers() });
        key.reset();
      } catch (err) {
        // The drawer is open either way; offline the record is not kept (the outbox sends sales, shifts and returns only).
        toast.error(t('drawer.recordFailed'), { description: isNetworkError(err) ? undefined : serverMessageOf(err, '') || undefined });
        if (!isNetworkError(err)) return;
      }
      if (opened) toast.success(t('drawer.opened'));
      else toast.info(t('drawer.noDrawer'));
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      closeLabel={t('drawer.cancel')}
      title={t('drawer.title')}
      description={t('drawer.description')}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      submit={{ label: t('drawer.submit'), busyLabel: t('drawer.submit') }}
    >
      <FormField label={t('drawer.reason')} htmlFor="drawer-reason" error={error}>
        <Input
          value={reason}
          maxLength={DRAWER_REASON_MAX + 20}
          placeholder={t('drawer.reasonPlaceholder')}
          autoFocus
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
