import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userPath } from '#shared/contracts/users';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export function useDeleteUser(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(userPath(businessId, userId)),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.business.users(businessId) }),
  });
}
