import { AlertTriangle, CalendarDays, Download, ShoppingCart, TrendingUp, Wallet } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_PATHS } from '../../../../shared/contracts/reports';
import { PageHeader } from '../../../components/layout/page-header';
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
} from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { formatMoney, formatQuantity } from '../../../lib/format';
import { useCrmSummary, useDebtorSummary, useInventorySummary, useSalesSummary } from '../api/get-summaries';

const SalesChart = lazy(() => import('../components/sales-chart'));
const LOW_STOCK_SHOWN = 5;

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const { user } = useAuth();
  const businessId = user?.business?.id ?? 0;
  const sales = useSalesSummary(businessId);
  const inventory = useInventorySummary(businessId);
  const debts = useDebtorSummary(businessId);
  const crm = useCrmSummary(businessId);
  const [from, setFrom] = useState(() => `${localToday().slice(0, 8)}01`);
  const [to, setTo] = useState(localToday);

  const failure = [sales.error, inventory.error, debts.error, crm.error].find(Boolean);
  useEffect(() => {
    if (failure) toast.error(t('loadFailed', { message: failure.message }));
  }, [failure, t]);

  const range = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
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
            <Button asChild>
              <a href={`${REPORTS_PATHS.salesCsv(businessId)}?${range}`} download>
                <Download aria-hidden="true" className="size-4" /> {t('export.sales')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={REPORTS_PATHS.inventoryCsv(businessId)} download>
                <Download aria-hidden="true" className="size-4" /> {t('export.inventory')}
              </a>
            </Button>
          </div>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {!s || !debts.data ? (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-24" />)
        ) : (
          <>
            <StatCard
              title={t('cards.totalSales')}
              value={formatMoney(s.monthSales)}
              caption={t('cards.totalSalesCaption', { count: s.salesCount })}
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

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('salesPerformance')}</CardTitle>
            <CardDescription>{t('salesPerformanceHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            {s ? (
              <Suspense fallback={<Skeleton className="h-64" />}>
                <SalesChart data={s.dailySales} />
              </Suspense>
            ) : (
              <Skeleton className="h-64" />
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('topProducts')}</CardTitle>
          </CardHeader>
          <CardContent>
            {!s ? (
              <Skeleton className="h-48" />
            ) : s.bestSellingProducts.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('noTopProducts')}</p>
            ) : (
              <ol className="grid gap-3">
                {s.bestSellingProducts.map((p, i) => (
                  <li key={p.id} className="flex items-center gap-3 text-sm">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
                      {i + 1}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{p.name}</span>
                      <span className="text-xs text-muted-foreground">
                        {p.sku ?? ''} · {t('sold', { count: p.quantitySold })}
                      </span>
                    </span>
                    <span className="shrink-0 whitespace-nowrap font-medium tabular-nums">{formatMoney(p.revenue)}</span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <AlertTriangle aria-hidden="true" className="size-5 text-warning" /> {t('lowStock')}
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
                  <li className="text-sm font-medium text-warning">{t('moreProducts', { count: low.length - LOW_STOCK_SHOWN })}</li>
                )}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('taxSummary')}</CardTitle>
            <CardDescription>{t('taxSummaryHint')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            {!s ? (
              <Skeleton className="h-40" />
            ) : s.taxSummary.rates.length === 0 ? (
              <p className="text-muted-foreground">{t('noTax')}</p>
            ) : (
              <>
                {s.taxSummary.rates.map((r) => (
                  <div key={`${r.vatRate}-${r.nbtRate}`} className="flex flex-wrap justify-between gap-2 rounded-md border p-2">
                    <span>
                      {t('vatAt', { rate: r.vatRate })}
                      {r.nbtRate > 0 ? ` · ${t('nbtAt', { rate: r.nbtRate })}` : ''}
                    </span>
                    <span className="text-muted-foreground">
                      {t('taxableSales')}: {formatMoney(r.taxableSales)}
                    </span>
                    <span className="font-medium tabular-nums">{formatMoney(r.vat + r.nbt)}</span>
                  </div>
                ))}
                <div className="flex justify-between">
                  <span>{t('taxableSales')}</span>
                  <span className="tabular-nums">{formatMoney(s.taxSummary.taxableSales)}</span>
                </div>
                <div className="flex justify-between">
                  <span>{t('vatTotal')}</span>
                  <span className="tabular-nums">{formatMoney(s.taxSummary.vat)}</span>
                </div>
                {s.taxSummary.nbt > 0 && (
                  <div className="flex justify-between">
                    <span>{t('nbtTotal')}</span>
                    <span className="tabular-nums">{formatMoney(s.taxSummary.nbt)}</span>
                  </div>
                )}
              </>
            )}
            {crm.data && (
              <p className="mt-2 text-xs text-muted-foreground">
                {t('customers', { total: crm.data.totalCustomers, active: crm.data.activeCustomers })}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
