import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type AdminMetrics } from '#shared/contracts/admin';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { adminRetry } from './admin-query-defaults';

export const metricsQuery = queryOptions({
  queryKey: queryKeys.admin.metrics,
  queryFn: () => api.get<AdminMetrics>(ADMIN_PATHS.metrics),
  retry: adminRetry,
});
export const useMetrics = () => useQuery(metricsQuery);
