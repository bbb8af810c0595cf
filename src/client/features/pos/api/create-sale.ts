import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Sale, SaleRequest } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { shiftKeys } from '#client/features/shifts';

export function useCreateSale(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaleRequest; idempotencyKey: string }) =>
      api.post<Sale>(SALES_PATHS.sales(businessId), body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    // Not awaited: the receipt opens at once while the figures refresh behind it.
    onSuccess: (sale) => void invalidateAfterSale(qc, businessId, sale),
  });
}

type SaleRefresh = Pick<Sale, 'paymentMethod' | 'customerId'> & {
  payments?: Pick<Sale['payments'][number], 'method'>[];
  shiftId?: number | null;
};

/**
 * What a sale changes, and nothing else: the till's catalogue and recent
 * sales, stock (inventory, procurement's product list), the sales list, the dashboard, reports and
 * tax figures; the customer's points and history when one is attached; the debtors when part of
 * it is on credit; the shift it landed in (its X report).
 */
export function keysChangedBySale(businessId: number, sale: SaleRefresh): QueryKey[] {
  const methods = new Set([sale.paymentMethod, ...(sale.payments ?? []).map((p) => p.method)]);
  return [
    queryKeys.pos(businessId),
    queryKeys.inventory.all(businessId),
    queryKeys.procurement.products(businessId),
    queryKeys.sales.all(businessId),
    queryKeys.dashboard.all(businessId),
    queryKeys.reports.all(businessId),
    queryKeys.tax.all(businessId),
    ...(sale.customerId != null ? [queryKeys.customers.all(businessId)] : []),
    ...(methods.has('credit') ? [queryKeys.debtors.all(businessId)] : []),
    ...(sale.shiftId != null ? [shiftKeys.all(businessId)] : []),
  ];
}

export function invalidateAfterSale(qc: QueryClient, businessId: number, sale: SaleRefresh) {
  return Promise.all(keysChangedBySale(businessId, sale).map((queryKey) => qc.invalidateQueries({ queryKey })));
}
