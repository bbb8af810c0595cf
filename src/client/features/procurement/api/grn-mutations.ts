import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type Grn, type GrnInput } from '#shared/contracts/procurement';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateOrdersAndStock } from './keys';

// POST /api/goods-received-notes, PUT/DELETE /api/goods-received-notes/:id — stock and order status move too.
// Each carries its form's (or confirmation's) Idempotency-Key: a retried one counts once.
export function useCreateGrn(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, headers }: { input: GrnInput; headers: IdempotencyHeaders }) =>
      api.post<Grn>(PROCUREMENT_PATHS.createGrn, input, { headers }),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}

export function useUpdateGrn(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, headers }: { id: number; input: GrnInput; headers: IdempotencyHeaders }) =>
      api.put<Grn>(PROCUREMENT_PATHS.grn(id), input, { headers }),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}

export function useDeleteGrn(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, headers }: { id: number; headers: IdempotencyHeaders }) => api.delete<void>(PROCUREMENT_PATHS.grn(id), { headers }),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}
