import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { ModuleKey } from '#shared/permissions';
import { useAuth } from '../lib/auth';
import { loadScreenTexts, NAMESPACES } from '../lib/i18n';
import { ModuleGate } from './module-gate';
import { SHELL_NAMESPACES, TILL_NAMESPACES } from './namespaces';
import { LoadingScreen } from './pages/loading-screen';
import { NotFoundPage } from './pages/not-found-page';
import { ServiceUnavailablePage } from './pages/service-unavailable-page';
import { SCREENS, signInPath } from './screens';

type Screen = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * A screen in its own chunk, rendered once its code and the texts it uses (`ns`) are here;
 * `preload()` starts fetching both before React first renders it. A signed-in screen that names
 * none brings every namespace (a few KB), so none of its dialogs ever waits for its texts.
 */
function screen(importPage: () => Promise<{ default: ComponentType }>, ns: readonly string[] = NAMESPACES): Screen {
  const load = () => Promise.all([importPage(), loadScreenTexts(ns)]).then(([page]) => page);
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) });
}

// Every screen is its own chunk: the landing page never downloads the till. The signed-in shell
// (header, sidebar, drawer, user menu) is one too, so signed-out visitors never download it.
const LandingPage = screen(() => import('../features/landing/pages/landing-page'), ['modules']);
const LoginPage = screen(() => import('../features/auth/pages/login-page'), ['auth', 'errors']);
const CashierLoginPage = screen(() => import('../features/auth/pages/cashier-login-page'), ['auth', 'errors']);
const DashboardPage = screen(() => import('../features/dashboard/pages/dashboard-page'));
const PosPage = screen(() => import('../features/pos/pages/pos-page'), TILL_NAMESPACES);
const CustomerDisplayPage = screen(() => import('../features/customer-display/customer-display-page'), ['display']);
const InventoryPage = screen(() => import('../features/inventory/pages/inventory-page'));
const LabelsPage = screen(() => import('../features/labels/pages/labels-page'));
const StockAdjustmentsPage = screen(() => import('../features/inventory/pages/adjustments-page'));
const StocktakesPage = screen(() => import('../features/stocktakes/pages/stocktakes-page'));
const ExpiryPage = screen(() => import('../features/batches/pages/expiry-page'));
const ImportExportPage = screen(() => import('../features/imports/pages/import-export-page'));
const DebtorsPage = screen(() => import('../features/debtors/pages/debtors-page'));
const ChequesPage = screen(() => import('../features/cheques/pages/cheques-page'));
const CrmPage = screen(() => import('../features/crm/pages/crm-page'));
const ProcurementPage = screen(() => import('../features/procurement/pages/procurement-page'));
const TaxPanelPage = screen(() => import('../features/tax/pages/tax-panel-page'));
const ReportsPage = screen(() => import('../features/reports/pages/reports-page'));
const SalesPage = screen(() => import('../features/sales/pages/sales-page'));
const ReturnsPage = screen(() => import('../features/returns/pages/returns-page'));
const ShiftsPage = screen(() => import('../features/shifts/pages/shifts-page'));
const SubscriptionPage = screen(() => import('../features/subscriptions/pages/subscription-page'));
const SettingsPage = screen(() => import('./pages/settings-page'));
const UsersPage = screen(() => import('../features/users/pages/users-page'));
const SuperAdminPage = screen(() => import('../features/admin/pages/super-admin-page'));
const NotATillPage = screen(() => import('../features/offline/not-a-till-page'), ['offline']);

// Signed in, the shell brings its own texts and each screen its own: the till's first paint
// does not wait for the other screens' (namespaces.ts).
const layouts = () => Promise.all([import('./shell/app-layout'), loadScreenTexts(SHELL_NAMESPACES)]).then(([m]) => m);
const AppLayout = lazy(() => layouts().then((m) => ({ default: m.AppLayout })));
const CashierLayout = lazy(() => layouts().then((m) => ({ default: m.CashierLayout })));
const RequireSuperAdmin = lazy(() => import('./require-super-admin').then((m) => ({ default: m.RequireSuperAdmin })));

const MODULE_ROUTES: { path: string; module: ModuleKey; Page: Screen }[] = [
  { path: SCREENS.pos, module: 'pos', Page: PosPage },
  { path: SCREENS.inventory, module: 'inventory', Page: InventoryPage },
  { path: SCREENS.labels, module: 'inventory', Page: LabelsPage },
  { path: SCREENS.stockAdjustments, module: 'inventory', Page: StockAdjustmentsPage },
  { path: SCREENS.stocktakes, module: 'inventory', Page: StocktakesPage },
  { path: SCREENS.expiry, module: 'inventory', Page: ExpiryPage },
  { path: SCREENS.debtors, module: 'debtors', Page: DebtorsPage },
  { path: SCREENS.cheques, module: 'debtors', Page: ChequesPage },
  { path: SCREENS.crm, module: 'crm', Page: CrmPage },
  { path: SCREENS.procurement, module: 'procurement', Page: ProcurementPage },
  { path: SCREENS.tax, module: 'tax', Page: TaxPanelPage },
  { path: SCREENS.reports, module: 'reports', Page: ReportsPage },
  { path: SCREENS.sales, module: 'pos', Page: SalesPage },
  { path: SCREENS.returns, module: 'pos', Page: ReturnsPage },
  { path: SCREENS.shifts, module: 'pos', Page: ShiftsPage },
];

/** Top-level routing by login state and role. */
const OTHER_ROUTES: Record<string, Screen> = {
  [SCREENS.dashboard]: DashboardPage,
  [SCREENS.subscription]: SubscriptionPage,
  [SCREENS.settings]: SettingsPage,
  [SCREENS.importExport]: ImportExportPage,
  [SCREENS.users]: UsersPage,
  [SCREENS.superAdmin]: SuperAdminPage,
};

/** Pages that need a signed-in user: a signed-out visitor is sent to sign in, then brought back. */
const SIGNED_IN_PATHS = [
  SCREENS.customerDisplay,
  ...MODULE_ROUTES.map((r) => r.path),
  ...Object.keys(OTHER_ROUTES).filter((p) => p !== SCREENS.dashboard),
];

function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={signInPath(pathname + search)} replace />;
}

/** The screen a signed-in user's path opens (cashiers: always the till). */
function screenFor(role: string, pathname: string): Screen | undefined {
  if (role === 'cashier') return PosPage;
  return MODULE_ROUTES.find((r) => r.path === pathname)?.Page ?? OTHER_ROUTES[pathname];
}

/** Starts fetching the signed-in shell and the screen of the path side by side, not one after the other. */
function usePreloadScreen(role: string | undefined, pathname: string) {
  useEffect(() => {
    if (!role || pathname === SCREENS.customerDisplay) return; // the display needs neither
    void layouts().catch(() => undefined);
    screenFor(role, pathname)?.preload();
  }, [role, pathname]);
}

/** The loading screen while a screen's code (or the shell's) is on its way. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

export function AppRoutes() {
  const { user, isLoading, isServiceUnavailable, isOffline } = useAuth();
  const { pathname } = useLocation();
  usePreloadScreen(user?.role, pathname);
  if (isLoading) return <LoadingScreen />;
  if (isServiceUnavailable) return <ServiceUnavailablePage />;
  // Offline, a browser that cannot sell offline says so instead of a sign-in form that cannot work
  // (the landing page still shows).
  if (isOffline && pathname !== SCREENS.dashboard) {
    return (
      <Loading>
        <NotATillPage />
      </Loading>
    );
  }
  if (!user) return <SignedOutRoutes />;
  if (pathname === SCREENS.customerDisplay) {
    // The customer display's window: full screen, no shell, for every role at the till.
    return (
      <Loading>
        <ModuleGate module="pos">
          <CustomerDisplayPage />
        </ModuleGate>
      </Loading>
    );
  }
  if (user.role === 'cashier') {
    // Cashiers: every path is the till.
    return (
      <Loading>
        <CashierLayout>
          <Loading>
            <ModuleGate module="pos">
              <PosPage />
            </ModuleGate>
          </Loading>
        </CashierLayout>
      </Loading>
    );
  }
  return <SignedInRoutes />;
}

/** Signed out: the landing page, the two sign-ins, and sign in first for any signed-in page. */
function SignedOutRoutes() {
  return (
    <Loading>
      <Routes>
        <Route path={SCREENS.dashboard} element={<LandingPage />} />
        <Route path={SCREENS.login} element={<LoginPage />} />
        <Route path={SCREENS.cashierLogin} element={<CashierLoginPage />} />
        {SIGNED_IN_PATHS.map((path) => (
          <Route key={path} path={path} element={<SignInFirst />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Loading>
  );
}

/** An owner's or a manager's screens in the shell: each module's behind its subscription. */
function SignedInRoutes() {
  return (
    <Loading>
      <AppLayout>
        <Loading>
          <Routes>
            <Route path={SCREENS.dashboard} element={<DashboardPage />} />
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
            <Route path={SCREENS.subscription} element={<SubscriptionPage />} />
            <Route path={SCREENS.settings} element={<SettingsPage />} />
            <Route path={SCREENS.users} element={<UsersPage />} />
            <Route path={SCREENS.importExport} element={<ImportExportPage />} />
            <Route
              path={SCREENS.superAdmin}
              element={
                <RequireSuperAdmin>
                  <SuperAdminPage />
                </RequireSuperAdmin>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Loading>
      </AppLayout>
    </Loading>
  );
}
