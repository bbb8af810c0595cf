import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentFormValues, AdjustmentList, AdjustmentsCreated } from '#shared/contracts/adjustments';
import { ADJUSTMENT_PATHS, type AdjustmentFilters } from '#shared/contracts/adjustments-paths';
import type { PosResponse } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';

// Stock adjustments: the list (admins) and the write. Keys under the inventory
// prefix, so an adjustment refreshes what shows stock.
export const adjustmentsQuery = (businessId: number, filters: AdjustmentFilters) =>
  queryOptions({
    queryKey: [...queryKeys.inventory.all(businessId), 'adjustments', filters] as const,
    queryFn: () => api.get<AdjustmentList>(ADJUSTMENT_PATHS.list(businessId, filters)),
  });

export const useAdjustments = (businessId: number, filters: AdjustmentFilters, enabled = true) =>
  useQuery({ ...adjustmentsQuery(businessId, filters), enabled });

/** The products a cashier may choose too (the till's catalogue: names, codes, units, stock — no costs). */
export const adjustmentProductsQuery = (businessId: number) =>
  queryOptions({
    queryKey: [...queryKeys.inventory.all(businessId), 'adjustment-products'] as const,
    queryFn: () => api.get<PosResponse>(SALES_PATHS.pos(businessId)),
    staleTime: 60_000,
  });

export const useAdjustmentProducts = (businessId: number, enabled: boolean) =>
  useQuery({ ...adjustmentProductsQuery(businessId), enabled });

export function useCreateAdjustment(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: AdjustmentFormValues; headers: IdempotencyHeaders }) =>
      api.post<AdjustmentsCreated>(ADJUSTMENT_PATHS.list(businessId), body, { headers }),
    onSuccess: () =>
      Promise.all(
        [queryKeys.inventory.all(businessId), queryKeys.pos(businessId), queryKeys.dashboard.all(businessId)].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
