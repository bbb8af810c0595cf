import {
  AlertTriangle,
  Banknote,
  BarChart3,
  CreditCard,
  FileCheck,
  Landmark,
  Package,
  QrCode,
  Shuffle,
  Plus,
  Receipt,
  ShieldCheck,
  ShoppingCart,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardRecentSale } from '#shared/contracts/dashboard';
import { dashboardCaptions } from '#shared/domain/dashboard-captions';
import { getModuleState, MODULE_KEYS, MODULE_NAMES } from '#shared/permissions';
import { PageHeader } from '#client/components/layout/page-header';
import { SuspendedNotice } from '#client/components/layout/suspended-notice';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  StatCard,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth, useSubscribedModules } from '#client/lib/auth';
import { formatDate, formatDateTime, formatMoney } from '#client/lib/format';
import { shopToday } from '#client/lib/shop-time';
import { useDashboard } from '../api/get-dashboard';
import { BackupStatusNotice } from '../components/backup-status-notice';
import { ExpiringCard } from '../components/expiring-card';
import { OwedToSuppliersCard } from '../components/owed-to-suppliers-card';
import { SaleExceptionsCard } from '../components/sale-exceptions-card';
import { TodayByMethod } from '../components/today-by-method';
import { SCREENS } from '#client/app/screens';

export default function DashboardPage() {
  const { user } = useAuth();
  const { t } = useTranslation('dashboard');
  const business = user?.business ?? null;

  // No business yet (a new registrant, or the platform's super admin): nothing to fetch.
  if (!business) {
    const isSuperAdmin = user?.role === 'super_admin';
    return (
      <div className="grid gap-6">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Card>
          <CardHeader>
            <CardTitle>{isSuperAdmin ? t('noBusiness.superAdminTitle') : t('noBusiness.title')}</CardTitle>
            <CardDescription>{isSuperAdmin ? t('noBusiness.superAdminDescription') : t('noBusiness.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={isSuperAdmin ? SCREENS.superAdmin : SCREENS.subscription}>
                {isSuperAdmin ? t('noBusiness.superAdminAction') : t('noBusiness.action')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  if (business.status === 'suspended') return <SuspendedNotice />;
  return <BusinessDashboard businessId={business.id} businessActive={business.status === 'active'} />;
}

const methodIcon = {
  cash: Banknote,
  card: CreditCard,
  lankaqr: QrCode,
  cheque: FileCheck,
  bank_transfer: Landmark,
  credit: Receipt,
  split: Shuffle,
} as const;
const statusVariant = { paid: 'success', pending: 'warning', partial: 'secondary' } as const;

function BusinessDashboard({ businessId, businessActive }: { businessId: number; businessActive: boolean }) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const dashboard = useDashboard(businessId);
  const subscribed = useSubscribedModules(dashboard.data?.fallback ? businessId : undefined);

  if (dashboard.isLoading) {
    return (
      <div className="grid gap-6" aria-busy="true">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      </div>
    );
  }

  if (dashboard.isError || !dashboard.data) {
    return (
      <div className="grid gap-6">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>{t('error.title')}</AlertTitle>
          <AlertDescription>
            <p>{serverMessageOf(dashboard.error, dashboard.error?.message ?? '')}</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
              {t('error.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const { metrics, recentSales, moduleStatus, todayByPaymentMethod } = dashboard.data;
  const captions = dashboardCaptions(metrics);
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

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="dashboard-metrics">
        <StatCard
          title={t('metrics.todaySales')}
          value={formatMoney(metrics.todaySales)}
          caption={t(`captions.${captions.todaySales.key}`)}
          icon={ShoppingCart}
          tone={captions.todaySales.tone}
        />
        <StatCard
          title={t('metrics.pendingCollections')}
          value={formatMoney(metrics.pendingCollections)}
          caption={t(`captions.${captions.pendingCollections.key}`)}
          icon={Wallet}
          tone={captions.pendingCollections.tone}
        />
        <StatCard
          title={t('metrics.lowStockItems')}
          value={String(metrics.lowStockItems)}
          caption={t(`captions.${captions.lowStockItems.key}`)}
          icon={Package}
          tone={captions.lowStockItems.tone}
        />
        <StatCard
          title={t('metrics.monthlyRevenue')}
          value={formatMoney(metrics.monthlyRevenue)}
          caption={t(`captions.${captions.monthlyRevenue.key}`)}
          icon={TrendingUp}
          tone={captions.monthlyRevenue.tone}
        />
      </div>

      {todayByPaymentMethod.length > 0 && <TodayByMethod methods={todayByPaymentMethod} />}

      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>{t('quickActions.title')}</CardTitle>
            <CardDescription>{t('quickActions.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button asChild className="justify-start">
              <Link to={SCREENS.pos}>
                <ShoppingCart />
                {t('quickActions.openPos')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to={SCREENS.inventory}>
                <Plus />
                {t('quickActions.addProduct')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to={SCREENS.reports}>
                <BarChart3 />
                {t('quickActions.viewReports')}
              </Link>
            </Button>
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader className="flex flex-row items-start justify-between gap-2">
            <div>
              <CardTitle>{t('recentSales.title')}</CardTitle>
              <CardDescription>{t('recentSales.description')}</CardDescription>
            </div>
            <Button asChild variant="link" size="sm">
              <Link to={SCREENS.sales}>{t('recentSales.viewAll')}</Link>
            </Button>
          </CardHeader>
          <CardContent>
            {recentSales.length === 0 ? (
              <EmptyState icon={Receipt} title={t('recentSales.emptyTitle')} description={t('recentSales.emptyDescription')} />
            ) : (
              <ul className="grid gap-2" aria-label={t('recentSales.title')}>
                {recentSales.map((sale) => (
                  <RecentSaleRow key={sale.id} sale={sale} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('modules.title')}</CardTitle>
          <CardDescription>{t('modules.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {businessActive ? (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {MODULE_KEYS.map((key) => {
                const state = stateOf(key);
                return (
                  <li key={key} className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm">
                    <span>{MODULE_NAMES[key]}</span>
                    <Badge variant={state === 'active' ? 'success' : 'secondary'}>
                      {t(`modules.${state === 'active' ? 'active' : 'inactive'}`)}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          ) : (
            <EmptyState icon={ShieldCheck} title={t('modules.inactiveTitle')} description={t('modules.inactiveDescription')} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function RecentSaleRow({ sale }: { sale: DashboardRecentSale }) {
  const { t } = useTranslation('dashboard');
  const Icon = methodIcon[sale.paymentMethod] ?? Receipt;
  return (
    <li className="flex items-center gap-3 rounded-lg border px-3 py-2">
      <span
        className="flex size-9 items-center justify-center rounded-full bg-muted"
        title={t(`recentSales.methods.${sale.paymentMethod}`)}
      >
        <Icon aria-label={t(`recentSales.methods.${sale.paymentMethod}`)} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{sale.invoiceNumber}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(sale.saleDate)}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className="font-semibold tabular-nums">{formatMoney(sale.totalAmount)}</span>
        <Badge variant={statusVariant[sale.paymentStatus]}>{t(`recentSales.status.${sale.paymentStatus}`)}</Badge>
      </div>
    </li>
  );
}
