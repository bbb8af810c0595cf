import { useMutation } from '@tanstack/react-query';
import { userPasswordPath, type ResetPasswordInput } from '#shared/contracts/users';
import { api } from '#client/lib/api';

export function useResetPassword(businessId: number, userId: string) {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<void>(userPasswordPath(businessId, userId), input),
  });
}
