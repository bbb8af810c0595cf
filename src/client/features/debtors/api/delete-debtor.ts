import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEBTOR_PATHS } from '#shared/contracts/debtors';
import { api } from '#client/lib/api';
import { invalidateDebtorData } from './invalidate';

/** The screen asks first, so it always confirms a debtor that still owes money. */
export function useDeleteDebtor(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(`${DEBTOR_PATHS.one(id)}?confirm=true`),
    onSuccess: () => invalidateDebtorData(qc, businessId),
  });
}
