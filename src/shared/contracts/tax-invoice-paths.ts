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
