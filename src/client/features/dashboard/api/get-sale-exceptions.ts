import { queryOptions, useQuery } from '@tanstack/react-query';
import { TERMINAL_PATHS, type SaleExceptionList } from '#shared/contracts/terminals';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * The open exceptions of offline sales (decision 0016): what the server recorded differently from
 * the till. Under the dashboard's key, so whatever refreshes the dashboard refreshes these too.
 */
export const openSaleExceptionsKey = (businessId: number) => [...queryKeys.dashboard.all(businessId), 'sale-exceptions', 'open'] as const;

export const openSaleExceptionsQuery = (businessId: number) =>
  queryOptions({
    queryKey: openSaleExceptionsKey(businessId),
    queryFn: () => api.get<SaleExceptionList>(`${TERMINAL_PATHS.saleExceptions(businessId)}?status=open`),
    staleTime: 60_000,
    retry: 1,
  });

export function useOpenSaleExceptions(businessId: number) {
  return useQuery(openSaleExceptionsQuery(businessId));
}
