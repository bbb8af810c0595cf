import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from '../components/ui';
import { useAuth } from '../lib/auth';
import { SCREENS } from './screens';

/** Non-super-admins are told 'Access Denied' and sent to the dashboard. */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const allowed = user?.role === 'super_admin';
  useEffect(() => {
    if (user && !allowed) toast.error(t('accessDeniedTitle'), { description: t('accessDenied') });
  }, [user, allowed, t]);
  return allowed ? <>{children}</> : <Navigate to={SCREENS.dashboard} replace />;
}
