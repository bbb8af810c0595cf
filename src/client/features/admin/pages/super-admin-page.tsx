import { Building2, CircleDollarSign, Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#client/components/layout/page-header';
import { StatCard } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useMetrics } from '../api/get-metrics';
import { usePendingAddons } from '../api/get-pending-addons';
import { usePendingBusinesses } from '../api/get-pending-businesses';
import { AllBusinessesTable } from '../components/all-businesses-table';
import { BackupsPanel } from '../components/backups-panel';
import { GrowthPanel } from '../components/growth-panel';
import { HealthPanel } from '../components/health-panel';
import { PendingAddonsTable } from '../components/pending-addons-table';
import { PendingBusinessesTable } from '../components/pending-businesses-table';

/** The platform dashboard: metrics, approvals of new businesses and add-ons, growth and health. */
export default function SuperAdminPage() {
  const { t } = useTranslation('admin');
  const metrics = useMetrics();
  const businesses = usePendingBusinesses();
  const addons = usePendingAddons();
  const m = metrics.data;
  const value = (v: number | undefined, f: (n: number) => string = String) => (v === undefined ? '—' : f(v));

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="admin-metrics">
        <StatCard
          title={t('cards.totalCustomers')}
          value={value(m?.totalCustomers)}
          icon={Building2}
          caption={t('cards.totalCustomersCaption')}
        />
        <StatCard
          title={t('cards.monthlyRevenue')}
          value={value(m?.monthlyRevenue, formatMoney)}
          icon={CircleDollarSign}
          tone="success"
          caption={t('cards.monthlyRevenueCaption')}
        />
        <StatCard title={t('cards.activeSubscriptions')} value={value(m?.activeSubscriptions)} icon={ShieldCheck} />
        <StatCard
          title={t('cards.pendingApprovals')}
          value={value(m?.pendingApprovals)}
          icon={Clock}
          tone="warning"
          caption={
            m
              ? t('cards.pendingCaption', {
                  businesses: t('cards.businessCount', { count: m.pendingBusinesses }),
                  addons: t('cards.addonCount', { count: m.pendingAddons }),
                })
              : undefined
          }
        />
      </div>
      <PendingBusinessesTable rows={businesses.data} isLoading={businesses.isLoading} />
      <PendingAddonsTable rows={addons.data} isLoading={addons.isLoading} />
      <AllBusinessesTable />
      <div className="grid gap-6 lg:grid-cols-2">
        <GrowthPanel data={m?.businessesByMonth} />
        <HealthPanel />
      </div>
      <BackupsPanel />
    </div>
  );
}
