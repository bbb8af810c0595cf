import { RECENT_SALES_LIMIT, type DashboardMetrics, type EnhancedDashboard } from '#shared/contracts/dashboard';
import { fromCents } from '#shared/domain/money';
import { toZonedDateString, zonedMonthRange } from '#shared/domain/time-zone';
import { getModuleState, MODULE_KEYS, MODULE_NAMES } from '#shared/permissions';
import type { Executor } from '#server/db/client';
import type { Tenant } from '#server/plugins/access';
import { getTotalOutstandingCents } from '#server/features/debtors';
import { toTenderSummary } from '#server/features/reports';
import { recentSales } from '#server/features/sales';
import { netSalesByTender, netSalesTotalCents, rangeOf, salesScope } from '#server/features/sales-read-model';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as repo from './dashboard.repo';

/**
 * The four cards. todaySales / monthlyRevenue: Σ sale totals (every payment method, credit
 * included) whose sale date falls in the current local day / calendar month of the business's
 * time zone (settings.timeZone, Asia/Colombo by default), from the sales read model. pendingCollections: Σ outstanding
 * debtor balances. lowStockItems: active products with stock ≤ threshold.
 */
export async function getMetrics(db: Executor, businessId: number, now = new Date()): Promise<DashboardMetrics> {
  const scope = await salesScope(db, businessId);
  const today = toZonedDateString(now, scope.timeZone);
  const lastOfMonth = toZonedDateString(new Date(zonedMonthRange(now, scope.timeZone).end.getTime() - 1), scope.timeZone);
  const [todayCents, monthCents, pending, low] = await Promise.all([
    netSalesTotalCents(db, rangeOf(scope, { from: today, to: today })),
    netSalesTotalCents(db, rangeOf(scope, { from: `${today.slice(0, 8)}01`, to: lastOfMonth })),
    getTotalOutstandingCents(db, businessId),
    repo.lowStockCount(db, businessId),
  ]);
  return {
    todaySales: fromCents(todayCents),
    pendingCollections: fromCents(pending),
    lowStockItems: low,
    monthlyRevenue: fromCents(monthCents),
  };
}

/** Today's (local day's) sales by payment method, from the sales read model. */
export async function todayByTender(db: Executor, businessId: number, now = new Date()) {
  const timeZone = await getBusinessTimeZone(db, businessId);
  const today = toZonedDateString(now, timeZone);
  // Payments are never rolled up: the range needs no roll-up coverage.
  return netSalesByTender(db, rangeOf({ businessId, timeZone, coverage: null }, { from: today, to: today }));
}

export async function getEnhancedDashboard(db: Executor, tenant: Tenant, now = new Date()): Promise<EnhancedDashboard> {
  const [metrics, recent, tenders] = await Promise.all([
    getMetrics(db, tenant.businessId, now),
    recentSales(db, tenant.businessId, RECENT_SALES_LIMIT),
    todayByTender(db, tenant.businessId, now),
  ]);
  const business = tenant.business;
  const active = business.status === 'active';
  return {
    metrics,
    recentSales: recent.map((s) => ({
      id: s.id,
      invoiceNumber: s.invoiceNumber,
      saleDate: s.saleDate.toISOString(),
      totalAmount: fromCents(s.totalCents),
      paymentMethod: s.paymentMethod,
      paymentStatus: s.paymentStatus,
    })),
    todayByPaymentMethod: toTenderSummary(tenders),
    subscribedModules: active ? MODULE_KEYS.filter((k) => business.modules.includes(k)).map((k) => MODULE_NAMES[k]) : [],
    moduleStatus: Object.fromEntries(MODULE_KEYS.map((k) => [MODULE_NAMES[k], getModuleState(k, business)])),
  };
}
