import { useState } from 'react';
import type { Shift } from '#shared/contracts/shifts';
import { CashMovementDialog } from './cash-movement-dialog';
import { CloseShiftDialog } from './close-shift-dialog';
import { ShiftDetailDialog } from './shift-detail-dialog';
import { ShiftReportDialog } from './shift-report-dialog';

/**
 * The Shifts page's shift in detail, and where it leads: its X/Z report, its close, or cash in or
 * out. The detail closes as the next dialog opens.
 */
export function ShiftDetailFlow({
  businessId,
  selected,
  onDeselect,
}: {
  businessId: number;
  selected: Shift | null;
  onDeselect: () => void;
}) {
  const [report, setReport] = useState<number | null>(null);
  const [closing, setClosing] = useState<Shift | null>(null);
  const [moving, setMoving] = useState<{ shift: Shift; kind: 'in' | 'out' } | null>(null);
  return (
    <>
      {selected && (
        <ShiftDetailDialog
          businessId={businessId}
          shift={selected}
          onClose={onDeselect}
          onReport={() => {
            setReport(selected.id);
            onDeselect();
          }}
          onCloseShift={() => {
            setClosing(selected);
            onDeselect();
          }}
          onCash={(kind) => {
            setMoving({ shift: selected, kind });
            onDeselect();
          }}
        />
      )}
      <ShiftReportDialog businessId={businessId} shiftId={report} open={report !== null} onClose={() => setReport(null)} />
      <CloseShiftDialog businessId={businessId} shift={closing} open={closing !== null} onClose={() => setClosing(null)} />
      {moving && (
        <CashMovementDialog businessId={businessId} shiftId={moving.shift.id} kind={moving.kind} open onClose={() => setMoving(null)} />
      )}
    </>
  );
}
