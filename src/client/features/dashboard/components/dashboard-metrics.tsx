import { Package, ShoppingCart, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dashboardCaptions, type DashboardFigures } from '#shared/domain/dashboard-captions';
import { StatCard } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

const FIGURES: { key: keyof DashboardFigures; icon: LucideIcon; money: boolean }[] = [
  { key: 'todaySales', icon: ShoppingCart, money: true },
  { key: 'pendingCollections', icon: Wallet, money: true },
  { key: 'lowStockItems', icon: Package, money: false },
  { key: 'monthlyRevenue', icon: TrendingUp, money: true },
];

/** The dashboard's four figures, each with a caption that asks for attention only when there is something to attend to. */
export function DashboardMetrics({ metrics }: { metrics: DashboardFigures }) {
  const { t } = useTranslation('dashboard');
  const captions = dashboardCaptions(metrics);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="dashboard-metrics">
      {FIGURES.map(({ key, icon, money }) => (
        <StatCard
          key={key}
          title={t(`metrics.${key}`)}
          value={money ? formatMoney(metrics[key]) : String(metrics[key])}
          caption={t(`captions.${captions[key].key}`)}
          icon={icon}
          tone={captions[key].tone}
        />
      ))}
    </div>
  );
}
