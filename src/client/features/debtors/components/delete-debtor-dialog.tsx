import { useTranslation } from 'react-i18next';
import type { Debtor } from '#shared/contracts/debtors';
import { ConfirmDialog, toast } from '#client/components/ui';
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
    <ConfirmDialog
      open={debtor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={
        debtor && debtor.remainingAmount > 0
          ? t('delete.withBalance', { name: debtor.name, amount: formatMoney(debtor.remainingAmount) })
          : t('delete.description', { name: debtor?.name ?? '' })
      }
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      keepOpenOnConfirm
      busy={remove.isPending}
      onConfirm={() => void confirmDelete()}
    />
  );
}
