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
  ssclReason: 'below_threshold',
  ssclNote: null,
  ssclTurnover: null,
  nbtAmount: 0,
  ssclAmount: 0,
  incomeTaxAmount: 9000,
  revenue: 250_000,
  expenses: 40_000,
  deductibleExpenses: 40_000,
  costOfGoodsSold: 180_000,
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
    ssclRegisteredFrom: null,
    ssclCancelledFrom: null,
    ssclQuarterlyThreshold: 15_000_000,
    ssclAnnualThreshold: 60_000_000,
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
      // 99,999 tax invoices issued: the next is the 100,000th.
      'GET /api/business-settings': () => ({ businessId: 3, taxInvoiceSerialPattern: 'gazette', taxInvoiceNextNumber: 100_000 }),
      'POST /api/business-settings': (req: FakeRequest) => ({ businessId: 3, ...(req.body as object) }),
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
    expect(statCard('Estimated tax').value).toBe('Not calculated');
    expect(screen.getByText('Generate a tax calculation to see the breakdown.')).toBeTruthy();
  });

  it('breaks the latest calculation down, and says why no SSCL is due below its threshold', async () => {
    open({ calculations: [OCTOBER] });
    const breakdown = await screen.findByTestId('latest-breakdown');
    expect(statCard('Estimated tax')).toEqual({ value: 'Rs. 36,000.00', caption: '2026-10 · Calculated' });
    expect(breakdown.textContent).toContain('VAT Payable (18%)Rs. 27,000.00');
    expect(breakdown.textContent).toContain('Estimated taxable incomeRs. 30,000.00');
    expect(breakdown.textContent).toContain('Estimated income tax (30%)Rs. 9,000.00');
    expect(within(breakdown).getByTestId('latest-sscl-note')).toBeTruthy();
    expect(breakdown.textContent).toMatch(/Total taxRs\. 36,000\.00$/);
  });

  it('lists the exception alerts on their tab, the serious ones as alerts', async () => {
    const { user } = open({
      exceptionAlerts: [
        {
          code: 'vat_threshold_annual_over',
          severity: 'alert',
          params: { turnover: 40_000_000, threshold: 36_000_000, share: 111, thresholdFrom: '2026-04-01' },
        },
        { code: 'non_deductible_expenses', severity: 'info', params: { count: 2, amount: 4000.5 } },
      ],
    });
    await waitFor(() => expect(statCard('Total Revenue').value).toBe('Rs. 250,000.00'));
    await user.click(screen.getByRole('tab', { name: 'Alerts' }));
    const alert = await screen.findByRole('alert');
    // Worded on the client from the code and its parameters, with the threshold it used.
    expect(alert.textContent).toContain(
      'Alert: Taxable turnover for the last 12 months (Rs. 40,000,000.00) exceeds the VAT registration threshold of Rs. 36,000,000.00.',
    );
    expect(alert.textContent).toContain('Recommendation: Register for VAT with the Inland Revenue Department');
    expect(alert.textContent).toContain('Threshold used: the tax configuration in force from');
    expect(screen.getByRole('status').textContent).toContain('Info: 2 expenses totalling Rs. 4,000.50 are in non-deductible categories.');
  });

  it('asks for the figures of the range chosen', async () => {
    const { requests } = open();
    await waitFor(() => expect(statCard('Total Revenue').value).toBe('Rs. 250,000.00'));
    // A date input is picked, not typed: its value is set as the browser's picker does.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(requests('GET', PANEL).at(-1)!.query.get('from')).toBe('2026-01-01'));
    expect(requests('GET', PANEL).at(-1)!.query.get('to')).toBe(shopToday());
  });

  it('offers the tax invoice serial patterns with the next serial, the gazette’s by default, and saves the one chosen', async () => {
    const { requests, user } = open();
    const card = await screen.findByTestId('serial-pattern-card');
    const [yyyy, mm, dd] = shopToday().split('-');
    const month = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(mm) - 1];
    await waitFor(() => expect(within(card).getByRole('radio', { name: /YYMMM_QQQQ_XXXXX/ })).toHaveProperty('checked', true));
    expect(within(card).getByTestId('serial-preview-gazette').textContent).toBe(
      `Next invoice: ${yyyy.slice(2)}${month}_0001_100000 dated ${mm}/${dd}/${yyyy}`,
    );
    expect(within(card).getByTestId('serial-preview-plain').textContent).toBe(`Next invoice: TI-100000 dated ${shopToday()}`);
    await user.click(within(card).getByRole('radio', { name: /TI-000001/ }));
    await user.click(within(card).getByRole('button', { name: 'Save numbering' }));
    await waitFor(() => expect(requests('POST', '/api/business-settings').at(-1)?.body).toEqual({ taxInvoiceSerialPattern: 'plain' }));
  });
});
