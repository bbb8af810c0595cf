import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVENTORY_PATHS, type InventoryResponse } from '#shared/contracts/inventory';
import type { TaxCalculation, TaxPanelData } from '#shared/contracts/tax';
import { shopMonthStart, shopToday } from '#client/lib/shop-time';
import { renderScreen, setupScreenTests, statCard, type FakeRequest } from '#client/testing/render-screen';
import TaxPanelPage from './tax-panel-page';

setupScreenTests();

const PANEL = '/api/tax/panel-data/3';
const OCTOBER: TaxCalculation = {
  id: 4,
  period: '2026-10',
  periodLabel: 'October 2026',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  status: 'calculated',
  totalTax: 36_000,
  vatAmount: 27_000,
  outputVat: 45_000,
  inputVat: 18_000,
  vatCreditBroughtForward: 0,
  vatPayable: 27_000,
  vatCreditCarriedForward: 0,
  taxableTurnover: 250_000,
  exemptTurnover: 0,
  ssclApplies: false,
  ssclThreshold: 10_000_000,
  ssclNote: null,
  nbtAmount: 0,
  ssclAmount: 0,
  incomeTaxAmount: 9000,
  revenue: 250_000,
  expenses: 40_000,
  deductibleExpenses: 40_000,
  taxableIncome: 30_000,
  salesCount: 120,
  vatRate: 18,
  nbtRate: 0,
  ssclRate: 2.5,
  ssclLiableShare: 100,
  incomeTaxMode: 'company',
  incomeTaxRate: 30,
  calculatedAt: '2026-11-02T04:00:00.000Z',
};
const panel = (from: string, to: string, over: Partial<TaxPanelData> = {}): TaxPanelData => ({
  range: { from, to },
  snapshot: {
    totalRevenue: 250_000,
    costOfGoodsSold: 180_000,
    grossProfit: 70_000,
    totalExpenses: 40_000,
    transactionCount: 8,
    netProfit: 30_000,
    profitMargin: 12,
    outputVat: 45_000,
    inputVat: 50_000,
    vatPayable: 0,
    vatCreditCarriedForward: 5000,
    taxableTurnover: 250_000,
    exemptTurnover: 0,
  },
  calculations: [],
  expenseCategories: [],
  exceptionAlerts: [],
  auditTrail: [],
  configuration: {
    id: null,
    effectiveFrom: null,
    vatRate: 18,
    nbtRate: 0,
    ssclRate: 2.5,
    ssclLiableShare: 100,
    vatRegistered: true,
    pricesIncludeVat: true,
    tin: null,
    vatNumber: null,
    annualVatThreshold: 60_000_000,
    quarterlyVatThreshold: 15_000_000,
    incomeTaxMode: 'company',
    companyIncomeTaxRate: 30,
    createdAt: null,
  },
  ...over,
});

const EMPTY_STATS: InventoryResponse['stats'] = {
  totalProducts: 0,
  totalCategories: 0,
  lowStockCount: 0,
  totalValue: 0,
  valueAtBuyingPrice: 0,
  valueAtSellingPrice: 0,
  productsValuedAtSellingPrice: 0,
};
const open = (over: Partial<TaxPanelData> = {}) =>
  renderScreen(<TaxPanelPage />, {
    url: '/tax',
    routes: {
      [`GET ${PANEL}`]: (req: FakeRequest) => panel(req.query.get('from')!, req.query.get('to')!, over),
      // The alerts tab's staple review reads the products (none here: it shows nothing).
      [`GET ${INVENTORY_PATHS.inventory(3)}`]: { products: [], categories: [], lowStockProducts: [], stats: EMPTY_STATS },
    },
  });

describe('the tax panel', () => {
  it('sums the month to date up, with the VAT credit to carry forward, before any calculation', async () => {
    const { requests } = open();
    await waitFor(() => expect(statCard('Total Revenue').value).toBe('Rs. 250,000.00'));
    expect(requests('GET', PANEL).map((r) => r.url)).toEqual([`${PANEL}?from=${shopMonthStart()}&to=${shopToday()}`]);
    expect(statCard('Net Profit')).toEqual({ value: 'Rs. 30,000.00', caption: '12.0% margin · revenue − cost of goods − expenses' });
    expect(statCard('Total Expenses').caption).toBe('8 transactions');
    // Input VAT above output VAT: nothing payable, a credit carried forward.
    expect(statCard('VAT Payable')).toEqual({
      value: 'Rs. 0.00',
      caption: 'VAT credit Rs. 5,000.00 to carry forward (input VAT exceeds output VAT)',
    });
    expect(statCard('Tax Liability').value).toBe('Not calculated');
    expect(screen.getByText('Generate a tax calculation to see the breakdown.')).toBeTruthy();
  });

  it('breaks the latest calculation down, and says why no SSCL is due below its threshold', async () => {
    open({ calculations: [OCTOBER] });
    const breakdown = await screen.findByTestId('latest-breakdown');
    expect(statCard('Tax Liability')).toEqual({ value: 'Rs. 36,000.00', caption: '2026-10 · Calculated' });
    expect(breakdown.textContent).toContain('VAT Payable (18%)Rs. 27,000.00');
    expect(breakdown.textContent).toContain('Income Tax Payable (30%)Rs. 9,000.00');
    expect(within(breakdown).getByTestId('latest-sscl-note')).toBeTruthy();
    expect(breakdown.textContent).toMatch(/Total taxRs\. 36,000\.00$/);
  });

  it('lists the exception alerts on their tab, the serious ones as alerts', async () => {
    const { user } = open({
      exceptionAlerts: [
        { code: 'VAT_THRESHOLD', severity: 'alert', message: 'Turnover is above the VAT threshold', recommendation: 'Register for VAT' },
        { code: 'NO_EXPENSES', severity: 'info', message: 'No expenses recorded', recommendation: 'Record your expenses' },
      ],
    });
    await waitFor(() => expect(statCard('Total Revenue').value).toBe('Rs. 250,000.00'));
    await user.click(screen.getByRole('tab', { name: 'Alerts' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Alert: Turnover is above the VAT thresholdRecommendation: Register for VAT');
    expect(screen.getByRole('status').textContent).toContain('Info: No expenses recorded');
  });

  it('asks for the figures of the range chosen', async () => {
    const { requests } = open();
    await waitFor(() => expect(statCard('Total Revenue').value).toBe('Rs. 250,000.00'));
    // A date input is picked, not typed: its value is set as the browser's picker does.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(requests('GET', PANEL).at(-1)!.query.get('from')).toBe('2026-01-01'));
    expect(requests('GET', PANEL).at(-1)!.query.get('to')).toBe(shopToday());
  });
});
