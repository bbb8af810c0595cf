import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

export const taxKeys = queryKeys.tax;

/** Every tax mutation can change the panel, the calculations and the audit trail: refresh them all. */
export function invalidateTax(qc: QueryClient, businessId: number) {
  return qc.invalidateQueries({ queryKey: taxKeys.all(businessId) });
}
