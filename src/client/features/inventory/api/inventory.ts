import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATALOG_PATHS,
  type Category,
  type CategoryDeleteResult,
  type CategoryInput,
  type Product,
  type ProductFormValues,
} from '#shared/contracts/catalog';
import { INVENTORY_PATHS, type InventoryResponse } from '#shared/contracts/inventory';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { useBusinessId } from '#client/lib/use-business-id';

export const inventoryQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.inventory.all(businessId),
    queryFn: () => api.get<InventoryResponse>(INVENTORY_PATHS.inventory(businessId)),
  });

export const useInventory = (businessId: number) => useQuery(inventoryQuery(businessId));

/**
 * Spec "Refresh behaviour": after a product or category change, what shows products and their
 * stock refreshes (inventory, the till, procurement's product list, low stock on the dashboard and
 * in reports) for the signed-in business, and nothing else.
 */
function useInvalidate() {
  const qc = useQueryClient();
  const businessId = useBusinessId() ?? 0;
  return () =>
    Promise.all(
      [
        queryKeys.inventory.all(businessId),
        queryKeys.pos(businessId),
        queryKeys.procurement.products(businessId),
        queryKeys.dashboard.all(businessId),
        queryKeys.reports.inventory(businessId),
      ].map((queryKey) => qc.invalidateQueries({ queryKey })),
    );
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
    // `headers` carries the dialog's Idempotency-Key: a retried stock adjustment counts once.
    mutationFn: ({ id, body, headers }: { id: number; body: ProductFormValues; headers?: IdempotencyHeaders }) =>
      api.put<Product>(CATALOG_PATHS.product(id), body, { headers }),
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
