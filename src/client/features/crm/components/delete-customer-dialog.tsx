import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { ConfirmDialog, toast } from '#client/components/ui';
import { useDeleteCustomer } from '../api/save-customer';

/** "Delete this customer?"; deletes on confirm and says whether it worked. */
export function DeleteCustomerDialog({
  businessId,
  customer,
  onClose,
}: {
  businessId: number;
  customer: Customer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('crm');
  const remove = useDeleteCustomer(businessId);

  const confirmDelete = async () => {
    if (!customer || remove.isPending) return;
    try {
      await remove.mutateAsync(customer.id);
      toast.success(t('toast.deleted'));
    } catch {
      toast.error(t('toast.deleteFailed'));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={customer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.description', { name: customer?.name ?? '' })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      destructive={false}
      onConfirm={() => void confirmDelete()}
    />
  );
}
