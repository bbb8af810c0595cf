import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATALOG_PATHS,
  type Category,
  type CategoryDeleteResult,
  type CategoryInput,
  type Product,
  type ProductFormValues,
} from '../../../../shared/contracts/catalog';
import { INVENTORY_PATHS, type InventoryResponse } from '../../../../shared/contracts/inventory';
import { api } from '../../../lib/api';

export const inventoryQuery = (businessId: number) =>
  queryOptions({
    queryKey: ['inventory', businessId],
    queryFn: () => api.get<InventoryResponse>(INVENTORY_PATHS.inventory(businessId)),
  });

export const useInventory = (businessId: number) => useQuery(inventoryQuery(businessId));

/** Spec "Refresh behaviour": after product changes, inventory and metrics (and the till) refresh. */
function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
}

export function useCreateProduct(businessId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ProductFormValues) => api.post<Product>(CATALOG_PATHS.products(businessId), body),
    onSuccess: invalidate,
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductFormValues }) => api.put<Product>(CATALOG_PATHS.product(id), body),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(CATALOG_PATHS.product(id)),
    onSuccess: invalidate,
  });
}

export function useCreateCategory(businessId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CategoryInput) => api.post<Category>(CATALOG_PATHS.categories(businessId), body),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory(businessId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryInput }) => api.put<Category>(CATALOG_PATHS.category(businessId, id), body),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory(businessId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<CategoryDeleteResult>(CATALOG_PATHS.category(businessId, id)),
    onSuccess: invalidate,
  });
}
