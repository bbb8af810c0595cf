import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_PATHS, type Expense, type ExpenseInput } from '../../../../shared/contracts/tax';
import { api } from '../../../lib/api';
import { invalidateTax } from './keys';

export function useRecordExpense(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ExpenseInput) => api.post<Expense>(TAX_PATHS.expenseTransaction(businessId), input),
    onSuccess: () => invalidateTax(qc, businessId),
  });
}
