import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseShiftInput, Shift, ShiftReport } from '#shared/contracts/shifts';
import { parseDecimalText } from '#shared/domain/decimal-text';
import { denominationsTotalCents } from '#shared/domain/denominations';
import { fromCents, toCents } from '#shared/domain/money';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  DecimalInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormField,
  toast,
} from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { formatShopDateTime } from '#client/lib/shop-time';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useParkedSales, useShiftReport } from '../api/get-shifts';
import { shiftWriteMessage, useCloseShift, type ShiftSend } from '../api/shift-writes';
import { DenominationsCounter, type Counts } from './denominations-counter';
import { ShiftReportDialog } from './shift-report-dialog';
import { PENDING_Z_NUMBER } from './shift-report-document';

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

/** Cents of typed text, or null when it is not an amount. */
function centsOf(text: string): number | null {
  const read = parseDecimalText(text);
  return read.ok && Number(read.text) >= 0 ? toCents(read.text) : null;
}

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

function CountDialog({
  businessId,
  shiftId,
  open,
  onClose,
  onClosed,
  send,
  deviceX,
}: {
  businessId: number;
  shiftId: number;
  open: boolean;
  onClose: () => void;
  onClosed: (z: ShiftReport) => void;
  send?: ShiftSend<CloseShiftInput, ShiftReport>;
  deviceX?: ShiftReport | null;
}) {
  const { t } = useTranslation('shifts');
  // A shift the server does not know yet (opened on the device) is not asked for its X.
  const x = useShiftReport(businessId, open && shiftId > 0 ? shiftId : null);
  const parked = useParkedSales(businessId, open);
  const write = useCloseShift(businessId, shiftId, send);
  const idempotency = useIdempotencyKey();
  const [counts, setCounts] = useState<Counts>({});
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setCounts({});
    setTyped(null);
    idempotency.reset();
  }, [open, idempotency]);

  const countedCents = useMemo(() => denominationsTotalCents(counts), [counts]);
  const anyCounted = Object.values(counts).some((n) => (n ?? 0) > 0);
  const text = typed ?? (anyCounted ? String(fromCents(countedCents)) : '');
  const counted = centsOf(text);
  const disagree = anyCounted && counted !== null && counted !== countedCents;
  const known = x.data ?? deviceX;
  const expectedCents = known ? toCents(known.expectedCash) : null;
  const overShort = counted !== null && expectedCents !== null ? counted - expectedCents : null;

  const submit = async () => {
    if (counted === null || disagree || write.isPending) return;
    const input = { countedCash: fromCents(counted), ...(anyCounted ? { denominations: counts } : {}) };
    try {
      const report = await write.mutateAsync({ input, headers: idempotency.headers() });
      idempotency.reset();
      if (report.zNumber === PENDING_Z_NUMBER) toast.success(t('closeShift.doneOnDevice'));
      else toast.success(t('closeShift.done', { number: report.zNumber }));
      onClosed(report);
    } catch (err) {
      toast.error(t('closeShift.failed'), { description: shiftWriteMessage(err) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !write.isPending && onClose()}>
      <DialogContent closeLabel={t('closeShift.cancel')} className="sm:max-w-2xl" data-testid="close-shift-dialog">
        <DialogHeader>
          <DialogTitle>{t('closeShift.title')}</DialogTitle>
          <DialogDescription>{t('closeShift.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {parked.data && parked.data.length > 0 && (
            <Alert data-testid="parked-at-close">
              <AlertTitle>{t('closeShift.parkedTitle')}</AlertTitle>
              <AlertDescription>
                <p>{t('closeShift.parkedDescription', { count: parked.data.length })}</p>
                <ul className="mt-1 list-disc pl-5">
                  {parked.data.map((p) => (
                    <li key={p.id}>
                      {t('closeShift.parkedBy', { name: p.customerName ?? p.cashierName ?? '—', time: formatShopDateTime(p.createdAt) })}
                      {p.note ? ` — ${p.note}` : ''}
                    </li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          )}
          <DenominationsCounter
            counts={counts}
            onChange={(c) => {
              setCounts(c);
              setTyped(null);
            }}
          />
          <FormField
            label={t('closeShift.counted')}
            htmlFor="shift-counted-cash"
            hint={t('closeShift.countedHint')}
            error={disagree ? t('closeShift.disagree', { amount: formatMoney(fromCents(countedCents)) }) : undefined}
          >
            <DecimalInput value={text} onChange={(e) => setTyped(e.target.value)} />
          </FormField>
          <dl className="grid grid-cols-2 gap-2 rounded-md border p-3 text-sm">
            <dt>{t('closeShift.expected')}</dt>
            <dd className="text-right tabular-nums" data-testid="close-expected">
              {expectedCents === null ? '…' : formatMoney(fromCents(expectedCents))}
            </dd>
            <dt>{t('closeShift.overShort')}</dt>
            <dd
              className={`text-right font-semibold tabular-nums ${overShort !== null && overShort < 0 ? 'text-destructive' : ''}`}
              data-testid="close-over-short"
            >
              {overShort === null ? '—' : `${overShort > 0 ? '+' : ''}${formatMoney(fromCents(overShort))}`}
            </dd>
          </dl>
          <FormDialogFooter
            onCancel={onClose}
            cancelLabel={t('closeShift.cancel')}
            submitLabel={t('closeShift.submit')}
            busyLabel={t('closeShift.saving')}
            busy={write.isPending}
            disabled={counted === null || disagree}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
