import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TAX_PATHS, type Expense } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { taxKeys } from './keys';

/** The expenses of the panel's From–To range (under the tax key: every tax mutation refreshes it). */
export function useExpenses(businessId: number, from: string, to: string) {
  return useQuery({
    queryKey: [...taxKeys.all(businessId), 'expenses', from, to] as const,
    queryFn: () => api.get<Expense[]>(`${TAX_PATHS.expenses(businessId)}?${new URLSearchParams({ from, to })}`),
    enabled: businessId > 0 && !!from && !!to && from <= to,
    placeholderData: keepPreviousData,
  });
}
