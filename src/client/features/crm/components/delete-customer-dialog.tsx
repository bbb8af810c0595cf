import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { DeletePartyDialog } from '#client/components/forms/delete-party-dialog';
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
  return (
    <DeletePartyDialog
      party={customer}
      onClose={onClose}
      remove={useDeleteCustomer(businessId)}
      namespace="crm"
      description={t('delete.description', { name: customer?.name ?? '' })}
      destructive={false}
    />
  );
}
