/**
 * How the shared documents' Print buttons reach this device's receipt printer (components/print/
 * direct-print.ts): registered once by the app's shell. Light: the encoder and the documents load
 * on the first click, and only when a printer is paired.
 */
import type { DirectPrintJob, DirectPrinter } from '#client/components/print/direct-print';
import type { PrintDocuments } from './print-documents';
import type { PrintDocument } from './print-types';
import { getPrinterConfig, isPaired } from './printer-store';

function documentOf(d: PrintDocuments, job: DirectPrintJob): PrintDocument {
  switch (job.kind) {
    case 'receipt':
      return d.receipt(job.sale, job.business, job.tax);
    case 'creditNote':
      return { ...d.creditNote(job.ret, job.business, job.tax, job.saleDate), openDrawer: !!job.openDrawer };
    case 'shiftReport':
      return d.shiftReport(job.report, job.businessName);
    case 'taxInvoice':
      return d.taxInvoice(job.doc);
    case 'lankaqr':
      return d.lankaQr(job.slip);
  }
}

export const directPrinter: DirectPrinter = async (businessId, language, job) => {
  if (!isPaired(getPrinterConfig(businessId))) return false;
  const [service, docs] = await Promise.all([import('./print-service'), import('./print-documents')]);
  const documents = await docs.loadPrintDocuments(language);
  return service.printDocument(businessId, documentOf(documents, job));
};

/** Light, for the shell's registration: reads the device's stored config only. */
export const directPrinterPaired = (businessId: number): boolean => isPaired(getPrinterConfig(businessId));
