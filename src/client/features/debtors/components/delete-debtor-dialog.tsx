import { useTranslation } from 'react-i18next';
import type { Debtor } from '#shared/contracts/debtors';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  toast,
} from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useDeleteDebtor } from '../api/delete-debtor';

/** "Delete this debtor?", saying what they still owe; stays open while the delete runs. */
export function DeleteDebtorDialog({ businessId, debtor, onClose }: { businessId: number; debtor: Debtor | null; onClose: () => void }) {
  const { t } = useTranslation('debtors');
  const remove = useDeleteDebtor(businessId);

  const confirmDelete = async () => {
    if (!debtor) return;
    try {
      await remove.mutateAsync(debtor.id);
      toast.success(t('toast.deleted'));
    } catch {
      toast.error(t('toast.deleteFailed'));
    } finally {
      onClose();
    }
  };

  return (
    <AlertDialog open={debtor !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {debtor && debtor.remainingAmount > 0
              ? t('delete.withBalance', { name: debtor.name, amount: formatMoney(debtor.remainingAmount) })
              : t('delete.description', { name: debtor?.name ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(e) => {
              e.preventDefault();
              void confirmDelete();
            }}
          >
            {t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
