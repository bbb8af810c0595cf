import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PATHS, type DecisionResponse } from '#shared/contracts/admin';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export type Decision =
  | { kind: 'approveBusiness'; id: number }
  | { kind: 'rejectBusiness'; id: number; reason: string }
  | { kind: 'approveAddon'; id: number }
  | { kind: 'rejectAddon'; id: number; reason: string };

function call(d: Decision) {
  switch (d.kind) {
    case 'approveBusiness':
      return api.post<DecisionResponse>(ADMIN_PATHS.approveBusiness(d.id));
    case 'rejectBusiness':
      return api.post<DecisionResponse>(ADMIN_PATHS.rejectBusiness(d.id), { reason: d.reason });
    case 'approveAddon':
      return api.post<DecisionResponse>(ADMIN_PATHS.approveAddon(d.id));
    case 'rejectAddon':
      return api.post<DecisionResponse>(ADMIN_PATHS.rejectAddon(d.id), { reason: d.reason });
  }
}

/** Approve or reject a business or add-on; the tables, cards and the shell refresh afterwards. */
export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: queryKeys.admin.all });
      await qc.invalidateQueries({ queryKey: queryKeys.auth.user });
      await qc.invalidateQueries({ queryKey: queryKeys.business.all });
    },
  });
}
