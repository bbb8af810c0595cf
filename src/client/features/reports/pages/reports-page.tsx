import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_DAYS } from '#shared/contracts/reports';
import { PageHeader } from '#client/components/layout/page-header';
import { toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { addShopDays, shopMonthStart, shopToday } from '#client/lib/shop-time';
import { useCrmSummary, useDebtorSummary, useInventorySummary, useSalesSummary, type ReportRange } from '../api/get-summaries';
import { LowStockCard } from '../components/low-stock-card';
import { PaymentMethods } from '../components/payment-methods';
import { ProfitCard } from '../components/profit-card';
import { ReportExports } from '../components/report-exports';
import { ReportFigures } from '../components/report-figures';
import { ReturnsPanel } from '../components/returns-panel';
import { SalesPerformanceCard } from '../components/sales-performance-card';
import { TaxSummary } from '../components/tax-summary';
import { TopProducts } from '../components/top-products';

/** Why a From–To range cannot be asked for (the server checks the same), or null. */
function rangeProblem(from: string, to: string): 'missing' | 'order' | 'span' | null {
  if (!from || !to) return 'missing';
  if (from > to) return 'order';
  return addShopDays(from, MAX_REPORT_DAYS - 1) < to ? 'span' : null;
}

export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const businessId = useBusinessId() ?? 0;
  // Month to date on the shop's calendar, whatever the browser's date.
  const [range, setRange] = useState<ReportRange>(() => ({ from: shopMonthStart(), to: shopToday() }));
  const problem = rangeProblem(range.from, range.to);
  const sales = useSalesSummary(businessId, range, problem === null);
  const inventory = useInventorySummary(businessId);
  const debts = useDebtorSummary(businessId);
  const crm = useCrmSummary(businessId);

  const failure = [sales.error, inventory.error, debts.error, crm.error].find(Boolean);
  useEffect(() => {
    if (failure) toast.error(t('loadFailed', { message: serverMessageOf(failure, failure.message) }));
  }, [failure, t]);

  const s = sales.data;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<ReportExports businessId={businessId} range={range} onRangeChange={setRange} rangeValid={problem === null} />}
      />
      {problem && (
        <p role="alert" className="-mt-4 text-sm text-destructive">
          {t(`range.${problem}`, { days: MAX_REPORT_DAYS })}
        </p>
      )}
      <ReportFigures sales={s} debts={debts.data} />
      <div className="grid gap-4 lg:grid-cols-5">
        <SalesPerformanceCard sales={s} className="lg:col-span-3" />
        <TopProducts products={s?.bestSellingProducts} className="lg:col-span-2" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <LowStockCard inventory={inventory.data} />
        <TaxSummary
          tax={s?.taxSummary}
          footer={
            crm.data && (
              <p className="mt-2 text-xs text-muted-foreground">
                {t('customers', { total: crm.data.totalCustomers, active: crm.data.activeCustomers })}
              </p>
            )
          }
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PaymentMethods methods={s?.byPaymentMethod} />
        <ReturnsPanel returns={s?.returns} />
      </div>
      <ProfitCard summary={s} />
    </div>
  );
}
