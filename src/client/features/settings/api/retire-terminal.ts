import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TERMINAL_PATHS } from '#shared/contracts/terminals';
import { api } from '#client/lib/api';
import { terminalsKey } from './get-terminals';

/** Retiring closes the terminal's series: the row stays (its code taken), marked inactive. */
export function useRetireTerminal(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (terminalId: number) => api.delete<unknown>(TERMINAL_PATHS.terminal(businessId, terminalId)),
    onSuccess: () => qc.invalidateQueries({ queryKey: terminalsKey(businessId) }),
  });
}
