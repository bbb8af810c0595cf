import { queryOptions } from '@tanstack/react-query';
import type { PosResponse } from '../../../../shared/contracts/sales';
import { api } from '../../../lib/api';

// The till's catalogue query, in a module of its own so the entry chunk can start it as soon as
// the signed-in user is known (app/prefetch.ts) without pulling in zod and the sales contract:
// hence the path written out here (pos-query.test.ts keeps it equal to SALES_PATHS.pos).
// Spec: POS data fresh 60 s, retried 3 times. The server answers 304 to the browser's
// revalidation when nothing changed (ETag), so a warm reload does not re-send the catalogue.
export const posPath = (businessId: number) => `/api/businesses/${businessId}/pos`;

export const posQuery = (businessId: number) =>
  queryOptions({
    queryKey: ['pos', businessId],
    queryFn: () => api.get<PosResponse>(posPath(businessId)),
    staleTime: 60_000,
    retry: 3,
  });
