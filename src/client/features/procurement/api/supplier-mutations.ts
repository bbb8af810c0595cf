import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type Supplier, type SupplierInput } from '#shared/contracts/procurement';
import { api } from '#client/lib/api';
import { suppliersKey } from './keys';

// POST /api/businesses/:id/suppliers, PATCH /api/suppliers/:id, DELETE /api/suppliers/:id — each refreshes suppliers.
export function useCreateSupplier(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => api.post<Supplier>(PROCUREMENT_PATHS.suppliers(businessId), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: suppliersKey(businessId) }),
  });
}

export function useUpdateSupplier(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SupplierInput }) =>
      api.patch<Supplier>(PROCUREMENT_PATHS.supplier(id), { ...input, id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: suppliersKey(businessId) }),
  });
}

export function useDeleteSupplier(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(PROCUREMENT_PATHS.supplier(id)),
    onSuccess: () => qc.invalidateQueries({ queryKey: suppliersKey(businessId) }),
  });
}
