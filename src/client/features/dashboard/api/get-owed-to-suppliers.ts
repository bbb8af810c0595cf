import { queryOptions, useQuery } from '@tanstack/react-query';
import { CREDITOR_PATHS, type CreditorList } from '#shared/contracts/creditors';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** What is owed to suppliers, from the creditors list. Under the dashboard's key: what refreshes it refreshes this. */
export const owedToSuppliersQuery = (businessId: number) =>
  queryOptions({
    queryKey: [...queryKeys.dashboard.all(businessId), 'creditors'] as const,
    queryFn: () => api.get<CreditorList>(CREDITOR_PATHS.list(businessId)),
    staleTime: 60_000,
    retry: false,
    enabled: businessId > 0,
  });

export const useOwedToSuppliers = (businessId: number) => useQuery(owedToSuppliersQuery(businessId));
