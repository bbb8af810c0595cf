import { RECENT_SALES_LIMIT, type DashboardMetrics, type EnhancedDashboard } from '../../../shared/contracts/dashboard';
import { fromCents } from '../../../shared/domain/money';
import { toZonedDateString, zonedDayRange, zonedMonthRange } from '../../../shared/domain/time-zone';
import { getModuleState, MODULE_KEYS, MODULE_NAMES } from '../../../shared/permissions';
import type { Executor } from '../../db/client';
import type { Tenant } from '../../plugins/access';
import { totalOutstandingCents } from '../debtors/debtors.repo';
import { rollupCoverage, type RollupCoverage } from '../rollups/rollups.service';
import { getBusinessSettings } from '../settings/settings.service';
import * as repo from './dashboard.repo';

/**
 * Σ sale totals (cents) with sale date in [start, end), both local midnights in `timeZone`: the
 * roll-ups for the complete days they hold, the raw sales (index-only) after them; with no
 * coverage, the raw sales only. Same figure either way (docs/decisions/0004-sales-rollups.md).
 */
export async function sumSalesCents(
  db: Executor,
  businessId: number,
  range: { start: Date; end: Date },
  timeZone: string,
  cover: RollupCoverage | null,
): Promise<number> {
  if (!cover) return repo.salesTotalCents(db, businessId, range.start, range.end);
  const rawStart = range.start.getTime() >= cover.rawFrom.getTime() ? range.start : cover.rawFrom;
  const [raw, rolled] = await Promise.all([
    rawStart.getTime() < range.end.getTime() ? repo.salesTotalCents(db, businessId, rawStart, range.end) : 0,
    range.start.getTime() < cover.rawFrom.getTime()
      ? repo.rolledTotalCents(db, businessId, {
          startDay: toZonedDateString(range.start, timeZone),
          endDay: toZonedDateString(range.end, timeZone),
          throughDay: cover.throughDay,
        })
      : 0,
  ]);
  return raw + rolled;
}

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
  const cover = await rollupCoverage(db, businessId, timeZone);
  const [today, monthly, pending, low] = await Promise.all([
    sumSalesCents(db, businessId, day, timeZone, cover),
    sumSalesCents(db, businessId, month, timeZone, cover),
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
