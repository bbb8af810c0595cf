import { Crown, Star, UserCheck, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { Skeleton, StatCard } from '#client/components/ui';

const ACTIVE_DAYS = 90;

/** The four totals above the customers: how many, active in the last 90 days, VIPs, loyalty points held. */
export function CustomerStatCards({ customers, loading }: { customers: Customer[]; loading: boolean }) {
  const { t } = useTranslation('crm');
  const stats = useMemo(() => {
    const since = Date.now() - ACTIVE_DAYS * 86_400_000;
    return {
      total: customers.length,
      active: customers.filter((c) => c.lastPurchaseDate && new Date(c.lastPurchaseDate).getTime() >= since).length,
      vip: customers.filter((c) => c.customerType === 'vip').length,
      points: customers.reduce((s, c) => s + c.loyaltyPoints, 0),
    };
  }, [customers]);

  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title={t('stats.total')} value={String(stats.total)} caption={t('stats.totalCaption')} icon={Users} />
      <StatCard title={t('stats.active')} value={String(stats.active)} caption={t('stats.activeCaption')} icon={UserCheck} tone="success" />
      <StatCard title={t('stats.vip')} value={String(stats.vip)} caption={t('stats.vipCaption')} icon={Crown} tone="warning" />
      <StatCard title={t('stats.points')} value={stats.points.toLocaleString('en-LK')} caption={t('stats.pointsCaption')} icon={Star} />
    </div>
  );
}
