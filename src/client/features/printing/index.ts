/**
 * Printing: this device's receipt printer (Settings → Printers is this feature's own). The till
 * prints after a sale or a return with the hooks below and opens the cash drawer with the dialog's
 * loader, the only parts another feature may import; the encoder, fonts and documents load when
 * something is printed, never with the till's first paint.
 */
export { usePrintAfterReturn, usePrintAfterSale, type DoneReturn } from './lib/use-print-after-sale';

export const loadOpenDrawerDialog = () => import('./components/open-drawer-dialog');
