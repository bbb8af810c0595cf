import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrmSummary, DebtorSummary, InventorySummary, SalesSummary } from '#shared/contracts/reports';
import { shopMonthStart, shopToday } from '#client/lib/shop-time';
import { renderScreen, setupScreenTests, statCard, type FakeRequest } from '#client/testing/render-screen';
import ReportsPage from './reports-page';

setupScreenTests();

const profit = { netSales: 80_000, costOfGoodsSold: 60_000, grossProfit: 20_000 };
const summary = (from: string, to: string): SalesSummary => ({
  range: { from, to },
  todaySales: 4500,
  weekSales: 21_000,
  monthSales: 86_400,
  yearSales: 900_000,
  totalSales: 86_400,
  averageOrderValue: 2400,
  salesCount: 36,
  profit,
  dailySales: [{ date: to, total: 4500, count: 2, netSales: 4200, costOfGoodsSold: 3000, grossProfit: 1200 }],
  bestSellingProducts: [
    { id: 10, name: 'Red Dhal', sku: 'DHL-1', unit: 'kg', quantitySold: 12.5, totalSold: 12.5, revenue: 6250, ...profit },
  ],
  categories: [{ category: 'Grocery', ...profit }],
  taxSummary: { taxableSales: 0, vat: 0, nbt: 0, rates: [] },
  byPaymentMethod: [{ method: 'cash', count: 36, amount: 86_400 }],
  returns: { count: 0, total: 0, voidCount: 0, voidTotal: 0, byReason: [] },
});
const lowStock = (id: number) => ({
  id,
  name: `Product ${id}`,
  sku: null,
  category: null,
  buyingPrice: 100,
  sellingPrice: 150,
  stock: 1,
  lowStockThreshold: 5,
});
const INVENTORY: InventorySummary = {
  lowStockProducts: [1, 2, 3, 4, 5, 6, 7].map(lowStock),
  categoryBreakdown: [],
  totalValue: 0,
};
const DEBTS: DebtorSummary = { totalOutstanding: 15_000, overdueAmount: 5000, debtorCount: 3 };
const CRM: CrmSummary = { totalCustomers: 40, activeCustomers: 12 };

const open = () =>
  renderScreen(<ReportsPage />, {
    url: '/reports',
    routes: {
      'GET /api/businesses/3/sales-summary': (req: FakeRequest) => summary(req.query.get('from')!, req.query.get('to')!),
      'GET /api/businesses/3/inventory-summary': INVENTORY,
      'GET /api/businesses/3/debtor-summary': DEBTS,
      'GET /api/businesses/3/crm-summary': CRM,
    },
  });

describe('the reports screen', () => {
  it('shows the month to date: sales, debts, best sellers, low stock and gross profit', async () => {
    const { requests } = open();
    await waitFor(() => expect(statCard('Total Sales').value).toBe('LKR 86,400.00'));
    const from = shopMonthStart();
    const to = shopToday();
    expect(requests('GET', '/api/businesses/3/sales-summary').map((r) => r.url)).toEqual([
      `/api/businesses/3/sales-summary?from=${from}&to=${to}`,
    ]);
    expect(statCard('Total Sales').caption).toMatch(/ · 36 sales$/);
    expect(statCard('Outstanding Debt')).toEqual({ value: 'LKR 15,000.00', caption: '3 customers · overdue LKR 5,000.00' });
    expect(within(screen.getByTestId('top-products')).getByText('DHL-1 · 12.500 kg sold')).toBeTruthy();
    // Five low-stock products are listed; the rest are counted.
    expect(screen.getByText('Product 5')).toBeTruthy();
    expect(screen.queryByText('Product 6')).toBeNull();
    expect(screen.getByText('+2 more products need attention')).toBeTruthy();
    expect(screen.getByTestId('profit-totals').textContent).toBe(
      'Net salesLKR 80,000.00Cost of goods soldLKR 60,000.00Gross profitLKR 20,000.00',
    );
    expect(screen.getByText('Gross margin: 25.0%')).toBeTruthy();
    expect(screen.getByText('Customers: 40 (12 active)')).toBeTruthy();
  });

  it('refuses a From after To and offers no export then; a valid range is asked for and exported', async () => {
    const { requests } = open();
    await waitFor(() => expect(statCard('Total Sales').value).toBe('LKR 86,400.00'));
    const asked = requests('GET', '/api/businesses/3/sales-summary').length;

    // A date input is picked, not typed: its value is set as the browser's picker does.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('From must be on or before To');
    expect(screen.queryByRole('link', { name: 'Export Sales' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Export Sales' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests('GET', '/api/businesses/3/sales-summary')).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(requests('GET', '/api/businesses/3/sales-summary').at(-1)!.url).toBe(
        '/api/businesses/3/sales-summary?from=2026-01-01&to=2026-03-31',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Export Sales' }).getAttribute('href')).toBe(
      '/api/businesses/3/reports/sales.csv?from=2026-01-01&to=2026-03-31',
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a range of at most 366 days');
  });
});
