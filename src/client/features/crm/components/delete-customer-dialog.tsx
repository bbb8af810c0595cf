import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
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
    <AlertDialog open={customer !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.description', { name: customer?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void confirmDelete()} disabled={remove.isPending}>
            {t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
