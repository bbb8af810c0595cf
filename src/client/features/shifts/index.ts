/**
 * Shifts: the Shifts page is this feature's own; the till opens, counts and closes its shift with
 * the parts below, the only ones another feature may import. Everything here is light: the hook and
 * keys need no zod, and each dialog's code (forms, zod, the report) loads on its first opening.
 *
 *   const { data } = useCurrentShift(businessId);          // { required, shift }
 *   <OpenShiftDialog businessId={id} open={…} onClose={…} />
 *   <CashMovementDialog businessId={id} shiftId={shift.id} kind="out" open={…} onClose={…} />
 *   <ShiftReportDialog businessId={id} shiftId={shift.id} open={…} onClose={…} />   // X report, print
 *   <CloseShiftDialog businessId={id} shift={shift} open={…} onClose={…} />         // count → Z, print
 */
import { lazyDialog } from '#client/lib/lazy-dialog';

export { useCurrentShift } from './api/get-current-shift';
export { shiftKeys } from './api/shift-keys';
export { ShiftWriteRefused, type ShiftSend } from './api/shift-writes';
export type { OpenShiftDialogProps } from './components/open-shift-dialog';
export type { CashMovementDialogProps } from './components/cash-movement-dialog';
export type { CloseShiftDialogProps } from './components/close-shift-dialog';
export type { ShiftReportDialogProps } from './components/shift-report-dialog';

export const OpenShiftDialog = lazyDialog(() => import('./components/open-shift-dialog').then((m) => m.OpenShiftDialog));
export const CashMovementDialog = lazyDialog(() => import('./components/cash-movement-dialog').then((m) => m.CashMovementDialog));
export const CloseShiftDialog = lazyDialog(() => import('./components/close-shift-dialog').then((m) => m.CloseShiftDialog));
export const ShiftReportDialog = lazyDialog(() => import('./components/shift-report-dialog').then((m) => m.ShiftReportDialog));
