import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREENS } from '#client/app/screens';
import { Button, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useOwedToSuppliers } from '../api/get-owed-to-suppliers';

/** The dashboard's "Owed to suppliers": the total, what is overdue and what falls due this week. Hidden when nothing is owed. */
export function OwedToSuppliersCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('creditors');
  const totals = useOwedToSuppliers(businessId).data?.totals;
  if (!totals || totals.balance === 0) return null;
  return (
    <Card data-testid="owed-to-suppliers-card" className={totals.overdue > 0 ? 'border-destructive/50' : undefined}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HandCoins aria-hidden="true" className="size-5" />
          {t('card.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1 text-sm">
          <p className="text-lg font-semibold tabular-nums">{formatMoney(totals.balance)}</p>
          {totals.overdue > 0 && <p className="text-destructive">{t('card.overdue', { amount: formatMoney(totals.overdue) })}</p>}
          <p>{t('card.dueThisWeek', { amount: formatMoney(totals.dueSoon) })}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={`${SCREENS.procurement}?tab=creditors`}>{t('card.open')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
