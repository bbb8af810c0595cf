import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userPath } from '../../../../shared/contracts/users';
import { api } from '../../../lib/api';

export function useDeleteUser(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(userPath(businessId, userId)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['business', businessId, 'users'] }),
  });
}
