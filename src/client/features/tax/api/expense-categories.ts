import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_PATHS, type ExpenseCategory, type ExpenseCategoryInput } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { invalidateTax } from './keys';

export function useSaveExpenseCategory(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ExpenseCategoryInput }) =>
      id
        ? api.put<ExpenseCategory>(TAX_PATHS.expenseCategory(businessId, id), input)
        : api.post<ExpenseCategory>(TAX_PATHS.expenseCategories(businessId), input),
    onSuccess: () => invalidateTax(qc, businessId),
  });
}

export function useDeleteExpenseCategory(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(TAX_PATHS.expenseCategory(businessId, id)),
    onSuccess: () => invalidateTax(qc, businessId),
  });
}
