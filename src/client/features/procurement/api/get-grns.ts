import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROCUREMENT_PATHS, type Grn } from '#shared/contracts/procurement';
import { api, ApiError } from '#client/lib/api';
import { grnsKey } from './keys';

export const grnsQuery = (businessId: number) =>
  queryOptions({
    queryKey: grnsKey(businessId),
    queryFn: () =>
      api.get<Grn[]>(PROCUREMENT_PATHS.grns(businessId)).catch((err: unknown) => {
        throw new Error(`Failed to fetch GRNs: ${err instanceof ApiError ? err.status : 'network error'}`);
      }),
    staleTime: 60_000,
  });

export const useGrns = (businessId: number) => useQuery(grnsQuery(businessId));
