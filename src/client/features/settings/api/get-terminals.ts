import { queryOptions, useQuery } from '@tanstack/react-query';
import { TERMINAL_PATHS, type Terminal } from '#shared/contracts/terminals';
import { api } from '#client/lib/api';

/** The business's tills (Settings → Terminals), retired ones included: their codes stay taken. */
export const terminalsKey = (businessId: number) => ['terminals', businessId] as const;

export const terminalsQuery = (businessId: number) =>
  queryOptions({
    queryKey: terminalsKey(businessId),
    queryFn: async () => (await api.get<{ terminals: Terminal[] }>(TERMINAL_PATHS.terminals(businessId))).terminals,
    staleTime: 30_000,
  });

export function useTerminals(businessId: number) {
  return useQuery(terminalsQuery(businessId));
}
