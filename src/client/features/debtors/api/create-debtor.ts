import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEBTOR_PATHS, type CreateDebtorInput, type Debtor } from '#shared/contracts/debtors';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateDebtorData } from './invalidate';

export function useCreateDebtor(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    // `headers` carries the form's Idempotency-Key: a retried debtor (and its debt) is created once.
    mutationFn: ({ input, headers }: { input: CreateDebtorInput; headers: IdempotencyHeaders }) =>
      api.post<Debtor>(DEBTOR_PATHS.list(businessId), input, { headers }),
    onSuccess: () => invalidateDebtorData(qc, businessId),
  });
}
