import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATHS, type DashboardMetrics, type EnhancedDashboard } from '#shared/contracts/dashboard';
import { api, ApiError } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import i18n from '#client/lib/i18n';

/**
 * The enhanced dashboard; when it fails, the basic metrics with empty recent sales and modules.
 * Fresh 60 s, retried once. If the fallback fails too: 'Failed to fetch basic metrics: {status}'.
 */
export const dashboardQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.dashboard.enhanced(businessId),
    staleTime: 60_000,
    retry: 1,
    queryFn: async (): Promise<EnhancedDashboard & { fallback: boolean }> => {
      try {
        return { ...(await api.get<EnhancedDashboard>(DASHBOARD_PATHS.enhanced(businessId))), fallback: false };
      } catch (err) {
        console.warn('Enhanced dashboard failed; falling back to basic metrics', err);
      }
      try {
        const metrics = await api.get<DashboardMetrics>(DASHBOARD_PATHS.metrics(businessId));
        return { metrics, recentSales: [], todayByPaymentMethod: [], subscribedModules: [], moduleStatus: {}, fallback: true };
      } catch (err) {
        const status = err instanceof ApiError ? err.status : 0;
        throw new Error(i18n.t('dashboard:fetchFailed', { status }));
      }
    },
  });

export function useDashboard(businessId: number) {
  return useQuery(dashboardQuery(businessId));
}
