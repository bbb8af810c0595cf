import { useMutation, useQuery } from '@tanstack/react-query';
import type { DiscountApprovalResult, Manager } from '../../../../shared/contracts/users';
import { managersPath, verifyApprovalPath } from '../../../../shared/contracts/user-paths';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { Approval } from '../lib/sale-body';

export const tillKeys = {
  managers: (businessId: number) => [...queryKeys.pos(businessId), 'managers'] as const,
};

/** The admins who can approve a discount (active, with a PIN): any role may read them. */
export function useManagers(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: tillKeys.managers(businessId),
    queryFn: () => api.get<Manager[]>(managersPath(businessId)),
    enabled: enabled && businessId > 0,
    staleTime: 60_000,
  });
}

/** Checks a manager's PIN before the sale is sent (the sale checks it again). */
export function useVerifyApproval(businessId: number) {
  return useMutation({ mutationFn: (a: Approval) => api.post<DiscountApprovalResult>(verifyApprovalPath(businessId), a) });
}
