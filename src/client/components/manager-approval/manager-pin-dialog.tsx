import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  Input,
  NativeSelect,
} from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { useManagers, useVerifyApproval, type Approval } from './managers';

/** The words for a refused PIN: the server's own for 403 and 429, a generic one otherwise. */
function refusalOf(err: unknown, t: (k: string) => string): string {
  if (err instanceof ApiError && err.status === 429) return serverMessageOf(err, t('approval.tooMany'));
  if (err instanceof ApiError && err.status === 403) return t('approval.wrongPin');
  return serverMessageOf(err, t('approval.failed'));
}

/**
 * A manager's PIN on the till (returns and voids beyond a cashier's
 * limit): an admin picks their name and enters their PIN; it is checked at once
 * (POST …/discount-approvals/verify) and sent with the write, which checks it again.
 */
export function ManagerPinDialog({
  open,
  businessId,
  onCancel,
  onApproved,
  description,
  approveLabel,
}: {
  open: boolean;
  businessId: number;
  onCancel: () => void;
  onApproved: (approval: Approval, approverName: string) => void;
  /** What is being approved (default: a discount). */
  description?: string;
  approveLabel?: string;
}) {
  const { t } = useTranslation('pos');
  const managers = useManagers(businessId, open);
  const verify = useVerifyApproval(businessId);
  const [userId, setUserId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = userId || (managers.data?.length === 1 ? managers.data[0]!.id : '');
  const none = managers.isSuccess && managers.data.length === 0;
  const close = () => {
    setPin('');
    setError(null);
    onCancel();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent closeLabel={t('approval.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('approval.title')}</DialogTitle>
          <DialogDescription>{description ?? t('approval.description')}</DialogDescription>
        </DialogHeader>
        {none ? (
          <Alert variant="destructive">
            <AlertDescription>{t('approval.noManagers')}</AlertDescription>
          </Alert>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!chosen || !/^\d{4,8}$/.test(pin) || verify.isPending) return;
              setError(null);
              verify.mutate(
                { userId: chosen, pin },
                {
                  onSuccess: (r) => {
                    setPin('');
                    onApproved({ userId: chosen, pin }, r.approverName);
                  },
                  onError: (err) => {
                    setPin('');
                    setError(refusalOf(err, t));
                  },
                },
              );
            }}
          >
            <FormField label={t('approval.manager')} htmlFor="approval-manager">
              <NativeSelect value={chosen} onChange={(e) => setUserId(e.target.value)} disabled={managers.isLoading}>
                <option value="">{t('approval.chooseManager')}</option>
                {(managers.data ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('approval.pin')} htmlFor="approval-pin" error={error ?? undefined} hint={t('approval.pinHint')}>
              <Input
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                value={pin}
                onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
                autoFocus
              />
            </FormField>
            <FormDialogFooter
              onCancel={close}
              cancelLabel={t('approval.cancel')}
              submitLabel={approveLabel ?? t('approval.approve')}
              busyLabel={t('processing')}
              busy={verify.isPending}
              disabled={!chosen || !/^\d{4,8}$/.test(pin)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
