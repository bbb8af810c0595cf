import { lazyDialog } from '#client/lib/lazy-dialog';
import { loadCreditNoteDialog, loadReturnDialog } from '#client/features/returns';
import { loadTaxInvoiceBuyerForm, TaxInvoiceDialog } from '#client/features/tax-invoice';

// The till's dialogs arrive with their first opening, not with the till: the first paint needs
// only the search box, the grid and the cart (Lighthouse on phones), and a till that scans no
// camera and returns nothing today never downloads those (the service worker's precache has them
// for a till with no connection). Those every sale may open are fetched once the till is idle
// (preloadSaleDialogs), so the first receipt opens at once, with or without a connection.
const loadReceipt = () => import('#client/components/receipt/receipt-dialog').then((m) => m.ReceiptDialog);
const loadCredit = () => import('./credit-dialog').then((m) => m.CreditDialog);
const loadPicker = () => import('./customer-picker').then((m) => m.CustomerPicker);
const loadScanner = () => import('./scanner-dialog').then((m) => m.ScannerDialog);
// The dialog and the tax invoice feature's form it shows, fetched together.
const loadBuyer = () => Promise.all([import('./till-buyer-dialog'), loadTaxInvoiceBuyerForm()]).then(([m]) => m.TillBuyerDialog);

const loadCheque = () => import('./cheque-dialog').then((m) => m.ChequeDialog);
const loadLankaQr = () => import('./lankaqr-pay-dialog').then((m) => m.LankaQrPayDialog);
const loadApproval = () => import('./manager-approval-dialog').then((m) => m.ManagerApprovalDialog);
const loadDiscount = () => import('./discount-dialog').then((m) => m.DiscountDialog);
const loadPark = () => import('./parked-dialogs').then((m) => m.ParkDialog);
const loadParked = () => import('./parked-dialogs').then((m) => m.ParkedSalesDialog);
const loadFindSale = () => import('./find-sale-dialog').then((m) => m.FindSaleDialog);
const loadReturn = loadReturnDialog;
const loadCreditNote = loadCreditNoteDialog;
const loadCartSheet = () => import('./cart-sheet').then((m) => m.CartSheet);
const loadConfirm = () => import('#client/components/ui/confirm-dialog').then((m) => m.ConfirmDialog);
const loadTerminalSetup = () => import('./terminal-setup-dialog').then((m) => m.TerminalSetupDialog);
const loadForgetTerminal = () => import('./terminal-setup-dialog').then((m) => m.ForgetTerminalDialog);

export const LazyReceiptDialog = lazyDialog(loadReceipt, (p) => p.sale != null && p.business != null);
export const LazyCreditDialog = lazyDialog(loadCredit);
export const LazyCustomerPicker = lazyDialog(loadPicker);
export const LazyScannerDialog = lazyDialog(loadScanner);
/** A registered shop's tax invoice at the till (asked for now and then): loaded on first use, not preloaded. */
export const LazyTillBuyerDialog = lazyDialog(loadBuyer);
// The tax invoice feature's own lazy dialog: rendered only while it is open.
export const LazyTillTaxInvoiceDialog = TaxInvoiceDialog;
// The till's payment dialogs (a cheque, a manager's PIN, a discount, park and the parked list): on first use.
export const LazyChequeDialog = lazyDialog(loadCheque);
/** A sale's LankaQR code: the QR encoder comes with it, on first use. */
export const LazyLankaQrDialog = lazyDialog(loadLankaQr);
export const LazyApprovalDialog = lazyDialog(loadApproval);
export const LazyDiscountDialog = lazyDialog(loadDiscount, (p) => p.target != null);
export const LazyParkDialog = lazyDialog(loadPark);
export const LazyParkedSalesDialog = lazyDialog(loadParked);
// Returns: the find box, the return dialog and the credit note, on first use.
export const LazyFindSaleDialog = lazyDialog(loadFindSale);
export const LazyReturnDialog = lazyDialog(loadReturn, (p) => p.sale != null);
export const LazyCreditNoteDialog = lazyDialog(loadCreditNote, (p) => p.ret != null && p.business != null);
/** A phone's cart sheet (cart-area.tsx preloads it once the till is idle). */
export const LazyCartSheet = lazyDialog(loadCartSheet);
/** "Clear the cart?": on first use. */
export const LazyConfirmDialog = lazyDialog(loadConfirm, (p) => p.open === true);
// Setting up this browser as a terminal, or forgetting it (the owner, now and then): on first use.
export const LazyTerminalSetupDialog = lazyDialog(loadTerminalSetup);
export const LazyForgetTerminalDialog = lazyDialog(loadForgetTerminal);

/**
 * Fetches the code of the dialogs every sale may open (use-preload-till.ts calls it once the till
 * is idle): the receipt, a credit sale's and clearing the cart. The customer picker (with the
 * customer form's schemas) and the rest wait for their first opening.
 */
export function preloadSaleDialogs() {
  [LazyReceiptDialog, LazyCreditDialog, LazyConfirmDialog].forEach((d) => d.preload());
}
