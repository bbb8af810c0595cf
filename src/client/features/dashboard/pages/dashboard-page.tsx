import { useTranslation } from 'react-i18next';
import { getModuleState, MODULE_KEYS, MODULE_NAMES } from '#shared/permissions';
import { PageHeader } from '#client/components/layout/page-header';
import { SuspendedNotice } from '#client/components/layout/suspended-notice';
import { useAuth, useSubscribedModules } from '#client/lib/auth';
import { formatDate } from '#client/lib/format';
import { shopToday } from '#client/lib/shop-time';
import { useDashboard } from '../api/get-dashboard';
import { BackupStatusNotice } from '../components/backup-status-notice';
import { DashboardMetrics } from '../components/dashboard-metrics';
import { DashboardError, DashboardLoading } from '../components/dashboard-states';
import { ExpiringCard } from '../components/expiring-card';
import { ModulesCard } from '../components/modules-card';
import { NoBusinessDashboard } from '../components/no-business-card';
import { OwedToSuppliersCard } from '../components/owed-to-suppliers-card';
import { QuickActions } from '../components/quick-actions';
import { RecentSalesCard } from '../components/recent-sales-card';
import { SaleExceptionsCard } from '../components/sale-exceptions-card';
import { TodayByMethod } from '../components/today-by-method';

export default function DashboardPage() {
  const { user } = useAuth();
  const business = user?.business ?? null;
  // No business yet (a new registrant, or the platform's super admin): nothing to fetch.
  if (!business) return <NoBusinessDashboard isSuperAdmin={user?.role === 'super_admin'} />;
  if (business.status === 'suspended') return <SuspendedNotice />;
  return <BusinessDashboard businessId={business.id} businessActive={business.status === 'active'} />;
}

function BusinessDashboard({ businessId, businessActive }: { businessId: number; businessActive: boolean }) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const dashboard = useDashboard(businessId);
  const subscribed = useSubscribedModules(dashboard.data?.fallback ? businessId : undefined);

  if (dashboard.isLoading) return <DashboardLoading />;
  if (dashboard.isError || !dashboard.data) {
    return <DashboardError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }

  const { metrics, recentSales, moduleStatus, todayByPaymentMethod } = dashboard.data;
  // After a fallback the module states come from the subscribed-modules call instead.
  const stateOf = (key: (typeof MODULE_KEYS)[number]) =>
    moduleStatus[MODULE_NAMES[key]] ??
    getModuleState(key, user?.business ? { status: user.business.status, modules: subscribed.data ?? [] } : null);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        // "Today" in the cards is the shop's day; say which, so a browser in another zone agrees.
        actions={
          <p data-testid="shop-today" className="text-sm text-muted-foreground">
            {t('today', { date: formatDate(shopToday()) })}
          </p>
        }
      />

      <BackupStatusNotice businessId={businessId} />

      {(user?.role === 'admin' || user?.role === 'super_admin') && <SaleExceptionsCard businessId={businessId} />}
      {user?.role === 'admin' && stateOf('inventory') === 'active' && <ExpiringCard businessId={businessId} />}
      {user?.role === 'admin' && stateOf('procurement') === 'active' && <OwedToSuppliersCard businessId={businessId} />}

      <DashboardMetrics metrics={metrics} />

      {todayByPaymentMethod.length > 0 && <TodayByMethod methods={todayByPaymentMethod} />}

      <div className="grid gap-4 lg:grid-cols-3">
        <QuickActions />
        <RecentSalesCard sales={recentSales} />
      </div>

      <ModulesCard businessActive={businessActive} stateOf={stateOf} />
    </div>
  );
}
