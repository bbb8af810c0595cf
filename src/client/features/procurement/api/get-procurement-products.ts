import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type ProcurementProduct } from '#shared/contracts/procurement';
import { api, ApiError } from '#client/lib/api';
import { procurementProductsKey } from './keys';

export const procurementProductsQuery = (businessId: number) =>
  queryOptions({
    queryKey: procurementProductsKey(businessId),
    queryFn: () =>
      api
        .get<{ products: ProcurementProduct[] }>(PROCUREMENT_PATHS.products(businessId))
        .then((r) => r.products)
        .catch((err: unknown) => {
          throw new Error(`Failed to fetch products: ${err instanceof ApiError ? err.status : 'network error'}`);
        }),
    staleTime: 60_000,
  });

export const useProcurementProducts = (businessId: number) => useQuery(procurementProductsQuery(businessId));
