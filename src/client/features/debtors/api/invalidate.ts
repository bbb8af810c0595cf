import type { QueryClient } from '@tanstack/react-query';
import { debtorsKey } from './get-debtors';

/** After a debtor mutation: the debtor lists and the dashboard metrics (spec "Refresh behaviour"). */
export function invalidateDebtorData(qc: QueryClient, businessId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: debtorsKey(businessId) }),
    qc.invalidateQueries({ queryKey: ['dashboard', businessId] }),
  ]);
}
