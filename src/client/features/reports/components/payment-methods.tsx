import { useTranslation } from 'react-i18next';
import type { TenderSummary } from '#shared/contracts/reports';
import { formatMoney } from '#client/lib/format';
import { ReportCard, ReportTable } from './report-card';

/** The range's sales by payment method: a split sale counts each payment under its method. */
export function PaymentMethods({ methods, className }: { methods: TenderSummary | undefined; className?: string }) {
  const { t } = useTranslation('reports');
  const total = methods?.reduce((a, m) => a + m.amount, 0) ?? 0;
  return (
    <ReportCard title={t('byMethod.title')} hint={t('byMethod.hint')} data={methods} className={className}>
      {(methods) => (
        <ReportTable
          testId="report-payment-methods"
          columns={[t('byMethod.method'), t('byMethod.sales'), t('byMethod.amount'), t('byMethod.share')]}
        >
          {methods.map((m) => (
            <tr key={m.method} className="border-t" data-testid={`report-method-${m.method}`}>
              <td className="py-1.5">{t(`byMethod.methods.${m.method}`)}</td>
              <td className="py-1.5 text-right tabular-nums">{m.count}</td>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(m.amount)}</td>
              <td className="py-1.5 text-right text-muted-foreground tabular-nums">
                {total > 0 ? `${Math.round((m.amount / total) * 100)}%` : '—'}
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
    </ReportCard>
  );
}
