import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesSummary } from '#shared/contracts/reports';
import { Skeleton } from '#client/components/ui';
import { ReportCard } from './report-card';

// The chart library is large: it loads only when the report has figures to draw.
const SalesChart = lazy(() => import('./sales-chart'));

/** Sales and gross profit per day over the range. */
export function SalesPerformanceCard({ sales, className }: { sales: SalesSummary | undefined; className?: string }) {
  const { t } = useTranslation('reports');
  return (
    <ReportCard title={t('salesPerformance')} hint={t('salesPerformanceHint')} data={sales} skeletonClassName="h-64" className={className}>
      {(sales) => (
        <Suspense fallback={<Skeleton className="h-64" />}>
          <SalesChart data={sales.dailySales} labels={{ total: t('chart.sales'), grossProfit: t('chart.grossProfit') }} />
        </Suspense>
      )}
    </ReportCard>
  );
}
