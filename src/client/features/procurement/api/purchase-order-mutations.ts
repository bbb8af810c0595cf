import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type PurchaseOrder, type PurchaseOrderInput } from '#shared/contracts/procurement';
import { api } from '#client/lib/api';
import { invalidateOrdersAndStock } from './keys';

// POST /api/purchase-orders, PUT/DELETE /api/purchase-orders/:id — refresh orders and business metrics.
export function useCreatePurchaseOrder(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PurchaseOrderInput) => api.post<PurchaseOrder>(PROCUREMENT_PATHS.createPurchaseOrder, input),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}

export function useUpdatePurchaseOrder(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PurchaseOrderInput }) =>
      api.put<PurchaseOrder>(PROCUREMENT_PATHS.purchaseOrder(id), input),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}

export function useDeletePurchaseOrder(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(PROCUREMENT_PATHS.purchaseOrder(id)),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}
