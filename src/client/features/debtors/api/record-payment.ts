import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEBTOR_PATHS, type Debtor, type DebtorPayment, type PaymentInput } from '../../../../shared/contracts/debtors';
import { api } from '../../../lib/api';
import { invalidateDebtorData } from './invalidate';

export function useRecordPayment(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PaymentInput }) =>
      api.post<{ payment: DebtorPayment; debtor: Debtor }>(DEBTOR_PATHS.payments(id), input),
    onSuccess: () => invalidateDebtorData(qc, businessId),
  });
}
