import type { QueryClient } from '@tanstack/react-query';

export const procurementKey = (businessId: number) => ['procurement', businessId] as const;
export const suppliersKey = (businessId: number) => [...procurementKey(businessId), 'suppliers'] as const;
export const purchaseOrdersKey = (businessId: number) => [...procurementKey(businessId), 'purchase-orders'] as const;
export const grnsKey = (businessId: number) => [...procurementKey(businessId), 'grns'] as const;
export const procurementProductsKey = (businessId: number) => [...procurementKey(businessId), 'products'] as const;

/** Orders, GRNs and products change together (a GRN moves stock and the order's status). */
export function invalidateOrdersAndStock(qc: QueryClient, businessId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: purchaseOrdersKey(businessId) }),
    qc.invalidateQueries({ queryKey: grnsKey(businessId) }),
    qc.invalidateQueries({ queryKey: procurementProductsKey(businessId) }),
    qc.invalidateQueries({ queryKey: ['inventory'] }),
    qc.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
