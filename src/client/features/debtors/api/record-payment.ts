import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEBTOR_PATHS, type Debtor, type DebtorPayment, type PaymentInput } from '#shared/contracts/debtors';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateDebtorData } from './invalidate';

export function useRecordPayment(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    // `headers` carries the dialog's Idempotency-Key: a retried payment is recorded once.
    mutationFn: ({ id, input, headers }: { id: number; input: PaymentInput; headers: IdempotencyHeaders }) =>
      api.post<{ payment: DebtorPayment; debtor: Debtor }>(DEBTOR_PATHS.payments(id), input, { headers }),
    onSuccess: () => invalidateDebtorData(qc, businessId),
  });
}
