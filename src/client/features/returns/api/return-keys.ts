import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';
import { shiftKeys } from '#client/features/shifts';

/**
 * The returns' cache entries sit under the sales prefix: a sale's returns change with it, and a
 * return refreshes the sales list, the sale's detail and the till's lookup in one invalidation.
 */
export const returnKeys = {
  byInvoice: (businessId: number, invoiceNumber: string) => [...queryKeys.sales.all(businessId), 'by-invoice', invoiceNumber] as const,
  detail: (businessId: number, returnId: number) => [...queryKeys.sales.all(businessId), 'return', returnId] as const,
};

/**
 * What a return, exchange or void changes: stock (the till's catalogue, inventory), the sales and
 * their read model (dashboard, reports, tax), the customer's points and history, the debts, the
 * shift's drawer and X report.
 */
export function keysChangedByReturn(businessId: number): QueryKey[] {
  return [
    queryKeys.pos(businessId),
    queryKeys.inventory.all(businessId),
    queryKeys.procurement.products(businessId),
    queryKeys.sales.all(businessId),
    queryKeys.dashboard.all(businessId),
    queryKeys.reports.all(businessId),
    queryKeys.tax.all(businessId),
    queryKeys.customers.all(businessId),
    queryKeys.debtors.all(businessId),
    shiftKeys.all(businessId),
  ];
}

export const invalidateAfterReturn = (qc: QueryClient, businessId: number) =>
  Promise.all(keysChangedByReturn(businessId).map((queryKey) => qc.invalidateQueries({ queryKey })));
