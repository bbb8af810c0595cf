import { useTranslation } from 'react-i18next';
import type { SalesSummary } from '#shared/contracts/reports';
import { formatMoney } from '#client/lib/format';
import { ReportCard } from './report-card';

const marginOf = (p: { netSales: number; grossProfit: number }) =>
  p.netSales > 0 ? `${((p.grossProfit / p.netSales) * 100).toFixed(1)}%` : '—';

/** The range's net sales, cost of goods sold (buying price when sold) and gross profit, overall and by category. */
export function ProfitCard({ summary }: { summary: SalesSummary | undefined }) {
  const { t } = useTranslation('reports');
  return (
    <ReportCard title={t('profit.title')} hint={t('profit.hint')} data={summary} contentClassName="grid gap-4 text-sm">
      {(summary) => (
        <>
          <dl className="grid gap-2 sm:grid-cols-3" data-testid="profit-totals">
            {(
              [
                ['netSales', summary.profit.netSales],
                ['costOfGoodsSold', summary.profit.costOfGoodsSold],
                ['grossProfit', summary.profit.grossProfit],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="min-w-0 rounded-md border p-2">
                <dt className="truncate text-xs text-muted-foreground">{t(`profit.${k}`)}</dt>
                <dd className="truncate font-semibold tabular-nums" title={formatMoney(v)}>
                  {formatMoney(v)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">{t('profit.margin', { margin: marginOf(summary.profit) })}</p>
          {summary.categories.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left whitespace-nowrap">
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th className="py-1 font-normal">{t('profit.category')}</th>
                    <th className="py-1 pl-4 text-right font-normal">{t('profit.netSales')}</th>
                    <th className="py-1 pl-4 text-right font-normal">{t('profit.costOfGoodsSold')}</th>
                    <th className="py-1 pl-4 text-right font-normal">{t('profit.grossProfit')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.categories.map((c) => (
                    <tr key={c.category} className="border-t">
                      <td className="max-w-32 truncate py-1" title={c.category}>
                        {c.category}
                      </td>
                      <td className="py-1 pl-4 text-right tabular-nums">{formatMoney(c.netSales)}</td>
                      <td className="py-1 pl-4 text-right tabular-nums">{formatMoney(c.costOfGoodsSold)}</td>
                      <td className="py-1 pl-4 text-right tabular-nums">{formatMoney(c.grossProfit)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </ReportCard>
  );
}
