import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseShiftInput, Shift, ShiftReport } from '#shared/contracts/shifts';
import { fromCents, toCents } from '#shared/domain/money';
import { DecimalInput, FormField, toast } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useParkedSales, useShiftReport } from '../api/get-shifts';
import { useCloseShift, type ShiftSend } from '../api/shift-writes';
import { useCashCount } from '../lib/use-cash-count';
import { ExpectedAndOverShort, ParkedAtClose } from './close-shift-sections';
import { DenominationsCounter } from './denominations-counter';
import { ShiftFormDialog } from './shift-form-dialog';
import { ShiftReportDialog } from './shift-report-dialog';
import { PENDING_Z_NUMBER } from './shift-report-document';
import { useShiftSubmit } from './use-shift-submit';

export type CloseShiftDialogProps = {
  businessId: number;
  shift: Pick<Shift, 'id'> | null;
  open: boolean;
  onClose: () => void;
  onClosed?: (z: ShiftReport) => void;
  /** The till's way of sending it (a terminal with no connection answers its own Z, numbered 0). */
  send?: ShiftSend<CloseShiftInput, ShiftReport>;
  /** What the till expects when the server's X report cannot be read (the device's own figures). */
  deviceX?: ShiftReport | null;
};

/**
 * Close: count the notes and coins (they fill the counted cash), see what the till expects and the
 * over/short before confirming, and the baskets still parked. Once closed, the Z report shows, ready to print.
 */
export function CloseShiftDialog({ businessId, shift, open, onClose, onClosed, send, deviceX }: CloseShiftDialogProps) {
  const [z, setZ] = useState<ShiftReport | null>(null);
  useEffect(() => {
    if (open) setZ(null);
  }, [open]);
  if (!shift) return null;
  if (z) return <ShiftReportDialog businessId={businessId} shiftId={shift.id} report={z} open={open} onClose={onClose} />;
  return (
    <CountDialog
      businessId={businessId}
      shiftId={shift.id}
      open={open}
      onClose={onClose}
      send={send}
      deviceX={deviceX}
      onClosed={(report) => {
        setZ(report);
        onClosed?.(report);
      }}
    />
  );
}

type CountDialogProps = Omit<CloseShiftDialogProps, 'shift' | 'onClosed'> & { shiftId: number; onClosed: (z: ShiftReport) => void };

/** The count itself: parked baskets, the notes and coins, the counted cash, expected and over/short. */
function CountDialog({ businessId, shiftId, open, onClose, onClosed, send, deviceX }: CountDialogProps) {
  const { t } = useTranslation('shifts');
  // A shift the server does not know yet (opened on the device) is not asked for its X.
  const x = useShiftReport(businessId, open && shiftId > 0 ? shiftId : null);
  const parked = useParkedSales(businessId, open);
  const write = useCloseShift(businessId, shiftId, send);
  const count = useCashCount(open);
  const known = x.data ?? deviceX;
  const submit = useShiftSubmit(write, open, {
    failed: t('closeShift.failed'),
    onDone: (report) => {
      if (report.zNumber === PENDING_Z_NUMBER) toast.success(t('closeShift.doneOnDevice'));
      else toast.success(t('closeShift.done', { number: report.zNumber }));
      onClosed(report);
    },
  });

  return (
    <ShiftFormDialog
      open={open}
      onClose={onClose}
      busy={write.isPending}
      texts="closeShift"
      title={t('closeShift.title')}
      description={t('closeShift.description')}
      testId="close-shift-dialog"
      className="sm:max-w-2xl"
      disabled={count.counted === null || count.disagree}
      onSubmit={(e) => {
        e.preventDefault();
        const input = count.input();
        if (input) void submit(input);
      }}
    >
      <ParkedAtClose parked={parked.data} />
      <DenominationsCounter counts={count.counts} onChange={count.setCounts} />
      <FormField
        label={t('closeShift.counted')}
        htmlFor="shift-counted-cash"
        hint={t('closeShift.countedHint')}
        error={count.disagree ? t('closeShift.disagree', { amount: formatMoney(fromCents(count.countedCents)) }) : undefined}
      >
        <DecimalInput value={count.text} onChange={(e) => count.setTyped(e.target.value)} />
      </FormField>
      <ExpectedAndOverShort expectedCents={known ? toCents(known.expectedCash) : null} countedCents={count.counted} />
    </ShiftFormDialog>
  );
}
