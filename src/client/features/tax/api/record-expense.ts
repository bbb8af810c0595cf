import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_PATHS, type Expense, type ExpenseInput } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateTax } from './keys';

export function useRecordExpense(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    // `headers` carries the form's Idempotency-Key: a retried expense is recorded once.
    mutationFn: ({ input, headers }: { input: ExpenseInput; headers: IdempotencyHeaders }) =>
      api.post<Expense>(TAX_PATHS.expenseTransaction(businessId), input, { headers }),
    onSuccess: () => invalidateTax(qc, businessId),
  });
}
