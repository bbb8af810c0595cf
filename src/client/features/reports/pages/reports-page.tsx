import { AlertTriangle, CalendarDays, Download, ShoppingCart, TrendingUp, Wallet } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_DAYS, REPORTS_PATHS } from '#shared/contracts/reports';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Skeleton,
  StatCard,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { formatDate, formatMoney, formatQuantity } from '#client/lib/format';
import { addShopDays, shopMonthStart, shopToday } from '#client/lib/shop-time';
import { rangeQueryString, useCrmSummary, useDebtorSummary, useInventorySummary, useSalesSummary } from '../api/get-summaries';
import { PaymentMethods } from '../components/payment-methods';
import { ProfitCard } from '../components/profit-card';
import { ReturnsPanel } from '../components/returns-panel';
import { TaxSummary } from '../components/tax-summary';
import { TopProducts } from '../components/top-products';

const SalesChart = lazy(() => import('../components/sales-chart'));
const LOW_STOCK_SHOWN = 5;

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
  const [from, setFrom] = useState(shopMonthStart);
  const [to, setTo] = useState(() => shopToday());
  const problem = rangeProblem(from, to);
  const sales = useSalesSummary(businessId, { from, to }, problem === null);
  const inventory = useInventorySummary(businessId);
  const debts = useDebtorSummary(businessId);
  const crm = useCrmSummary(businessId);

  const failure = [sales.error, inventory.error, debts.error, crm.error].find(Boolean);
  useEffect(() => {
    if (failure) toast.error(t('loadFailed', { message: serverMessageOf(failure, failure.message) }));
  }, [failure, t]);

  const s = sales.data;
  const low = inventory.data?.lowStockProducts ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={t('export.from')} htmlFor="report-from">
              <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
            </FormField>
            <FormField label={t('export.to')} htmlFor="report-to">
              <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
            </FormField>
            {problem ? (
              <Button disabled>
                <Download aria-hidden="true" className="size-4" /> {t('export.sales')}
              </Button>
            ) : (
              <Button asChild>
                <a href={`${REPORTS_PATHS.salesCsv(businessId)}?${rangeQueryString({ from, to })}`} download>
                  <Download aria-hidden="true" className="size-4" /> {t('export.sales')}
                </a>
              </Button>
            )}
            {problem ? (
              <Button variant="outline" disabled>
                <Download aria-hidden="true" className="size-4" /> {t('export.inventory')}
              </Button>
            ) : (
              <Button asChild variant="outline">
                <a href={`${REPORTS_PATHS.inventoryCsv(businessId)}?${rangeQueryString({ from, to })}`} download>
                  <Download aria-hidden="true" className="size-4" /> {t('export.inventory')}
                </a>
              </Button>
            )}
          </div>
        }
      />
      {problem && (
        <p role="alert" className="-mt-4 text-sm text-destructive">
          {t(`range.${problem}`, { days: MAX_REPORT_DAYS })}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {!s || !debts.data ? (
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
              value={formatMoney(debts.data.totalOutstanding)}
              caption={t('cards.debtCaption', { count: debts.data.debtorCount, overdue: formatMoney(debts.data.overdueAmount) })}
              icon={Wallet}
              tone="warning"
            />
          </>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader>
            <CardTitle>{t('salesPerformance')}</CardTitle>
            <CardDescription>{t('salesPerformanceHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            {s ? (
              <Suspense fallback={<Skeleton className="h-64" />}>
                <SalesChart data={s.dailySales} labels={{ total: t('chart.sales'), grossProfit: t('chart.grossProfit') }} />
              </Suspense>
            ) : (
              <Skeleton className="h-64" />
            )}
          </CardContent>
        </Card>
        <TopProducts products={s?.bestSellingProducts} className="lg:col-span-2" />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <AlertTriangle aria-hidden="true" className="size-5 text-warning-foreground" /> {t('lowStock')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {!inventory.data ? (
              <Skeleton className="h-40" />
            ) : low.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('noLowStock')}</p>
            ) : (
              <ul className="grid gap-2">
                {low.slice(0, LOW_STOCK_SHOWN).map((p) => (
                  <li key={p.id} className="flex justify-between gap-2 text-sm">
                    <span>
                      <span className="font-medium">{p.name}</span> <span className="text-muted-foreground">{p.sku ?? ''}</span>
                    </span>
                    <span className="text-muted-foreground">
                      {t('stockLeft', { stock: formatQuantity(p.stock), threshold: formatQuantity(p.lowStockThreshold) })}
                    </span>
                  </li>
                ))}
                {low.length > LOW_STOCK_SHOWN && (
                  <li className="text-sm font-medium text-warning-foreground">
                    {t('moreProducts', { count: low.length - LOW_STOCK_SHOWN })}
                  </li>
                )}
              </ul>
            )}
          </CardContent>
        </Card>
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
