import { useMemo } from 'react';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import type { ShiftReport } from '#shared/contracts/shifts';
import type { TaxInvoiceDocument } from '#shared/contracts/tax-invoice';
import type { ReceiptLanguage } from '#shared/locales';
import { receiptLabelsFrom } from '#client/components/receipt/receipt-labels';
import { loadReceiptLanguage, receiptI18n, useReceiptI18n } from '#client/components/receipt/receipt-language';
import type { ReceiptTax } from '#client/components/receipt/receipt-text';
import { creditNoteDocument } from './documents/credit-note-document';
import { receiptDocument } from './documents/receipt-document';
import { shiftReportDocument } from './documents/shift-report-document';
import { taxInvoiceDocument } from './documents/tax-invoice-document';
import { testPageDocument } from './documents/test-page-document';
import { lankaQrDocument, type LankaQrSlip } from './documents/lankaqr-document';
import { shopNow } from '#client/lib/shop-time';
import type { PrintDocument, PrinterConfig } from './print-types';

export { saleTakesCash } from './documents/receipt-document';
export { returnPaysCash } from './documents/credit-note-document';

/** The catalogues the printed documents speak: the receipt's (pos), returns, shifts, sales (tax invoice), printing. */
export const PRINT_NAMESPACES = ['pos', 'returns', 'shifts', 'sales', 'printing'] as const;

export type PrintDocuments = {
  language: ReceiptLanguage;
  receipt: (sale: Sale, business: ReceiptProfile, tax?: ReceiptTax | null, logoUrl?: string | null) => PrintDocument;
  creditNote: (ret: SaleReturn, business: ReceiptProfile, tax?: ReceiptTax | null, saleDate?: string | null) => PrintDocument;
  shiftReport: (report: ShiftReport, businessName: string, printedAt?: Date) => PrintDocument;
  taxInvoice: (doc: TaxInvoiceDocument) => PrintDocument;
  testPage: (config: PrinterConfig, shopName: string) => PrintDocument;
  lankaQr: (slip: LankaQrSlip) => PrintDocument;
};

/**
 * The documents in a receipt language whose catalogues are loaded (loadPrintDocuments or
 * usePrintDocuments see to it): each prints in the shop's receipt language, bilingual labels for
 * "en+si" / "en+ta", as the screen's documents do.
 */
export function printDocumentsIn(language: ReceiptLanguage): PrintDocuments {
  const pos = receiptI18n(language, 'pos');
  const labels = receiptLabelsFrom(pos.t, pos.money, pos.tMain);
  return {
    language,
    receipt: (sale, business, tax, logoUrl) =>
      receiptDocument({ sale, business, tax, labels, language, dateText: pos.dateTime(sale.saleDate), formatDate: pos.date, logoUrl }),
    creditNote: (ret, business, tax, saleDate) => creditNoteDocument({ ret, business, tax, saleDate }, receiptI18n(language, 'returns')),
    shiftReport: (report, businessName, printedAt = shopNow()) =>
      shiftReportDocument({ report, businessName, printedAt }, receiptI18n(language, 'shifts')),
    taxInvoice: (doc) => taxInvoiceDocument(doc, receiptI18n(language, 'sales')),
    testPage: (config, shopName) => testPageDocument(receiptI18n(language, 'printing'), config, shopName),
    lankaQr: (slip) => lankaQrDocument(receiptI18n(language, 'printing'), slip),
  };
}

/** Outside React (auto-print after a sale): loads the language's catalogues, then the documents. */
export async function loadPrintDocuments(language: ReceiptLanguage): Promise<PrintDocuments> {
  try {
    await loadReceiptLanguage(language, PRINT_NAMESPACES);
  } catch {
    // A catalogue that fails to load (offline, never cached) prints in English, as the screen's receipt does.
  }
  return printDocumentsIn(language);
}

/** In React: the documents in the shop's receipt language (Settings); `ready` once its catalogues are here. */
export function usePrintDocuments(): PrintDocuments & { ready: boolean } {
  const r = useReceiptI18n('pos', PRINT_NAMESPACES.slice(1));
  return useMemo(() => ({ ...printDocumentsIn(r.language), ready: r.ready }), [r.language, r.ready]);
}
