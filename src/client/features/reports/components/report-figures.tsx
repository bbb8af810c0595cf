import { CalendarDays, ShoppingCart, TrendingUp, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DebtorSummary, SalesSummary } from '#shared/contracts/reports';
import { Skeleton, StatCard } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';

/** The four headline figures: sales in the range, average order, today (and this week), debt outstanding. */
export function ReportFigures({ sales: s, debts }: { sales: SalesSummary | undefined; debts: DebtorSummary | undefined }) {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {!s || !debts ? (
        [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-24" />)
      ) : (
        <>
          <StatCard
            title={t('cards.totalSales')}
            value={formatMoney(s.totalSales)}
            caption={t('cards.totalSalesCaption', { count: s.salesCount, from: formatDate(s.range.from), to: formatDate(s.range.to) })}
            icon={TrendingUp}
            tone="success"
          />
          <StatCard
            title={t('cards.averageOrderValue')}
            value={formatMoney(s.averageOrderValue)}
            caption={t('cards.averageCaption')}
            icon={ShoppingCart}
          />
          <StatCard
            title={t('cards.todaySales')}
            value={formatMoney(s.todaySales)}
            caption={t('cards.todayCaption', { amount: formatMoney(s.weekSales) })}
            icon={CalendarDays}
          />
          <StatCard
            title={t('cards.outstandingDebt')}
            value={formatMoney(debts.totalOutstanding)}
            caption={t('cards.debtCaption', { count: debts.debtorCount, overdue: formatMoney(debts.overdueAmount) })}
            icon={Wallet}
            tone="warning"
          />
        </>
      )}
    </div>
  );
}
