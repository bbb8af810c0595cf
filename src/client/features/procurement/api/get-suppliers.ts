import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type Supplier } from '#shared/contracts/procurement';
import { api, ApiError } from '#client/lib/api';
import { suppliersKey } from './keys';

export const suppliersQuery = (businessId: number) =>
  queryOptions({
    queryKey: suppliersKey(businessId),
    queryFn: () =>
      api.get<Supplier[]>(PROCUREMENT_PATHS.suppliers(businessId)).catch((err: unknown) => {
        throw new Error(`Failed to fetch suppliers: ${err instanceof ApiError ? err.status : 'network error'}`);
      }),
    staleTime: 60_000,
  });

export const useSuppliers = (businessId: number) => useQuery(suppliersQuery(businessId));
