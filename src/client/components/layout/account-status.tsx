import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { Badge } from '../ui';

export function AccountStatus() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const status = user?.business?.status;
  const label = status === 'active' ? 'active' : status === 'pending' ? 'pending' : status === 'suspended' ? 'suspended' : 'none';
  const variant = label === 'active' ? 'success' : label === 'pending' ? 'warning' : label === 'suspended' ? 'destructive' : 'secondary';
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
    </section>
  );
}
