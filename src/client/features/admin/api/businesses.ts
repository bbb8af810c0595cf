import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS, type DecisionResponse, type PlatformBusiness } from '#shared/contracts/admin';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { adminRetry } from './admin-query-defaults';

export const useAllBusinesses = (status: string) =>
  useQuery({
    queryKey: queryKeys.admin.businesses(status),
    queryFn: () => api.get<PlatformBusiness[]>(`${ADMIN_PATHS.businesses}${status ? `?status=${status}` : ''}`),
    retry: adminRetry,
  });

/** Suspend (with a reason) or reactivate a business; the platform's lists and cards refresh. */
export function useSetSuspension() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; suspend: true; reason: string } | { id: number; suspend: false }) =>
      a.suspend
        ? api.post<DecisionResponse>(ADMIN_PATHS.suspendBusiness(a.id), { reason: a.reason })
        : api.post<DecisionResponse>(ADMIN_PATHS.reactivateBusiness(a.id)),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
