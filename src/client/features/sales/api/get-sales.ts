import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesListPath, type SalesListPage } from '#shared/contracts/sales-list';
import { SALES_PATHS, type PosResponse, type Sale } from '#shared/contracts/sales';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export interface SalesFilters {
  invoice: string;
  from: string;
  to: string;
  customer: string;
  cashierId: string;
  paymentMethod: string;
  /** completed, partly_returned, returned or void; '' for any. */
  status: string;
}

export const EMPTY_FILTERS: SalesFilters = { invoice: '', from: '', to: '', customer: '', cashierId: '', paymentMethod: '', status: '' };

function query(filters: SalesFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v.trim()) params.set(k, v.trim());
  if (cursor) params.set('cursor', cursor);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** One page of the filtered sales list; the previous page stays on screen while the next loads. */
export const useSalesList = (businessId: number, filters: SalesFilters, cursor: string | null) =>
  useQuery({
    queryKey: queryKeys.sales.list(businessId, filters, cursor),
    queryFn: () => api.get<SalesListPage>(`${salesListPath(businessId)}${query(filters, cursor)}`),
    placeholderData: keepPreviousData,
  });

export const useSale = (businessId: number, saleId: number | null) =>
  useQuery({
    queryKey: queryKeys.sales.detail(businessId, saleId),
    queryFn: () => api.get<Sale>(SALES_PATHS.sale(businessId, saleId!)),
    enabled: saleId !== null,
  });

/** The receipt's business profile comes with the till's data (same cache entry as the till). */
export const receiptProfileQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.pos(businessId),
    queryFn: () => api.get<PosResponse>(SALES_PATHS.pos(businessId)),
    staleTime: 60_000,
  });
export const useReceiptProfile = (businessId: number, enabled: boolean) => useQuery({ ...receiptProfileQuery(businessId), enabled });
