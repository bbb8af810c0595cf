import { useMutation, useQuery } from '@tanstack/react-query';
import type { DiscountApprovalResult, Manager } from '#shared/contracts/users';
import { managersPath, verifyApprovalPath } from '#shared/contracts/user-paths';
import { api } from '#client/lib/api';
import { returnKeys } from './return-keys';

export type Approval = { userId: string; pin: string };

/** The admins who can approve (active, with a PIN): any role may read them. */
export function useManagers(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: returnKeys.managers(businessId),
    queryFn: () => api.get<Manager[]>(managersPath(businessId)),
    enabled: enabled && businessId > 0,
    staleTime: 60_000,
  });
}

/** Checks a manager's PIN before the write is sent (the write checks it again). */
export function useVerifyApproval(businessId: number) {
  return useMutation({ mutationFn: (a: Approval) => api.post<DiscountApprovalResult>(verifyApprovalPath(businessId), a) });
}
