import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_PATHS, type ApplicationResponse } from '#shared/contracts/subscriptions';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** After applying, the shell must see the new (pending) business: refresh the user and the modules. */
export function useSubmitApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<ApplicationResponse>(SUBSCRIPTION_PATHS.apply, form),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: queryKeys.auth.user });
      await qc.invalidateQueries({ queryKey: queryKeys.business.all });
    },
  });
}
