import { queryOptions, useQuery } from '@tanstack/react-query';
import { BATCH_PATHS, type ExpiringSummary } from '#shared/contracts/batches';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** What expires this month. Under the dashboard's key: what refreshes it refreshes this. */
export const expiringSummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: [...queryKeys.dashboard.all(businessId), 'expiring'] as const,
    queryFn: () => api.get<ExpiringSummary>(BATCH_PATHS.expiringSummary(businessId)),
    staleTime: 60_000,
    retry: false,
  });

export const useExpiringSummary = (businessId: number) => useQuery(expiringSummaryQuery(businessId));
