import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDeactivatePath, userReactivatePath, type BusinessUser } from '#shared/contracts/users';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Deactivate (signs the user out, blocks sign-in) or reactivate a member; the list refreshes. */
export function useSetUserActive(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      api.post<BusinessUser>((active ? userReactivatePath : userDeactivatePath)(businessId, userId)),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.business.users(businessId) }),
  });
}
