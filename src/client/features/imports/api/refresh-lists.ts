import type { QueryClient } from '@tanstack/react-query';
import type { ImportKind } from '#shared/contracts/imports';
import { queryKeys } from '#client/lib/query-keys';

/** The cached answers an import of `kind` changes: its list's screens (and the till's catalogue). */
export function refreshImportedLists(qc: QueryClient, businessId: number, kind: ImportKind) {
  const keys: readonly (readonly unknown[])[] = {
    products: [queryKeys.inventory.all(businessId), queryKeys.pos(businessId), queryKeys.procurement.products(businessId)],
    customers: [queryKeys.customers.all(businessId)],
    debtors: [queryKeys.debtors.all(businessId)],
    suppliers: [queryKeys.procurement.all(businessId)],
  }[kind];
  for (const queryKey of [...keys, queryKeys.dashboard.all(businessId), queryKeys.reports.all(businessId)])
    void qc.invalidateQueries({ queryKey });
}
