import type { Shift } from '../../../../shared/contracts/shifts';
import { CashMovementDialog, CloseShiftDialog, OpenShiftDialog, ShiftReportDialog } from '../../../components/shifts';

export type ShiftDialog = 'open' | 'in' | 'out' | 'x' | 'close';

/**
 * The shift's dialogs at the till (the shifts feature's, each loaded on its first opening): open
 * with a float, cash in / out with a reason, the X report, and the close that counts the drawer
 * and prints the Z report.
 */
export function TillShiftDialogs({
  businessId,
  shift,
  closing,
  dialog,
  onClose,
}: {
  businessId: number;
  shift: Shift | null;
  /** The shift being closed: kept after the close (the current shift is then none) so its Z report stays. */
  closing: Shift | null;
  dialog: ShiftDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <OpenShiftDialog businessId={businessId} open={dialog === 'open' && shift == null} onClose={onClose} />
      {shift && (
        <>
          <CashMovementDialog
            businessId={businessId}
            shiftId={shift.id}
            kind={dialog === 'out' ? 'out' : 'in'}
            open={dialog === 'in' || dialog === 'out'}
            onClose={onClose}
          />
          <ShiftReportDialog businessId={businessId} shiftId={shift.id} open={dialog === 'x'} onClose={onClose} />
        </>
      )}
      <CloseShiftDialog businessId={businessId} shift={closing} open={dialog === 'close'} onClose={onClose} />
    </>
  );
}
