import { queryOptions, useQuery } from '@tanstack/react-query';
import { BATCH_PATHS, type ProductBatches } from '#shared/contracts/batches';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

// A product's batches with stock, for the adjustment dialog: under the inventory
// prefix, so an adjustment (which invalidates it) shows the batch's new quantity next time.
export const productBatchesQuery = (businessId: number, productId: number) =>
  queryOptions({
    queryKey: [...queryKeys.inventory.all(businessId), 'product-batches', productId] as const,
    queryFn: () => api.get<ProductBatches>(BATCH_PATHS.productBatches(businessId, productId)),
  });

export const useProductBatches = (businessId: number, productId: number | null) =>
  useQuery({ ...productBatchesQuery(businessId, productId ?? 0), enabled: productId != null });
