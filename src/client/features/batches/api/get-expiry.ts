import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BATCH_PATHS, type ExpiryBucket, type ExpiryReport } from '#shared/contracts/batches';
import { api } from '#client/lib/api';

export type ExpiryFilter = { bucket?: ExpiryBucket; category?: string };

/** The expiry report: batches in stock by days left, valued at cost. */
export const expiryReportQuery = (businessId: number, filter: ExpiryFilter) =>
  queryOptions({
    queryKey: ['batches', businessId, 'expiry', filter.bucket ?? 'all', filter.category ?? ''] as const,
    queryFn: () => api.get<ExpiryReport>(BATCH_PATHS.expiry(businessId, filter)),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useExpiryReport = (businessId: number, filter: ExpiryFilter) => useQuery(expiryReportQuery(businessId, filter));
