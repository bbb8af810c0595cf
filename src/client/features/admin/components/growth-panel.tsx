import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminMetrics } from '#shared/contracts/admin';
import { formatShopMonth } from '#client/lib/shop-time';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '#client/components/ui';

const monthLabel = formatShopMonth;

/** New businesses per month, from the database. */
export function GrowthPanel({ data }: { data: AdminMetrics['businessesByMonth'] | undefined }) {
  const { t } = useTranslation('admin');
  const max = Math.max(1, ...(data ?? []).map((d) => d.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-5" aria-hidden /> {t('growth.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="h-32" aria-label={t('loading')} />
        ) : (
          <ul className="grid gap-2" data-testid="growth-panel">
            {data.map((d) => (
              <li key={d.month} className="grid grid-cols-[5rem_1fr_2rem] items-center gap-2 text-sm">
                <span className="text-muted-foreground">{monthLabel(d.month)}</span>
                <span className="h-3 rounded bg-muted">
                  <span className="block h-3 rounded bg-primary" style={{ width: `${(d.count / max) * 100}%` }} />
                </span>
                <span className="text-right tabular-nums">{d.count}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-muted-foreground">{t('growth.caption')}</p>
      </CardContent>
    </Card>
  );
}
