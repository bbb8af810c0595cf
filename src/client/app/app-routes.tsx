import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import type { ModuleKey } from '../../shared/permissions';
import { AppLayout, CashierLayout } from '../components/layout/app-layout';
import { useAuth } from '../lib/auth';
import { ModuleGate } from './module-gate';
import { LoadingScreen } from './pages/loading-screen';
import { NotFoundPage } from './pages/not-found-page';
import { ServiceUnavailablePage } from './pages/service-unavailable-page';
import { RequireSuperAdmin } from './require-super-admin';

// Every screen is its own chunk: the landing page never downloads the till.
const LandingPage = lazy(() => import('../features/landing/pages/landing-page'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const CashierLoginPage = lazy(() => import('../features/auth/pages/cashier-login-page'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const PosPage = lazy(() => import('../features/pos/pages/pos-page'));
const InventoryPage = lazy(() => import('../features/inventory/pages/inventory-page'));
const DebtorsPage = lazy(() => import('../features/debtors/pages/debtors-page'));
const CrmPage = lazy(() => import('../features/crm/pages/crm-page'));
const ProcurementPage = lazy(() => import('../features/procurement/pages/procurement-page'));
const TaxPanelPage = lazy(() => import('../features/tax/pages/tax-panel-page'));
const ReportsPage = lazy(() => import('../features/reports/pages/reports-page'));
const SubscriptionPage = lazy(() => import('../features/subscriptions/pages/subscription-page'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page'));
const UsersPage = lazy(() => import('../features/users/pages/users-page'));
const SuperAdminPage = lazy(() => import('../features/admin/pages/super-admin-page'));

const MODULE_ROUTES: { path: string; module: ModuleKey; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/pos', module: 'pos', Page: PosPage },
  { path: '/inventory', module: 'inventory', Page: InventoryPage },
  { path: '/debtors', module: 'debtors', Page: DebtorsPage },
  { path: '/crm', module: 'crm', Page: CrmPage },
  { path: '/procurement', module: 'procurement', Page: ProcurementPage },
  { path: '/tax-panel', module: 'tax', Page: TaxPanelPage },
  { path: '/reports', module: 'reports', Page: ReportsPage },
];

/** Top-level routing by login state and role (spec part 1 and 2, "Top-level routing"). */
export function AppRoutes() {
  const { user, isLoading, isServiceUnavailable } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (isServiceUnavailable) return <ServiceUnavailablePage />;

  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/cashier" element={<CashierLoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    );
  }

  if (user.role === 'cashier') {
    // Cashiers: every path is the till.
    return (
      <CashierLayout>
        <Suspense fallback={<LoadingScreen />}>
          <ModuleGate module="pos">
            <PosPage />
          </ModuleGate>
        </Suspense>
      </CashierLayout>
    );
  }

  return (
    <AppLayout>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/" element={<DashboardPage />} />
          {MODULE_ROUTES.map(({ path, module, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <ModuleGate module={module}>
                  <Page />
                </ModuleGate>
              }
            />
          ))}
          <Route path="/subscription" element={<SubscriptionPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/users" element={<UsersPage />} />
          <Route
            path="/super-admin"
            element={
              <RequireSuperAdmin>
                <SuperAdminPage />
              </RequireSuperAdmin>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AppLayout>
  );
}
