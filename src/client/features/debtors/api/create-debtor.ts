import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEBTOR_PATHS, type CreateDebtorInput, type Debtor } from '../../../../shared/contracts/debtors';
import { api } from '../../../lib/api';
import { invalidateDebtorData } from './invalidate';

export function useCreateDebtor(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDebtorInput) => api.post<Debtor>(DEBTOR_PATHS.list(businessId), input),
    onSuccess: () => invalidateDebtorData(qc, businessId),
  });
}
