import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TERMINAL_PATHS, type CreateTerminalInput, type Terminal } from '#shared/contracts/terminals';
import { api } from '#client/lib/api';
import { terminalsKey } from './get-terminals';

export function useCreateTerminal(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTerminalInput) => api.post<Terminal>(TERMINAL_PATHS.terminals(businessId), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: terminalsKey(businessId) }),
  });
}
