import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEBTOR_PATHS, type DebtorStats } from '#shared/contracts/debtors';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const debtorStatsQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.debtors.stats(businessId),
    queryFn: () => api.get<DebtorStats>(DEBTOR_PATHS.stats(businessId)),
    staleTime: 60_000,
  });

export function useDebtorStats(businessId: number) {
  return useQuery(debtorStatsQuery(businessId));
}
