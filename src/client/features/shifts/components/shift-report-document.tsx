import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '#shared/contracts/shifts';
import type { Paper } from '#client/components/print/printable';
import { formatAmount } from '#client/lib/format';
import { ReceiptLanguageProvider, useReceiptFormat } from '#client/components/receipt/receipt-language-provider';

/**
 * The number of a Z a till printed with no connection: the server gives the real one on
 * sync (numbers are serial per business, so the device cannot). The paper says it is pending.
 */
export const PENDING_Z_NUMBER = 0;

export type ShiftReportDocumentProps = { report: ShiftReport; businessName: string; paper: Paper; printedAt: Date };

const Row = ({ label, value, strong = false, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) => (
  <div className={`flex justify-between gap-3 ${strong ? 'font-bold' : ''}`} data-testid={testId}>
    <span>{label}</span>
    <span className="text-right tabular-nums">{value}</span>
  </div>
);

const Rule = () => <hr className="my-1.5 border-0 border-t border-dashed border-neutral-500" />;

const signed = (n: number) => (n > 0 ? `+${formatAmount(n)}` : formatAmount(n));

/**
 * A shift's X or Z report on paper: an 80 mm roll (one narrow column, as the till's printer
 * prints) or A4 (the same figures in two columns). Printed through components/print like receipts,
 * in the shop's receipt language (Settings), whatever the screen's.
 */
export function ShiftReportDocument(props: ShiftReportDocumentProps) {
  return (
    <ReceiptLanguageProvider ns="shifts">
      <ShiftReportBody {...props} />
    </ReceiptLanguageProvider>
  );
}

function ShiftReportBody({ report: r, businessName, paper, printedAt }: ShiftReportDocumentProps) {
  const { t } = useTranslation('shifts');
  const { dateTime } = useReceiptFormat();
  const isZ = r.zNumber !== null;
  const pending = r.zNumber === PENDING_Z_NUMBER;
  const roll = paper === 'roll-80mm';
  const drawer = (
    <section>
      <p className="font-bold">{t('report.drawer')}</p>
      <Row label={t('report.openingFloat')} value={formatAmount(r.openingFloat)} />
      <Row label={t('report.cashSales')} value={formatAmount(r.cashSales)} />
      <Row label={t('report.cashRefunds')} value={`-${formatAmount(r.cashRefunds)}`} />
      <Row label={t('report.cashIn')} value={formatAmount(r.cashIn)} />
      <Row label={t('report.cashOut')} value={`-${formatAmount(r.cashOut)}`} />
      <Row label={t('report.expectedCash')} value={formatAmount(r.expectedCash)} strong testId="report-expected" />
      {r.countedCash !== null && <Row label={t('report.countedCash')} value={formatAmount(r.countedCash)} testId="report-counted" />}
      {r.overShort !== null && <Row label={t('report.overShort')} value={signed(r.overShort)} strong testId="report-over-short" />}
    </section>
  );
  const salesPart = (
    <section>
      <p className="font-bold">{t('report.sales')}</p>
      <Row label={t('report.salesCount')} value={String(r.salesCount)} testId="report-sales-count" />
      <Row label={t('report.grossSales')} value={formatAmount(r.grossSales)} />
      <Row label={t('report.discounts')} value={`-${formatAmount(r.discounts)}`} />
      <Row label={t('report.refunds')} value={`-${formatAmount(r.refunds)}`} />
      <Row label={t('report.netSales')} value={formatAmount(r.netSales)} strong testId="report-net-sales" />
      <Row label={t('report.vat')} value={formatAmount(r.vat)} />
      <p className="mt-2 font-bold">{t('report.byMethod')}</p>
      {r.byMethod.length === 0 && <p>{t('report.noPayments')}</p>}
      {r.byMethod.map((m) => (
        <Row key={m.method} label={`${t(`report.methods.${m.method}`)} (${m.count})`} value={formatAmount(m.amount)} />
      ))}
      {/* Returns and voids; a Z stored before them has neither. */}
      {(r.refundsByMethod ?? []).length > 0 && (
        <div data-testid="report-refunds-by-method">
          <p className="mt-2 font-bold">{t('report.refundsByMethod')}</p>
          {r.refundsByMethod.map((m) => (
            <Row key={m.method} label={`${t(`report.methods.${m.method}`)} (${m.count})`} value={`-${formatAmount(m.amount)}`} />
          ))}
        </div>
      )}
      {(r.voids?.count ?? 0) > 0 && (
        <Row label={`${t('report.voids')} (${r.voids.count})`} value={`-${formatAmount(r.voids.amount)}`} testId="report-voids" />
      )}
      {/* "Open drawer" without a sale: always shown, a zero is worth reading too. */}
      <Row label={t('report.noSaleOpens')} value={r.noSaleOpens ?? 0} testId="report-no-sale-opens" />
    </section>
  );
  return (
    <div className={roll ? 'font-mono leading-snug text-black' : 'leading-snug text-black'} data-testid="shift-report-document">
      <div className="text-center">
        <p className="text-[1.3em] font-bold break-words">{businessName}</p>
        <p className="font-bold tracking-wide" data-testid="report-title">
          {!isZ ? t('report.xTitle') : pending ? t('report.zTitle') : `${t('report.zTitle')} ${t('report.zNumber')} ${r.zNumber}`}
        </p>
        {pending && <p data-testid="report-z-pending">{t('report.zPending')}</p>}
        {!isZ && <p>{t('report.notClosed')}</p>}
      </div>
      <Rule />
      <Row label={t('report.cashier')} value={r.userName} />
      <Row label={t('report.opened')} value={dateTime(r.openedAt)} />
      {r.closedAt && <Row label={t('report.closed')} value={dateTime(r.closedAt)} />}
      <Row label={t('report.printedAt')} value={dateTime(printedAt)} />
      <Rule />
      {roll ? (
        <div className="grid gap-2">
          {drawer}
          <Rule />
          {salesPart}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-8">
          {drawer}
          {salesPart}
        </div>
      )}
    </div>
  );
}
