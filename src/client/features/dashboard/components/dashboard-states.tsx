import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle, Button, Skeleton } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';

/** The dashboard while its figures load: the cards' outlines. */
export function DashboardLoading() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid gap-6" aria-busy="true">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    </div>
  );
}

/** The dashboard when its figures failed to load: why, and Retry. */
export function DashboardError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Alert variant="destructive">
        <AlertTriangle />
        <AlertTitle>{t('error.title')}</AlertTitle>
        <AlertDescription>
          <p>{serverMessageOf(error, error?.message ?? '')}</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
