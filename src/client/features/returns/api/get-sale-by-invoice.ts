import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Sale } from '#shared/contracts/sales';
import { RETURNS_PATHS } from '#shared/contracts/returns-paths';
import { api } from '#client/lib/api';
import { returnKeys } from './return-keys';

const fetchSaleByInvoice = (businessId: number, invoiceNumber: string) =>
  api.get<Sale>(RETURNS_PATHS.saleByInvoice(businessId, invoiceNumber.trim().toUpperCase()));

/** A sale by its invoice number (the receipt's barcode), with what was already returned; 404 when none. */
export const saleByInvoiceQuery = (businessId: number, invoiceNumber: string) => ({
  queryKey: returnKeys.byInvoice(businessId, invoiceNumber.trim().toUpperCase()),
  queryFn: () => fetchSaleByInvoice(businessId, invoiceNumber),
  staleTime: 0,
});

/** The till's lookup on a scan: always fresh (another till may have returned part of it since). */
export const findSaleByInvoice = (qc: QueryClient, businessId: number, invoiceNumber: string) =>
  qc.fetchQuery(saleByInvoiceQuery(businessId, invoiceNumber));

export const useSaleByInvoice = (businessId: number, invoiceNumber: string | null) =>
  useQuery({ ...saleByInvoiceQuery(businessId, invoiceNumber ?? ''), enabled: !!invoiceNumber, retry: false });
