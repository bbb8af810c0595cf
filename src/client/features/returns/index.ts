/**
 * Returns, exchanges, voids and credit notes. The Returns page is this feature's own; the till and
 * the sales list use the parts below, the only ones another feature may import. The dialogs carry
 * forms, previews and printing: the till fetches them with the loaders when first opened, and the
 * sales list's panel arrives with the sale it shows, so none of them is in the till's first load
 * (a static export here would be: the till imports this file).
 */
import { lazy } from 'react';

export type { ExchangeDraft } from './components/return-dialog';
/** A sale's returns, credit notes and void, with Return and Void (the sales list); render it inside a Suspense. */
export const SaleReturnsPanel = lazy(() => import('./components/sale-returns-panel').then((m) => ({ default: m.SaleReturnsPanel })));
// A return's preview, the same online and at a till with no connection (pure: no components).
export {
  emptyDrafts,
  previewReturn,
  returnableOf,
  returnRequest,
  splitRefund,
  type LineDraft,
  type RefundDraft,
  type ReturnPreview,
} from './lib/return-preview';
export type { OfflineReturnDialogProps } from './components/offline-return-dialog';
/** The return dialog of a till with no connection (the till queues what it returns); render it inside a Suspense. */
export const OfflineReturnDialog = lazy(() =>
  import('./components/offline-return-dialog').then((m) => ({ default: m.OfflineReturnDialog })),
);
export { findSaleByInvoice } from './api/get-sale-by-invoice';
export { useExchangeSale } from './api/exchange-sale';

export const loadReturnDialog = () => import('./components/return-dialog').then((m) => m.ReturnDialog);
export const loadCreditNoteDialog = () => import('./components/credit-note-dialog').then((m) => m.CreditNoteDialog);
