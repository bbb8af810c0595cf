import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userPinPath } from '#shared/contracts/users';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Sets (pin) or removes (null) the signed-in admin's own manager PIN; the list shows it after. */
export function useSetManagerPin(businessId: number, userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pin: string | null) =>
      pin === null ? api.delete<void>(userPinPath(businessId, userId)) : api.put<void>(userPinPath(businessId, userId), { pin }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.business.users(businessId) }),
  });
}
