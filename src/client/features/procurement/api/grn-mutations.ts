import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type Grn, type GrnInput } from '../../../../shared/contracts/procurement';
import { api } from '../../../lib/api';
import { invalidateOrdersAndStock } from './keys';

// POST /api/goods-received-notes, PUT/DELETE /api/goods-received-notes/:id — stock and order status move too.
export function useCreateGrn(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GrnInput) => api.post<Grn>(PROCUREMENT_PATHS.createGrn, input),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}

export function useUpdateGrn(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GrnInput }) => api.put<Grn>(PROCUREMENT_PATHS.grn(id), input),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}

export function useDeleteGrn(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(PROCUREMENT_PATHS.grn(id)),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}
