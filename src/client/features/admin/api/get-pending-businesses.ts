import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type PendingBusiness } from '#shared/contracts/admin';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { adminRetry } from './admin-query-defaults';

export const pendingBusinessesQuery = queryOptions({
  queryKey: queryKeys.admin.pendingBusinesses,
  queryFn: () => api.get<PendingBusiness[]>(ADMIN_PATHS.pendingBusinesses),
  retry: adminRetry,
});
export const usePendingBusinesses = () => useQuery(pendingBusinessesQuery);
