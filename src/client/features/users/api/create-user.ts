import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersPath, type BusinessUser, type CreateUserData } from '#shared/contracts/users';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export function useCreateUser(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserData) => api.post<BusinessUser>(usersPath(businessId), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.business.users(businessId) }),
  });
}
