import { describe, expect, it } from 'vitest';
import { dashboardCaptions } from './dashboard-captions';

const zero = { todaySales: 0, pendingCollections: 0, lowStockItems: 0, monthlyRevenue: 0 };

describe('dashboardCaptions: each card says what its figure means', () => {
  it.each([
    ['todaySales', { todaySales: 0 }, 'noSalesToday', 'default'],
    ['todaySales', { todaySales: 1250.5 }, 'salesToday', 'success'],
    ['pendingCollections', { pendingCollections: 0 }, 'nothingToCollect', 'default'],
    ['pendingCollections', { pendingCollections: 0.01 }, 'toCollect', 'warning'],
    ['lowStockItems', { lowStockItems: 0 }, 'stockHealthy', 'success'],
    ['lowStockItems', { lowStockItems: 3 }, 'needsRestock', 'destructive'],
    ['monthlyRevenue', { monthlyRevenue: 0 }, 'noRevenueThisMonth', 'default'],
    ['monthlyRevenue', { monthlyRevenue: 9800 }, 'monthToDate', 'default'],
  ] as const)('%s with %o → %s (%s)', (card, figures, key, tone) => {
    expect(dashboardCaptions({ ...zero, ...figures })[card]).toEqual({ key, tone });
  });

  it('never claims attention or growth on zero figures', () => {
    const captions = Object.values(dashboardCaptions(zero));
    expect(captions.map((c) => c.key)).not.toContain('toCollect');
    expect(captions.map((c) => c.tone)).not.toContain('warning');
    expect(captions.map((c) => c.tone)).not.toContain('destructive');
  });
});
