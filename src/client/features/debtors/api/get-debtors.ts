import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEBTOR_PATHS, type Debtor } from '#shared/contracts/debtors';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const debtorsKey = (businessId: number) => ['debtors', businessId] as const;

// Debtor list cached 60 s.
export const debtorsQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.debtors.list(businessId),
    queryFn: () => api.get<Debtor[]>(DEBTOR_PATHS.list(businessId)),
    staleTime: 60_000,
  });

export function useDebtors(businessId: number) {
  return useQuery(debtorsQuery(businessId));
}
