import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEBTOR_PATHS, type Debtor, type UpdateDebtorInput } from '#shared/contracts/debtors';
import { api } from '#client/lib/api';
import { invalidateDebtorData } from './invalidate';

export function useUpdateDebtor(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateDebtorInput }) => api.put<Debtor>(DEBTOR_PATHS.one(id), input),
    onSuccess: () => invalidateDebtorData(qc, businessId),
  });
}
