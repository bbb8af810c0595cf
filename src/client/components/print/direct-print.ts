/**
 * The documents' Print buttons and the receipt printer. Shared components never import
 * a feature, so the printing feature registers how it prints here (from the app's shell, once);
 * a dialog asks for a job and, when no printer is paired or the job fails, opens the print dialog.
 */
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import type { ShiftReport } from '#shared/contracts/shifts';
import type { TaxInvoiceDocument } from '#shared/contracts/tax-invoice';
import type { ReceiptLanguage } from '#shared/locales';
import type { ReceiptTax } from '../receipt/receipt-text';

export type DirectPrintJob =
  | { kind: 'receipt'; sale: Sale; business: ReceiptProfile; tax?: ReceiptTax | null }
  /** `openDrawer`: the return just paid cash back (not a reprint). */
  | {
      kind: 'creditNote';
      ret: SaleReturn;
      business: ReceiptProfile;
      tax?: ReceiptTax | null;
      saleDate?: string | null;
      openDrawer?: boolean;
    }
  | { kind: 'shiftReport'; report: ShiftReport; businessName: string }
  | { kind: 'taxInvoice'; doc: TaxInvoiceDocument }
  /** A sale's LankaQR code on paper, for a customer who cannot see the till's screen. */
  | { kind: 'lankaqr'; slip: { shopName: string; merchant: string; payload: string; amountCents: number; reference: string } };

/** true: printed on the paired printer; false: none paired, or it failed (it said why). */
export type DirectPrinter = (businessId: number, language: ReceiptLanguage, job: DirectPrintJob) => Promise<boolean>;

let printer: DirectPrinter | null = null;
let paired: ((businessId: number) => boolean) | null = null;

export function registerDirectPrinter(p: DirectPrinter, isPaired?: (businessId: number) => boolean): void {
  printer = p;
  paired = isPaired ?? null;
}

/** Whether this device has a receipt printer paired (a job that makes sense only on one, like a QR slip). */
export const hasPairedPrinter = (businessId: number | null | undefined): boolean => !!(businessId && paired?.(businessId));

/** The job on this device's receipt printer, else `dialog()` (the browser's print dialog). */
export async function printDirectOr(
  businessId: number | null | undefined,
  language: ReceiptLanguage,
  job: DirectPrintJob,
  dialog: () => void,
): Promise<void> {
  const printed = printer && businessId ? await printer(businessId, language, job).catch(() => false) : false;
  if (!printed) dialog();
}
