import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_PATHS, type AddonResponse } from '#shared/contracts/subscriptions';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export function useSubmitAddon(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<AddonResponse>(SUBSCRIPTION_PATHS.addon, form),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.business.subscription(businessId) }),
  });
}
