import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/sales-paths';
import type { TaxInvoice, TaxInvoiceRequest } from '#shared/contracts/tax-invoice';
import { TAX_INVOICE_PATHS } from '#shared/contracts/tax-invoice-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * Issues the sale's tax invoice. `idempotencyKey` is one per form (the caller keeps it): a retry
 * after a lost answer gets the same invoice back instead of "already issued".
 */
export function useIssueTaxInvoice(businessId: number, saleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: TaxInvoiceRequest; idempotencyKey: string }) =>
      api.post<TaxInvoice>(TAX_INVOICE_PATHS.taxInvoice(businessId, saleId), input, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: queryKeys.sales.taxInvoice(businessId, saleId) });
      // The settings answer the next tax invoice's running number (the serial pattern's preview).
      void qc.invalidateQueries({ queryKey: queryKeys.settings, exact: true });
    },
  });
}
