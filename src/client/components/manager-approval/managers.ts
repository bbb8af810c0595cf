// A manager's approval for what a cashier may not do alone (a return or void past the limit, a
// discount past the limit, a stock write-off): the admins who can approve and the PIN check. The
// till, the returns and the inventory share it.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DiscountApprovalResult, Manager } from '#shared/contracts/users';
import { managersPath, verifyApprovalPath } from '#shared/contracts/user-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export type Approval = { userId: string; pin: string };

/** The admins who can approve (active, with a PIN): any role may read them. */
export function useManagers(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.pos(businessId), 'managers'],
    queryFn: () => api.get<Manager[]>(managersPath(businessId)),
    enabled: enabled && businessId > 0,
    staleTime: 60_000,
  });
}

/** Checks a manager's PIN before the write is sent (the write checks it again). */
export function useVerifyApproval(businessId: number) {
  return useMutation({ mutationFn: (a: Approval) => api.post<DiscountApprovalResult>(verifyApprovalPath(businessId), a) });
}
