/**
 * The captions under the dashboard's four figures follow the figures: a card only asks for
 * attention when there is something to attend to. No month-on-month comparison exists here, so
 * nothing claims growth. Keys are i18n keys under `dashboard:captions`.
 */
export type CaptionTone = 'default' | 'success' | 'warning' | 'destructive';
export interface Caption {
  key: string;
  tone: CaptionTone;
}

export interface DashboardFigures {
  todaySales: number;
  pendingCollections: number;
  lowStockItems: number;
  monthlyRevenue: number;
}

export function dashboardCaptions(m: DashboardFigures): Record<keyof DashboardFigures, Caption> {
  return {
    todaySales: m.todaySales > 0 ? { key: 'salesToday', tone: 'success' } : { key: 'noSalesToday', tone: 'default' },
    pendingCollections: m.pendingCollections > 0 ? { key: 'toCollect', tone: 'warning' } : { key: 'nothingToCollect', tone: 'default' },
    lowStockItems: m.lowStockItems > 0 ? { key: 'needsRestock', tone: 'destructive' } : { key: 'stockHealthy', tone: 'success' },
    monthlyRevenue: m.monthlyRevenue > 0 ? { key: 'monthToDate', tone: 'default' } : { key: 'noRevenueThisMonth', tone: 'default' },
  };
}
