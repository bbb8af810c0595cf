import { queryOptions, useQuery } from '@tanstack/react-query';
import { SALES_PATHS, type PosResponse } from '../../../../shared/contracts/sales';
import { api } from '../../../lib/api';

// Spec: POS data fresh 60 s, retried 3 times. The server answers 304 to the browser's
// revalidation when nothing changed (ETag), so a warm reload does not re-send the catalogue.
export const posQuery = (businessId: number) =>
  queryOptions({
    queryKey: ['pos', businessId],
    queryFn: () => api.get<PosResponse>(SALES_PATHS.pos(businessId)),
    staleTime: 60_000,
    retry: 3,
  });

export const usePos = (businessId: number) => useQuery(posQuery(businessId));
