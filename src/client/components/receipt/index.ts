// The receipt (print, download, reprint) is shared by the till and the sales list. The till loads
// its dialog lazily (the till's lazy-dialogs.tsx imports receipt-dialog directly).
export { ReceiptDialog } from './receipt-dialog';
