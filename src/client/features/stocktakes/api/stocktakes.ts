import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StocktakeCounted, StocktakeDetail, StocktakeFormValues, StocktakeList, UncountedPolicy } from '#shared/contracts/stocktakes';
import { STOCKTAKE_PATHS } from '#shared/contracts/stocktakes-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { newIdempotencyKey, type IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';

// Stocktakes. Keys owned here, under their own prefix.
const all = (businessId: number) => ['stocktakes', businessId] as const;

export const stocktakesQuery = (businessId: number) =>
  queryOptions({
    queryKey: [...all(businessId), 'list'] as const,
    queryFn: () => api.get<StocktakeList>(STOCKTAKE_PATHS.list(businessId)),
  });

/** One count; refreshed every few seconds while open, so several counters see each other's scans. */
export const stocktakeQuery = (businessId: number, id: number) =>
  queryOptions({
    queryKey: [...all(businessId), 'one', id] as const,
    queryFn: () => api.get<StocktakeDetail>(STOCKTAKE_PATHS.one(businessId, id)),
    refetchInterval: (q) => (q.state.data?.status === 'open' ? 5_000 : false),
  });

export const useStocktakes = (businessId: number) => useQuery(stocktakesQuery(businessId));
export const useStocktake = (businessId: number, id: number) => useQuery(stocktakeQuery(businessId, id));

function useRefresh(businessId: number) {
  const qc = useQueryClient();
  return (stock = false) =>
    Promise.all(
      [
        all(businessId),
        ...(stock ? [queryKeys.inventory.all(businessId), queryKeys.pos(businessId), queryKeys.dashboard.all(businessId)] : []),
      ].map((queryKey) => qc.invalidateQueries({ queryKey })),
    );
}

export function useStartStocktake(businessId: number) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: (body: StocktakeFormValues) => api.post<StocktakeDetail>(STOCKTAKE_PATHS.list(businessId), body),
    onSuccess: () => refresh(),
  });
}

export type CountBody = { productId?: number; code?: string; quantity?: string; mode?: 'add' | 'set' };

/** One scan: its own Idempotency-Key, so a scan resent on a weak line counts once. */
export function useCount(businessId: number, id: number) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: (body: CountBody) =>
      api.post<StocktakeCounted>(STOCKTAKE_PATHS.counts(businessId, id), body, { headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
    onSuccess: () => refresh(),
  });
}

export function usePostStocktake(businessId: number, id: number) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: ({ uncounted, headers }: { uncounted: UncountedPolicy; headers: IdempotencyHeaders }) =>
      api.post<StocktakeDetail>(STOCKTAKE_PATHS.post(businessId, id), { uncounted }, { headers }),
    onSuccess: () => refresh(true),
  });
}

export function useCancelStocktake(businessId: number, id: number) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: () => api.post<StocktakeDetail>(STOCKTAKE_PATHS.cancel(businessId, id)),
    onSuccess: () => refresh(),
  });
}
