import type { Shift, ShiftReport } from '#shared/contracts/shifts';
import { CashMovementDialog, CloseShiftDialog, OpenShiftDialog, ShiftReportDialog } from '#client/features/shifts';
import type { DeviceShiftSends } from '../lib/use-device-shift';

export type ShiftDialog = 'open' | 'in' | 'out' | 'x' | 'close';

/**
 * The shift's dialogs at the till (the shifts feature's, each loaded on its first opening): open
 * with a float, cash in / out with a reason, the X report, and the close that counts the drawer
 * and prints the Z report. A registered terminal sends them its own way (`sends`: queued
 * on the device with no connection) and, when the server cannot be asked, shows the device's X.
 */
export function TillShiftDialogs({
  businessId,
  shift,
  closing,
  dialog,
  onClose,
  sends,
  deviceX,
}: {
  businessId: number;
  shift: Shift | null;
  /** The shift being closed: kept after the close (the current shift is then none) so its Z report stays. */
  closing: Shift | null;
  dialog: ShiftDialog | null;
  onClose: () => void;
  sends?: DeviceShiftSends;
  /** The device's X report, when the server's cannot be read (no connection, or a shift opened offline). */
  deviceX: ShiftReport | null;
}) {
  return (
    <>
      <OpenShiftDialog businessId={businessId} open={dialog === 'open' && shift == null} onClose={onClose} send={sends?.open} />
      {shift && (
        <>
          <CashMovementDialog
            businessId={businessId}
            shiftId={shift.id}
            kind={dialog === 'out' ? 'out' : 'in'}
            open={dialog === 'in' || dialog === 'out'}
            onClose={onClose}
            send={sends?.move}
          />
          <ShiftReportDialog businessId={businessId} shiftId={shift.id} report={deviceX} open={dialog === 'x'} onClose={onClose} />
        </>
      )}
      <CloseShiftDialog
        businessId={businessId}
        shift={closing}
        open={dialog === 'close'}
        onClose={onClose}
        send={sends?.close}
        deviceX={deviceX}
      />
    </>
  );
}
