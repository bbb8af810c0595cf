import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

/** After a debtor mutation: the debtor lists and the dashboard metrics. */
export function invalidateDebtorData(qc: QueryClient, businessId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.debtors.all(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.dashboard.all(businessId) }),
  ]);
}
