/**
 * After each sale completed at the till: the receipt printed on this device's paired
 * printer when auto-print is on (`copies` times, the drawer pulsing with the first when the sale
 * took cash), or — auto-print off — the drawer pulsed alone for a cash sale. Everything heavy (the
 * encoder, the fonts, the documents) is imported when a sale completes — or, with a printer
 * paired, once the till is idle — never with the till's first paint.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { BusinessSettings } from '#shared/contracts/settings';
import type { TaxInvoiceProfile } from '#shared/contracts/tax';
import { TAX_PATHS } from '#shared/contracts/tax-paths';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import { api } from '#client/lib/api';
import { afterOpening } from '#client/lib/idle';
import { queryKeys } from '#client/lib/query-keys';
import { getPrinterConfig, isPaired } from './printer-store';

/** The receipt dialog's own query (same key): the VAT registration lines of a tax invoice. */
async function taxProfile(client: QueryClient, businessId: number): Promise<TaxInvoiceProfile | null> {
  try {
    return await client.fetchQuery({
      queryKey: queryKeys.taxInvoiceProfile(businessId),
      queryFn: () => api.get<TaxInvoiceProfile>(TAX_PATHS.taxInvoiceProfile(businessId)),
      staleTime: 60_000,
    });
  } catch {
    return null; // offline and never read: the receipt prints without them, as the dialog's would
  }
}

export async function printAfterSale(client: QueryClient, businessId: number, sale: Sale, business: ReceiptProfile | undefined) {
  const config = getPrinterConfig(businessId);
  if (!isPaired(config) || !(config.autoPrint || config.drawer)) return;
  const [service, docs] = await Promise.all([import('./print-service'), import('./print-documents')]);
  const cash = docs.saleTakesCash(sale);
  if (!config.autoPrint || !business) {
    if (cash) await service.kickDrawer(businessId);
    return;
  }
  const language = client.getQueryData<BusinessSettings>(queryKeys.settings)?.receiptLanguage ?? 'en';
  const [documents, tax] = await Promise.all([docs.loadPrintDocuments(language), taxProfile(client, businessId)]);
  const receipt = documents.receipt(sale, business, tax);
  await service.printDocument(businessId, { ...receipt, openDrawer: cash }, { copies: config.copies, config });
}

export type DoneReturn = { ret: SaleReturn; saleDate: string | null; newSale: Sale | null | undefined };

/**
 * After a return (or an exchange) recorded at the till: its credit note — and an exchange's new
 * sale — printed when auto-print is on, the drawer pulsing with the first when cash went back (or
 * came in); auto-print off, the pulse alone.
 */
export async function printAfterReturn(client: QueryClient, businessId: number, done: DoneReturn, business: ReceiptProfile | undefined) {
  const config = getPrinterConfig(businessId);
  if (!isPaired(config) || !(config.autoPrint || config.drawer)) return;
  const [service, docs] = await Promise.all([import('./print-service'), import('./print-documents')]);
  const cash = docs.returnPaysCash(done.ret) || (!!done.newSale && docs.saleTakesCash(done.newSale));
  if (!config.autoPrint || !business) {
    if (cash) await service.kickDrawer(businessId);
    return;
  }
  const language = client.getQueryData<BusinessSettings>(queryKeys.settings)?.receiptLanguage ?? 'en';
  const [documents, tax] = await Promise.all([docs.loadPrintDocuments(language), taxProfile(client, businessId)]);
  const note = documents.creditNote(done.ret, business, tax, done.saleDate);
  if (!(await service.printDocument(businessId, { ...note, openDrawer: cash }, { config }))) return;
  if (done.newSale) await service.printDocument(businessId, documents.receipt(done.newSale, business, tax), { config });
}

/** The till's callback for a recorded return or exchange. */
export function usePrintAfterReturn(businessId: number, business: ReceiptProfile | undefined): (done: DoneReturn) => void {
  const client = useQueryClient();
  return useCallback(
    (done: DoneReturn) => {
      printAfterReturn(client, businessId, done, business).catch((err) => console.warn('Kade: printing after the return failed', err));
    },
    [client, businessId, business],
  );
}

/** The till's callback for a completed sale (not for a reprint: that prints from the receipt dialog). */
export function usePrintAfterSale(businessId: number, business: ReceiptProfile | undefined): (sale: Sale) => void {
  const client = useQueryClient();
  // With a printer paired, the first receipt prints at once: its code comes when the till is idle.
  useEffect(
    () =>
      afterOpening(() => {
        if (isPaired(getPrinterConfig(businessId)))
          void Promise.all([import('./print-service'), import('./print-documents')]).catch(() => undefined);
      }),
    [businessId],
  );
  return useCallback(
    (sale: Sale) => {
      printAfterSale(client, businessId, sale, business).catch((err) => console.warn('Kade: printing after the sale failed', err));
    },
    [client, businessId, business],
  );
}
