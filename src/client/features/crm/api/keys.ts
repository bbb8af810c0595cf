import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

/** After a customer mutation: the customer lists and the dashboard/report metrics. */
export function invalidateCustomerData(qc: QueryClient, businessId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.customers.all(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.dashboard.all(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.reports.all(businessId) }),
  ]);
}
