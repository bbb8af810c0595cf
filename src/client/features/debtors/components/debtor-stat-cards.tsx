import { Calculator, TrendingDown, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton, StatCard } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useDebtorStats } from '../api/get-debtor-stats';

/** The four totals above the debtors: how many, owed in all, overdue, and the average debt. */
export function DebtorStatCards({ businessId }: { businessId: number }) {
  const { t } = useTranslation('debtors');
  const stats = useDebtorStats(businessId);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.isLoading || !stats.data ? (
        [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-28" />)
      ) : (
        <>
          <StatCard
            title={t('stats.totalDebtors')}
            value={String(stats.data.totalDebtors)}
            caption={t('stats.totalDebtorsCaption')}
            icon={Users}
          />
          <StatCard
            title={t('stats.totalOutstanding')}
            value={formatMoney(stats.data.totalDebt)}
            caption={t('stats.totalOutstandingCaption')}
            icon={Wallet}
            tone="warning"
          />
          <StatCard
            title={t('stats.overdue')}
            value={formatMoney(stats.data.overdueDebt)}
            caption={t('stats.overdueCaption')}
            icon={TrendingDown}
            tone="destructive"
          />
          <StatCard
            title={t('stats.average')}
            value={formatMoney(stats.data.averageDebt)}
            caption={t('stats.averageCaption')}
            icon={Calculator}
          />
        </>
      )}
    </div>
  );
}
