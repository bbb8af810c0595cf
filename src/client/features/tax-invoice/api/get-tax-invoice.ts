import { useQuery } from '@tanstack/react-query';
import type { TaxInvoiceRecord } from '#shared/contracts/tax-invoice';
import { TAX_INVOICE_MESSAGES, TAX_INVOICE_PATHS } from '#shared/contracts/tax-invoice-paths';
import { api, ApiError } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** The sale's tax invoice, or null when none was issued (the server answers 404). */
export const useTaxInvoice = (businessId: number, saleId: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.sales.taxInvoice(businessId, saleId),
    queryFn: async () => {
      try {
        return await api.get<TaxInvoiceRecord>(TAX_INVOICE_PATHS.taxInvoice(businessId, saleId));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404 && err.serverMessage === TAX_INVOICE_MESSAGES.notIssued) return null;
        throw err;
      }
    },
    enabled,
  });
