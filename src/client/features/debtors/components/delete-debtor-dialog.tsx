import { useTranslation } from 'react-i18next';
import type { Debtor } from '#shared/contracts/debtors';
import { DeletePartyDialog } from '#client/components/forms/delete-party-dialog';
import { formatMoney } from '#client/lib/format';
import { useDeleteDebtor } from '../api/delete-debtor';

/** "Delete this debtor?", saying what they still owe; stays open while the delete runs. */
export function DeleteDebtorDialog({ businessId, debtor, onClose }: { businessId: number; debtor: Debtor | null; onClose: () => void }) {
  const { t } = useTranslation('debtors');
  return (
    <DeletePartyDialog
      party={debtor}
      onClose={onClose}
      remove={useDeleteDebtor(businessId)}
      namespace="debtors"
      description={
        debtor && debtor.remainingAmount > 0
          ? t('delete.withBalance', { name: debtor.name, amount: formatMoney(debtor.remainingAmount) })
          : t('delete.description', { name: debtor?.name ?? '' })
      }
      keepOpenOnConfirm
    />
  );
}
