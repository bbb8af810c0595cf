import { useTranslation } from 'react-i18next';
import type { TenderSummary } from '#shared/contracts/reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

/** Today's sales by payment method (the shop's day): a split sale counts each payment under its method. */
export function TodayByMethod({ methods }: { methods: TenderSummary }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('byMethod.title')}</CardTitle>
        <CardDescription>{t('byMethod.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="dashboard-payment-methods">
          {methods.map((m) => (
            <li key={m.method} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm" data-testid={`dashboard-method-${m.method}`}>
              <span className="text-muted-foreground">{t(`recentSales.methods.${m.method}`)}</span>
              <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(m.amount)}</span>
              <span className="text-xs text-muted-foreground">{t('byMethod.count', { count: m.count })}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
