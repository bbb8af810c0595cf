import type { ShiftReport } from '#shared/contracts/shifts';
import { formatAmount } from '#client/lib/format';
import type { PrintBlock, PrintDocument } from '../print-types';
import { centre, left, pair, rule } from './blocks';
import type { DocumentTexts } from './document-texts';

/** A Z printed offline before the server numbered it (shift-report-document.tsx's PENDING_Z_NUMBER). */
const PENDING_Z_NUMBER = 0;

export type ShiftReportDocumentInput = {
  /** The X/Z figures; `noSaleOpens` is printed when the report carries it. */
  report: ShiftReport & { noSaleOpens?: number };
  businessName: string;
  printedAt: Date;
};

const signed = (n: number) => (n > 0 ? `+${formatAmount(n)}` : formatAmount(n));

function drawer(rep: ShiftReport, t: DocumentTexts['t']): PrintBlock[] {
  return [
    left(t('report.drawer'), true),
    pair(t('report.openingFloat'), formatAmount(rep.openingFloat)),
    pair(t('report.cashSales'), formatAmount(rep.cashSales)),
    pair(t('report.cashRefunds'), `-${formatAmount(rep.cashRefunds)}`),
    pair(t('report.cashIn'), formatAmount(rep.cashIn)),
    pair(t('report.cashOut'), `-${formatAmount(rep.cashOut)}`),
    pair(t('report.expectedCash'), formatAmount(rep.expectedCash), true),
    ...(rep.countedCash !== null ? [pair(t('report.countedCash'), formatAmount(rep.countedCash))] : []),
    ...(rep.overShort !== null ? [pair(t('report.overShort'), signed(rep.overShort), true)] : []),
  ];
}

function sales(rep: ShiftReportDocumentInput['report'], t: DocumentTexts['t']): PrintBlock[] {
  const method = (m: { method: string; count: number }) => `${t(`report.methods.${m.method}`)} (${m.count})`;
  return [
    left(t('report.sales'), true),
    pair(t('report.salesCount'), String(rep.salesCount)),
    pair(t('report.grossSales'), formatAmount(rep.grossSales)),
    pair(t('report.discounts'), `-${formatAmount(rep.discounts)}`),
    pair(t('report.refunds'), `-${formatAmount(rep.refunds)}`),
    pair(t('report.netSales'), formatAmount(rep.netSales), true),
    pair(t('report.vat'), formatAmount(rep.vat)),
    left(t('report.byMethod'), true),
    ...(rep.byMethod.length === 0 ? [left(t('report.noPayments'))] : rep.byMethod.map((m) => pair(method(m), formatAmount(m.amount)))),
    // Returns and voids; a Z stored before them has neither.
    ...((rep.refundsByMethod ?? []).length > 0
      ? [left(t('report.refundsByMethod'), true), ...rep.refundsByMethod.map((m) => pair(method(m), `-${formatAmount(m.amount)}`))]
      : []),
    ...((rep.voids?.count ?? 0) > 0 ? [pair(`${t('report.voids')} (${rep.voids.count})`, `-${formatAmount(rep.voids.amount)}`)] : []),
    ...(rep.noSaleOpens != null ? [pair(t('report.noSaleOpens'), String(rep.noSaleOpens))] : []),
  ];
}

/** An X or Z report for the receipt printer, as the screen's roll (shifts/components/shift-report-document.tsx). */
export function shiftReportDocument({ report: rep, businessName, printedAt }: ShiftReportDocumentInput, r: DocumentTexts): PrintDocument {
  const { t } = r;
  const isZ = rep.zNumber !== null;
  const pending = rep.zNumber === PENDING_Z_NUMBER;
  const title = !isZ ? t('report.xTitle') : pending ? t('report.zTitle') : `${t('report.zTitle')} ${t('report.zNumber')} ${rep.zNumber}`;
  const blocks: PrintBlock[] = [
    centre(businessName, { bold: true, size: 2 }),
    centre(title, { bold: true }),
    ...(pending ? [centre(t('report.zPending'))] : []),
    ...(!isZ ? [centre(t('report.notClosed'))] : []),
    rule,
    pair(t('report.cashier'), rep.userName),
    pair(t('report.opened'), r.dateTime(rep.openedAt)),
    ...(rep.closedAt ? [pair(t('report.closed'), r.dateTime(rep.closedAt))] : []),
    pair(t('report.printedAt'), r.dateTime(printedAt)),
    rule,
    ...drawer(rep, t),
    rule,
    ...sales(rep, t),
  ];
  return { language: r.language, blocks };
}
