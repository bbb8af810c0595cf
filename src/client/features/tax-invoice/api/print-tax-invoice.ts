import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxInvoicePrint } from '#shared/contracts/tax-invoice';
import { TAX_INVOICE_PATHS } from '#shared/contracts/tax-invoice-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Records an 80 mm print (the print counter is shared with the PDF) and answers what to print. */
export function useRecordTaxInvoicePrint(businessId: number, saleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TaxInvoicePrint>(TAX_INVOICE_PATHS.taxInvoicePrints(businessId, saleId)),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.sales.taxInvoice(businessId, saleId) }),
  });
}
