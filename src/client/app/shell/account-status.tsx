import { useTranslation } from 'react-i18next';
import { useAuth } from '#client/lib/auth';
import { Badge } from '#client/components/ui';

export function AccountStatus() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const status = user?.business?.status;
  // The platform's owner has no shop of their own: they run the platform, not a subscription.
  const platform = user?.role === 'super_admin' && !user.business;
  const label = platform
    ? 'platform'
    : status === 'active'
      ? 'active'
      : status === 'pending'
        ? 'pending'
        : status === 'suspended'
          ? 'suspended'
          : 'none';
  const variant =
    label === 'active' || label === 'platform'
      ? 'success'
      : label === 'pending'
        ? 'warning'
        : label === 'suspended'
          ? 'destructive'
          : 'secondary';
  return (
    <section className="rounded-lg border bg-muted/50 p-3 text-sm" aria-labelledby="account-status-title" data-testid="account-status">
      <h2 id="account-status-title" className="font-medium">
        {t('accountStatus.title')}
      </h2>
      <Badge variant={variant} className="mt-2">
        {t(`accountStatus.${label}`)}
      </Badge>
      {label === 'pending' && <p className="mt-2 text-xs text-muted-foreground">{t('accountStatus.pendingNote')}</p>}
      {label === 'none' && <p className="mt-2 text-xs text-muted-foreground">{t('accountStatus.noneNote')}</p>}
      {label === 'platform' && <p className="mt-2 text-xs text-muted-foreground">{t('accountStatus.platformNote')}</p>}
      {label === 'suspended' && <p className="mt-2 text-xs text-muted-foreground">{t('accountStatus.suspendedNote')}</p>}
    </section>
  );
}
