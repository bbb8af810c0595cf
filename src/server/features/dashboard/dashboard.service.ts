import { RECENT_SALES_LIMIT, type DashboardMetrics, type EnhancedDashboard } from '../../../shared/contracts/dashboard';
import { fromCents } from '../../../shared/domain/money';
import { zonedDayRange, zonedMonthRange } from '../../../shared/domain/time-zone';
import { getModuleState, MODULE_KEYS, MODULE_NAMES } from '../../../shared/permissions';
import type { Executor } from '../../db/client';
import type { Tenant } from '../../plugins/access';
import { totalOutstandingCents } from '../debtors/debtors.repo';
import { getBusinessSettings } from '../settings/settings.service';
import * as repo from './dashboard.repo';

/**
 * The four cards. todaySales / monthlyRevenue: Σ sale totals (every payment method, credit
 * included) whose sale date falls in the current local day / calendar month of the business's
 * time zone (settings.timeZone, Asia/Colombo by default). pendingCollections: Σ outstanding
 * debtor balances. lowStockItems: active products with stock ≤ threshold.
 */
export async function getMetrics(db: Executor, businessId: number, now = new Date()): Promise<DashboardMetrics> {
  const { timeZone } = await getBusinessSettings(db, businessId);
  const day = zonedDayRange(now, timeZone);
  const month = zonedMonthRange(now, timeZone);
  const [today, monthly, pending, low] = await Promise.all([
    repo.salesTotalCents(db, businessId, day.start, day.end),
    repo.salesTotalCents(db, businessId, month.start, month.end),
    totalOutstandingCents(db, businessId),
    repo.lowStockCount(db, businessId),
  ]);
  return { todaySales: fromCents(today), pendingCollections: fromCents(pending), lowStockItems: low, monthlyRevenue: fromCents(monthly) };
}

export async function getEnhancedDashboard(db: Executor, tenant: Tenant, now = new Date()): Promise<EnhancedDashboard> {
  const [metrics, recent] = await Promise.all([
    getMetrics(db, tenant.businessId, now),
    repo.recentSales(db, tenant.businessId, RECENT_SALES_LIMIT),
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
    subscribedModules: active ? MODULE_KEYS.filter((k) => business.modules.includes(k)).map((k) => MODULE_NAMES[k]) : [],
    moduleStatus: Object.fromEntries(MODULE_KEYS.map((k) => [MODULE_NAMES[k], getModuleState(k, business)])),
  };
}
