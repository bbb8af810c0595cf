import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModuleText } from '#client/lib/module-text';
import type { Module } from '#shared/contracts/modules';
import type { BusinessSubscription } from '#shared/contracts/subscriptions';
import { Alert, AlertDescription, AlertTitle, Badge, Card, CardContent, CardHeader, CardTitle, EmptyState } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import { AddonForm } from './addon-form';

/** Variant (c): the active subscription and the add-on request. */
export function ActiveView({ businessId, sub, modules }: { businessId: number; sub: BusinessSubscription; modules: Module[] }) {
  const { t } = useTranslation('subscriptions');
  const text = useModuleText();
  const active = modules.filter((m) => sub.selectedModules.includes(m.id));
  const remaining = modules.filter((m) => !sub.selectedModules.includes(m.id));
  const addon = sub.latestAddon;
  const nameOf = (ids: number[]) => text.names(modules.filter((m) => ids.includes(m.id)));

  return (
    <div className="grid gap-6">
      <Card data-testid="subscription-active">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-success" aria-hidden /> {t('active.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="text-sm text-muted-foreground">{t('active.status')}</p>
            <Badge variant="success">{t('active.statusActive')}</Badge>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">{t('active.business')}</p>
            <p className="font-medium">{sub.business.name}</p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">{t('active.monthlyAmount')}</p>
            <p className="font-medium" data-testid="active-monthly-amount">
              {formatMoney(sub.monthlyAmount)}
            </p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">{t('active.nextBilling')}</p>
            <p className="font-medium">{formatDate(sub.nextBillingDate)}</p>
          </div>
        </CardContent>
        <CardContent>
          <p className="mb-2 text-sm text-muted-foreground">{t('active.modules')}</p>
          <div className="flex flex-wrap gap-2" data-testid="active-modules">
            {active.map((m) => (
              <Badge key={m.id} variant="secondary">
                {text.name(m)}
              </Badge>
            ))}
          </div>
        </CardContent>
      </Card>

      {addon?.status === 'pending' ? (
        <Alert variant="warning" data-testid="addon-pending">
          <Clock aria-hidden />
          <AlertTitle>{t('addon.pendingTitle')}</AlertTitle>
          <AlertDescription>
            {t('addon.pendingDescription', { modules: nameOf(addon.selectedModules), amount: formatMoney(addon.monthlyAmount) })}
          </AlertDescription>
        </Alert>
      ) : remaining.length === 0 ? (
        <EmptyState icon={CheckCircle2} title={t('addon.allSubscribed')} description={t('addon.allSubscribedDescription')} />
      ) : (
        <section className="grid gap-4">
          <div>
            <h2 className="text-lg font-semibold">{t('addon.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('addon.subtitle')}</p>
          </div>
          {addon?.status === 'rejected' && (
            <Alert variant="destructive" data-testid="addon-rejected">
              <XCircle aria-hidden />
              <AlertTitle>{t('addon.rejectedTitle')}</AlertTitle>
              <AlertDescription>{addon.rejectionReason}</AlertDescription>
            </Alert>
          )}
          <AddonForm businessId={businessId} modules={modules} current={sub.selectedModules} />
        </section>
      )}
    </div>
  );
}
