import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type PurchaseOrder } from '#shared/contracts/procurement';
import { api, ApiError } from '#client/lib/api';
import { purchaseOrdersKey } from './keys';

export const purchaseOrdersQuery = (businessId: number) =>
  queryOptions({
    queryKey: purchaseOrdersKey(businessId),
    queryFn: () =>
      api.get<PurchaseOrder[]>(PROCUREMENT_PATHS.purchaseOrders(businessId)).catch((err: unknown) => {
        throw new Error(`Failed to fetch purchase orders: ${err instanceof ApiError ? err.status : 'network error'}`);
      }),
    staleTime: 60_000,
  });

export const usePurchaseOrders = (businessId: number) => useQuery(purchaseOrdersQuery(businessId));
