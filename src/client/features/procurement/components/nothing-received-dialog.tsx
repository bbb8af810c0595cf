import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  FormField,
  Textarea,
} from '#client/components/ui';

/**
 * Asked before saving a GRN on which every received quantity is 0: it will be saved as Rejected,
 * and the server requires a reason (kept on the GRN).
 */
export function NothingReceivedDialog({
  open,
  onOpenChange,
  reason,
  error,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: UseFormRegisterReturn;
  error?: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('procurement');
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('grnForm.nothingTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('grnForm.nothingDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <FormField label={t('grnForm.rejectionReason')} htmlFor="grn-rejection-reason" error={error}>
          <Textarea rows={2} {...reason} />
        </FormField>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('actions.cancel')}</AlertDialogCancel>
          <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
            {t('grnForm.saveRejected')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
