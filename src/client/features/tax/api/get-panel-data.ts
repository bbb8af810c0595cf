import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_PATHS, type TaxPanelData } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { currentUserQuery } from '#client/lib/auth';
import { queryClient } from '#client/lib/query-client';
import { shopMonthStart, shopToday } from '#client/lib/shop-time';
import { taxKeys } from './keys';

export const panelDataQuery = (businessId: number, from: string, to: string) =>
  queryOptions({
    queryKey: taxKeys.panel(businessId, from, to),
    queryFn: () => api.get<TaxPanelData>(`${TAX_PATHS.panelData(businessId)}?${new URLSearchParams({ from, to })}`),
    // A new From–To keeps the figures on screen until the new ones arrive (no loading flash).
    placeholderData: keepPreviousData,
  });

export function usePanelData(businessId: number, from: string, to: string) {
  return useQuery({ ...panelDataQuery(businessId, from, to), enabled: businessId > 0 && !!from && !!to && from <= to });
}

/**
 * The panel's default range (month to date), fetched as soon as the screen's code loads. On a full
 * page load the router preloads the screen once the user is known, so the figures download beside
 * the shell instead of after the page's first render.
 */
export function prefetchDefaultPanel(): void {
  const user = queryClient.getQueryData(currentUserQuery.queryKey);
  const businessId = user?.business?.id;
  if (!businessId || user.role === 'cashier') return;
  void queryClient.prefetchQuery(panelDataQuery(businessId, shopMonthStart(), shopToday()));
}
