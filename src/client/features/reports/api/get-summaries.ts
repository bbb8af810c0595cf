import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  REPORTS_PATHS,
  type CrmSummary,
  type DebtorSummary,
  type InventorySummary,
  type SalesSummary,
} from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api';

// GET /api/businesses/:id/{sales,inventory,debtor,crm}-summary — one query each, cached 60 s.
const key = (businessId: number, name: string) => ['reports', businessId, name] as const;

export const salesSummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: key(businessId, 'sales'),
    queryFn: () => api.get<SalesSummary>(REPORTS_PATHS.salesSummary(businessId)),
    staleTime: 60_000,
  });
export const inventorySummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: key(businessId, 'inventory'),
    queryFn: () => api.get<InventorySummary>(REPORTS_PATHS.inventorySummary(businessId)),
    staleTime: 60_000,
  });
export const debtorSummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: key(businessId, 'debtors'),
    queryFn: () => api.get<DebtorSummary>(REPORTS_PATHS.debtorSummary(businessId)),
    staleTime: 60_000,
  });
export const crmSummaryQuery = (businessId: number) =>
  queryOptions({
    queryKey: key(businessId, 'crm'),
    queryFn: () => api.get<CrmSummary>(REPORTS_PATHS.crmSummary(businessId)),
    staleTime: 60_000,
  });

export const useSalesSummary = (businessId: number) => useQuery(salesSummaryQuery(businessId));
export const useInventorySummary = (businessId: number) => useQuery(inventorySummaryQuery(businessId));
export const useDebtorSummary = (businessId: number) => useQuery(debtorSummaryQuery(businessId));
export const useCrmSummary = (businessId: number) => useQuery(crmSummaryQuery(businessId));
