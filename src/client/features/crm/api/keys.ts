import type { QueryClient } from '@tanstack/react-query';

export const crmKey = (businessId: number) => ['customers', businessId] as const;

/** After a customer mutation: the customer lists and the dashboard/report metrics (spec "Refresh behaviour"). */
export function invalidateCustomerData(qc: QueryClient, businessId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: crmKey(businessId) }),
    qc.invalidateQueries({ queryKey: ['dashboard', businessId] }),
    qc.invalidateQueries({ queryKey: ['reports', businessId] }),
  ]);
}
