/**
 * Tax invoices: issuing one for a sale (the buyer's particulars), printing and the PDF. The sales
 * list shows the dialog; the till asks the buyer's particulars before the sale and opens the
 * dialog after it, fetching its code with the loader when first needed.
 */
export { TaxInvoiceDialog } from './components/tax-invoice-dialog';
export { TaxInvoiceBuyerForm } from './components/tax-invoice-buyer-form';
export { useTaxInvoice } from './api/get-tax-invoice';

export const loadTaxInvoiceDialog = () => import('./components/tax-invoice-dialog').then((m) => m.TaxInvoiceDialog);
