import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReturnsPanel as ReturnsFigures } from '#shared/contracts/reports';
import { formatMoney, formatQuantity } from '#client/lib/format';
import { ReportCard, ReportTable } from './report-card';

const TOP_REASONS = 5;

/** The range's returns (credit notes) and voids, and why goods came back; the sales figures are already net of them. */
export function ReturnsPanel({ returns, className }: { returns: ReturnsFigures | undefined; className?: string }) {
  const { t } = useTranslation('reports');
  const figure = (label: string, value: string, caption: string, testId: string) => (
    <div className="grid gap-0.5" data-testid={testId}>
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-lg font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-muted-foreground">{caption}</span>
    </div>
  );
  return (
    <ReportCard
      title={
        <>
          <Undo2 aria-hidden="true" className="size-5" /> {t('returns.title')}
        </>
      }
      hint={t('returns.hint')}
      data={returns}
      skeletonClassName="h-32"
      className={className}
      contentClassName="grid gap-4"
      testId="report-returns"
    >
      {(returns) => (
        <>
          <div className="grid grid-cols-2 gap-4">
            {figure(
              t('returns.returned'),
              formatMoney(returns.total),
              t('returns.count', { count: returns.count }),
              'report-returns-total',
            )}
            {figure(
              t('returns.voided'),
              formatMoney(returns.voidTotal),
              t('returns.voidCount', { count: returns.voidCount }),
              'report-returns-voids',
            )}
          </div>
          {returns.byReason.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('returns.none')}</p>
          ) : (
            <ReportTable
              testId="report-return-reasons"
              columns={[t('returns.reason'), t('returns.lines'), t('returns.quantity'), t('returns.value')]}
            >
              {returns.byReason.slice(0, TOP_REASONS).map((r) => (
                <tr key={r.reason} className="border-t" data-testid={`report-return-reason-${r.reason}`}>
                  <td className="py-1.5">{t(`returns.reasons.${r.reason}`)}</td>
                  <td className="py-1.5 text-right tabular-nums">{r.count}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatQuantity(r.quantity)}</td>
                  <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(r.total)}</td>
                </tr>
              ))}
            </ReportTable>
          )}
        </>
      )}
    </ReportCard>
  );
}
