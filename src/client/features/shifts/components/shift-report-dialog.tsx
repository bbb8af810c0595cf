import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '#shared/contracts/shifts';
import { PrintArea, usePrint, type Paper } from '#client/components/print/printable';
import { printDirectOr } from '#client/components/print/direct-print';
import { PaperPreview } from '#client/components/print/paper-preview';
import { useReceiptLanguage } from '#client/components/receipt/receipt-language';
import { useBusinessId } from '#client/lib/use-business-id';
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  NativeSelect,
  Skeleton,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { shopNow } from '#client/lib/shop-time';
import { useShiftReport } from '../api/get-shifts';
import { ShiftReportDocument } from './shift-report-document';

export type ShiftReportDialogProps = {
  businessId: number;
  /** The shift whose report to show: its X while open, its stored Z once closed. */
  shiftId: number | null;
  /** A report already in hand (the close's answer): shown without asking again. */
  report?: ShiftReport | null;
  open: boolean;
  onClose: () => void;
};

/** The X or Z report on paper (80 mm roll or A4, the shared print mechanism), with Print. */
export function ShiftReportDialog({ businessId, shiftId, report, open, onClose }: ShiftReportDialogProps) {
  const { t } = useTranslation('shifts');
  // A shift opened on a till with no connection has no server id yet (-1): its report is given.
  const q = useShiftReport(businessId, open && !report && shiftId !== null && shiftId > 0 ? shiftId : null);
  const shown = report ?? q.data;
  const [paper, setPaper] = useState<Paper>('roll-80mm');
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('report.close')} className={paper === 'a4' ? 'sm:max-w-4xl' : 'sm:max-w-md'}>
        <DialogHeader>
          <DialogTitle>{shown?.zNumber != null ? t('detail.zReport') : t('detail.xReport')}</DialogTitle>
          <DialogDescription>{shown ? shown.userName : t('report.loading')}</DialogDescription>
        </DialogHeader>
        {q.isError && !report ? (
          <Alert variant="destructive">
            <AlertDescription>{serverMessageOf(q.error, t('report.loadFailed'))}</AlertDescription>
          </Alert>
        ) : shown ? (
          <ReportOnPaper report={shown} paper={paper} />
        ) : (
          <Skeleton className="h-80" aria-label={t('report.loading')} />
        )}
        <DialogFooter className="items-center">
          <label className="mr-auto flex items-center gap-2 text-sm">
            {t('report.paper')}
            <NativeSelect value={paper} onChange={(e) => setPaper(e.target.value as Paper)} aria-label={t('report.paper')}>
              <option value="roll-80mm">{t('report.roll')}</option>
              <option value="a4">{t('report.a4')}</option>
            </NativeSelect>
          </label>
          <PrintButton report={shown} paper={paper} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReportOnPaper({ report, paper }: { report: ShiftReport; paper: Paper }) {
  const businessName = useAuth().user?.business?.name ?? '';
  return (
    <PaperPreview paper={paper} testId="shift-report">
      <ShiftReportDocument report={report} businessName={businessName} paper={paper} printedAt={shopNow()} />
    </PaperPreview>
  );
}

function PrintButton({ report, paper }: { report: ShiftReport | undefined; paper: Paper }) {
  const { t } = useTranslation('shifts');
  const printer = usePrint(paper);
  const businessName = useAuth().user?.business?.name ?? '';
  const businessId = useBusinessId();
  const { language } = useReceiptLanguage();
  // The paired receipt printer, else the print dialog.
  const print = () =>
    report ? void printDirectOr(businessId, language, { kind: 'shiftReport', report, businessName }, printer.print) : undefined;
  return (
    <>
      {report && (
        <PrintArea handle={printer}>
          <ShiftReportDocument report={report} businessName={businessName} paper={paper} printedAt={shopNow()} />
        </PrintArea>
      )}
      <Button type="button" onClick={print} disabled={!report} data-testid="print-shift-report">
        <Printer aria-hidden="true" />
        {t('report.print')}
      </Button>
    </>
  );
}
