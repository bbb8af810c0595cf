import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle, Card, CardContent, Skeleton } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useModules } from '../api/get-modules';
import { useSubscription } from '../api/get-subscription';
import { ActiveView } from '../components/active-view';
import { ApplicationForm } from '../components/application-form';
import { PendingView } from '../components/pending-view';

/** Subscription, in three variants: apply (a), pending (b), active with add-ons (c); rejected applies again. */
export default function SubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  const { user } = useAuth();
  const business = user?.business ?? null;
  const modules = useModules();
  const sub = useSubscription(business?.id);

  const header = <PageHeader title={t('title')} subtitle={t('subtitle')} />;
  const failed = modules.error ?? sub.error;
  if (failed) {
    const status = failed instanceof ApiError ? failed.status : '';
    return (
      <div className="grid gap-6">
        {header}
        <Alert variant="destructive">
          <AlertTitle>{modules.error ? t('errors.fetchModules', { status }) : t('errors.fetchSubscription')}</AlertTitle>
          <AlertDescription>{failed instanceof ApiError ? failed.localMessage : ''}</AlertDescription>
        </Alert>
      </div>
    );
  }
  if (!modules.data || (business && !sub.data)) {
    return (
      <div className="grid gap-6">
        {header}
        <Skeleton className="h-64" aria-label={t('loading')} />
      </div>
    );
  }

  const all = modules.data.filter((m) => m.isActive);
  let body;
  if (!business) {
    body = <ApplicationForm modules={all} isFirstApplication />;
  } else if (business.status === 'pending') {
    body = <PendingView businessName={business.name} />;
  } else if (business.status === 'active' && sub.data) {
    body = <ActiveView businessId={business.id} sub={sub.data} modules={all} />;
  } else if (business.status === 'rejected') {
    body = (
      <div className="grid gap-6">
        <Alert variant="destructive" data-testid="application-rejected">
          <XCircle aria-hidden />
          <AlertTitle>{t('rejected.title')}</AlertTitle>
          <AlertDescription>
            <p>{t('rejected.reason', { reason: sub.data?.rejectionReason ?? '' })}</p>
            <p>{t('rejected.applyAgain')}</p>
          </AlertDescription>
        </Alert>
        <ApplicationForm modules={all} isFirstApplication={false} />
      </div>
    );
  } else {
    body = (
      <Card>
        <CardContent className="p-6">
          {t('inactive', { status: t(`admin:status.${business.status}`, { defaultValue: business.status }).toLowerCase() })}
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      {header}
      {body}
    </div>
  );
}
