import { queryOptions } from '@tanstack/react-query';
import type { PosResponse } from '../../../../shared/contracts/sales';
import { SALES_PATHS } from '../../../../shared/contracts/sales-paths';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

// The till's catalogue query, in a module of its own so the entry chunk can start it as soon as
// the signed-in user is known (app/prefetch.ts) without pulling in zod and the sales contract:
// hence the path from the zod-free sales-paths module and a type-only import of the contract.
// Spec: POS data fresh 60 s, retried 3 times. The server answers 304 to the browser's
// revalidation when nothing changed (ETag), so a warm reload does not re-send the catalogue.
export const posQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.pos(businessId),
    queryFn: () => api.get<PosResponse>(SALES_PATHS.pos(businessId)),
    staleTime: 60_000,
    retry: 3,
  });
