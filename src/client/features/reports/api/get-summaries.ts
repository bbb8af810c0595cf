import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORTS_PATHS, type CrmSummary, type DebtorSummary, type InventorySummary, type SalesSummary } from '#shared/contracts/reports';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

// GET /api/businesses/:id/{sales,inventory,debtor,crm}-summary — one query each, cached 60 s; sales takes ?from&to.

/** From–To local dates on the shop's calendar (both included). */
export type ReportRange = { from: string; to: string };
export const rangeQueryString = (r: ReportRange) => new URLSearchParams({ from: r.from, to: r.to }).toString();

// The range drives every figure of the summary: each range is its own cached answer.
export const salesSummaryQuery = (businessId: number, range: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.reports.sales(businessId, range.from, range.to),
    queryFn: () => api.get<SalesSummary>(`${REPORTS_PATHS.salesSummary(businessId)}?${rangeQueryString(range)}`),
    staleTime: 60_000,
  });
export const inventorySummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.reports.inventory(businessId),
    queryFn: () => api.get<InventorySummary>(REPORTS_PATHS.inventorySummary(businessId)),
    staleTime: 60_000,
  });
export const debtorSummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.reports.debtors(businessId),
    queryFn: () => api.get<DebtorSummary>(REPORTS_PATHS.debtorSummary(businessId)),
    staleTime: 60_000,
  });
export const crmSummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.reports.crm(businessId),
    queryFn: () => api.get<CrmSummary>(REPORTS_PATHS.crmSummary(businessId)),
    staleTime: 60_000,
  });

/** Keeps the previous range's figures on screen while the next range loads; off while the range is invalid. */
export const useSalesSummary = (businessId: number, range: ReportRange, enabled = true) =>
  useQuery({ ...salesSummaryQuery(businessId, range), enabled, placeholderData: keepPreviousData });
export const useInventorySummary = (businessId: number) => useQuery(inventorySummaryQuery(businessId));
export const useDebtorSummary = (businessId: number) => useQuery(debtorSummaryQuery(businessId));
export const useCrmSummary = (businessId: number) => useQuery(crmSummaryQuery(businessId));
