/**
 * Tax invoices: issuing one for a sale (the buyer's particulars), printing and the PDF. The sales
 * list shows the dialog; the till asks the buyer's particulars before the sale and opens the
 * dialog after it. The dialog's code (printing, the PDF) is fetched when it is first shown.
 */
import { lazy } from 'react';
import { lazyDialog } from '#client/lib/lazy-dialog';

export { useTaxInvoice } from './api/get-tax-invoice';

// The form checks the buyer's particulars with the server's schema (zod): its code, and zod with
// it, arrive when the form is first shown, never with the till (which imports this file).
export const loadTaxInvoiceBuyerForm = () => import('./components/tax-invoice-buyer-form');
/** The buyer's particulars form; render it inside a Suspense. */
export const TaxInvoiceBuyerForm = lazy(() => loadTaxInvoiceBuyerForm().then((m) => ({ default: m.TaxInvoiceBuyerForm })));

export const loadTaxInvoiceDialog = () => import('./components/tax-invoice-dialog').then((m) => m.TaxInvoiceDialog);

/** The tax invoice dialog, rendered only while it is open; its code arrives with the first opening. */
export const TaxInvoiceDialog = lazyDialog(loadTaxInvoiceDialog, () => true);

/** The tax setting choosing how tax invoices are numbered, with a preview; render it inside a Suspense. */
export const SerialPatternCard = lazy(() => import('./components/serial-pattern-card').then((m) => ({ default: m.SerialPatternCard })));
