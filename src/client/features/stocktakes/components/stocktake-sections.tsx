import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StocktakeDetail } from '#shared/contracts/stocktakes';
import { SCREENS } from '#client/app/screens';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, StatCard } from '#client/components/ui';
import { formatDateTime, formatMoney } from '#client/lib/format';

/** Back to the list of counts. */
export function BackToStocktakes() {
  const { t } = useTranslation('stocktakes');
  return (
    <Button asChild variant="outline">
      <Link to={SCREENS.stocktakes}>
        <ArrowLeft aria-hidden="true" />
        {t('back')}
      </Link>
    </Button>
  );
}

/** The count's status, who started it and when, who posted or cancelled it, and its note. */
export function StocktakeMeta({ stocktake: s }: { stocktake: StocktakeDetail }) {
  const { t } = useTranslation('stocktakes');
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={s.status === 'open' ? 'default' : 'secondary'} data-testid="stocktake-status">
        {t(`status.${s.status}`)}
      </Badge>
      <span className="text-muted-foreground">{t('startedBy', { name: s.createdByName ?? '', at: formatDateTime(s.createdAt) })}</span>
      {s.closedAt && (
        <span className="text-muted-foreground">
          {t(`closedBy.${s.status}`, { name: s.closedByName ?? '', at: formatDateTime(s.closedAt) })}
        </span>
      )}
      {s.note && <span>· {s.note}</span>}
    </div>
  );
}

/** The value short, over and net, with how many lines differ (admins only: the server sends them). */
export function StocktakeTotals({ totals }: { totals: NonNullable<StocktakeDetail['totals']> }) {
  const { t } = useTranslation('stocktakes');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard title={t('totals.short')} value={formatMoney(totals.valueShort)} />
      <StatCard title={t('totals.over')} value={formatMoney(totals.valueOver)} />
      <StatCard
        title={t('totals.net')}
        value={formatMoney(totals.value)}
        caption={t('totals.lines', { count: totals.linesWithDifference })}
      />
    </div>
  );
}

/** A titled card of the stocktakes screens (the counts, a count's lines, the products not counted yet). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
