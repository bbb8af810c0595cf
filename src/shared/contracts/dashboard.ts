import { z } from 'zod';
import { TENDER_METHODS, TenderSummary } from './reports';
export * from './dashboard-paths';

/** Money in LKR (2 places); lowStockItems is a count. "Today"/"this month" in the business's time zone. */
export const DashboardMetrics = z.object({
  todaySales: z.number(),
  pendingCollections: z.number(),
  lowStockItems: z.number(),
  monthlyRevenue: z.number(),
});
export type DashboardMetrics = z.infer<typeof DashboardMetrics>;

export const DashboardRecentSale = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  saleDate: z.string(),
  totalAmount: z.number(),
  /** The one method that paid it, or 'split'. */
  paymentMethod: z.enum([...TENDER_METHODS, 'split']),
  paymentStatus: z.enum(['paid', 'pending', 'partial']),
});
export type DashboardRecentSale = z.infer<typeof DashboardRecentSale>;

export const ModuleStatusValue = z.enum(['active', 'inactive', 'pending']);

export const EnhancedDashboard = z.object({
  metrics: DashboardMetrics,
  recentSales: z.array(DashboardRecentSale),
  /** Today's sales (the business's local day) by payment method, every method listed. */
  todayByPaymentMethod: TenderSummary,
  /** Names of the modules the business may use now (MODULE_NAMES, in sidebar order). */
  subscribedModules: z.array(z.string()),
  /** Every module, keyed by its name → active | inactive | pending. */
  moduleStatus: z.record(z.string(), ModuleStatusValue),
});
export type EnhancedDashboard = z.infer<typeof EnhancedDashboard>;

export const RECENT_SALES_LIMIT = 5;
