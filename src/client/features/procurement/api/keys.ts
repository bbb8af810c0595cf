import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

export const procurementKey = queryKeys.procurement.all;
export const suppliersKey = queryKeys.procurement.suppliers;
export const purchaseOrdersKey = queryKeys.procurement.purchaseOrders;
export const grnsKey = queryKeys.procurement.grns;
export const procurementProductsKey = queryKeys.procurement.products;
export const debitNotesKey = queryKeys.procurement.debitNotes;

/** Orders, GRNs and products change together (a GRN moves stock and the order's status). */
export function invalidateOrdersAndStock(qc: QueryClient, businessId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: purchaseOrdersKey(businessId) }),
    qc.invalidateQueries({ queryKey: grnsKey(businessId) }),
    qc.invalidateQueries({ queryKey: debitNotesKey(businessId) }),
    // What is owed to suppliers follows the GRNs on credit (the Creditors tab).
    qc.invalidateQueries({ queryKey: [...procurementKey(businessId), 'creditors'] }),
    qc.invalidateQueries({ queryKey: procurementProductsKey(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.inventory.all(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.pos(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.dashboard.all(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.reports.inventory(businessId) }),
  ]);
}
