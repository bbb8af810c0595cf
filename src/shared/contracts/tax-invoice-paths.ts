// The zod-free part of the tax invoice contract: paths, messages and the serial
// number's format, for the client's first paint and the server alike; `./tax-invoice` re-exports it.

import { pathBuilders } from './fill-path';

export const TAX_INVOICE_ROUTES = {
  /** POST issues the sale's tax invoice; GET answers it (404: none issued). */
  taxInvoice: '/api/businesses/:businessId/sales/:saleId/tax-invoice',
  /** The A4 PDF; each download is a print (the first the original, later ones COPY). */
  taxInvoicePdf: '/api/businesses/:businessId/sales/:saleId/tax-invoice.pdf',
  /** POST records a print of the 80 mm roll and answers what to print. */
  taxInvoicePrints: '/api/businesses/:businessId/sales/:saleId/tax-invoice/prints',
} as const;

export const TAX_INVOICE_PATHS = pathBuilders(TAX_INVOICE_ROUTES);

export const TAX_INVOICE_MESSAGES = {
  /** 404 for a sale of this business that has no tax invoice (another business's sale: "Sale not found"). */
  notIssued: 'Tax invoice not found',
  notRegistered: 'Only a VAT-registered business can issue a tax invoice',
  alreadyIssued: (serialNumber: string) => `Tax invoice ${serialNumber} was already issued for this sale`,
  keyReused: 'This Idempotency-Key was already used for a different tax invoice',
  buyerTin: 'Enter the TIN or VAT number in digits, like 134567890 or 134567890-7000',
} as const;

/** The stable code of the 422 a business that is not VAT-registered gets. */
export const VAT_NOT_REGISTERED = 'VAT_NOT_REGISTERED';

/** 1 → "TI-000001": serial per business, never reused. */
export function formatTaxInvoiceSerial(serial: number): string {
  return `TI-${String(serial).padStart(6, '0')}`;
}

/**
 * How a shop numbers its tax invoices: `plain` TI-000001, or `gazette`, the pattern
 * YYMMM_QQQQ_XXXXX (the pattern the tax invoice rules give; docs/guide/point-of-sale.md): the year (2 digits) and
 * month (3 letters), the branch code (4 digits) and the running number (5 digits, more past
 * 99,999), at most 40 characters and no spaces; its dates print MM/DD/YYYY. The running number is
 * the shop's one gap-free sequence either way.
 */
export const TAX_INVOICE_SERIAL_PATTERNS = ['gazette', 'plain'] as const;
export type TaxInvoiceSerialPattern = (typeof TAX_INVOICE_SERIAL_PATTERNS)[number];

/** The shop's branch code in the gazette pattern: one branch per shop today. */
export const TAX_INVOICE_BRANCH_CODE = '0001';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** The serial as printed: `issuedOn` is the shop's calendar date of issue (YYYY-MM-DD). */
export function taxInvoiceSerialFor(
  pattern: TaxInvoiceSerialPattern,
  running: number,
  issuedOn: string,
  branch: string = TAX_INVOICE_BRANCH_CODE,
): string {
  if (pattern === 'plain') return formatTaxInvoiceSerial(running);
  const [year, month] = issuedOn.split('-');
  return `${year.slice(2)}${MONTHS[Number(month) - 1]}_${branch}_${String(running).padStart(5, '0')}`;
}

/** Whether a serial is in the gazette pattern (its invoice prints dates MM/DD/YYYY). */
export const isGazetteSerial = (serial: string): boolean => /^\d{2}[A-Z]{3}_\d{4}_\d{5,}$/.test(serial);

/** 2026-12-03 → 12/03/2026, the gazette's date format. */
export function gazetteDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}
