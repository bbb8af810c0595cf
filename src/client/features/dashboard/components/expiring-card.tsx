import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREENS } from '#client/app/screens';
import { Button, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useExpiringSummary } from '../api/get-expiring-summary';

/**
 * "Expiring this month": batches in stock that expire from today to the month's
 * end, and those already expired, valued at cost; links to the expiry report. Shown only when
 * some batch is concerned (a shop that tracks no batches sees nothing).
 */
export function ExpiringCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('batches');
  const summary = useExpiringSummary(businessId).data;
  if (!summary || summary.thisMonth.count + summary.expired.count === 0) return null;
  return (
    <Card data-testid="expiring-card" className="border-warning/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-5 text-warning-foreground" />
          {t('card.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1 text-sm">
          <p className="text-lg font-semibold">{t('card.batches', { count: summary.thisMonth.count })}</p>
          <p>{t('card.value', { value: formatMoney(summary.thisMonth.value) })}</p>
          {summary.expired.count > 0 && (
            <p className="text-destructive">
              {t('card.expired', { count: summary.expired.count, value: formatMoney(summary.expired.value) })}
            </p>
          )}
        </div>
        <Button asChild variant="outline">
          <Link to={SCREENS.expiry}>{t('card.open')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
