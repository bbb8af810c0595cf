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
} from '#client/components/ui';
import { useManagers, type Approval } from './managers';
import { PinFields } from './pin-fields';
import { usePinEntry } from './use-pin-entry';

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
  const entry = usePinEntry(businessId, managers.data, onApproved);
  const close = () => {
    entry.clear();
    onCancel();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent closeLabel={t('approval.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('approval.title')}</DialogTitle>
          <DialogDescription>{description ?? t('approval.description')}</DialogDescription>
        </DialogHeader>
        {managers.isSuccess && managers.data.length === 0 ? (
          <Alert variant="destructive">
            <AlertDescription>{t('approval.noManagers')}</AlertDescription>
          </Alert>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              entry.submit();
            }}
          >
            <PinFields entry={entry} managers={managers.data} loading={managers.isLoading} />
            <FormDialogFooter
              onCancel={close}
              cancelLabel={t('approval.cancel')}
              submitLabel={approveLabel ?? t('approval.approve')}
              busyLabel={t('processing')}
              busy={entry.busy}
              disabled={!entry.ready}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
