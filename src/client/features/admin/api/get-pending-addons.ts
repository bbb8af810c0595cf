import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type PendingAddon } from '#shared/contracts/admin';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { adminRetry } from './admin-query-defaults';

export const pendingAddonsQuery = queryOptions({
  queryKey: queryKeys.admin.pendingAddons,
  queryFn: () => api.get<PendingAddon[]>(ADMIN_PATHS.pendingAddons),
  retry: adminRetry,
});
export const usePendingAddons = () => useQuery(pendingAddonsQuery);
