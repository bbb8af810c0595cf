import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/contracts/auth';
import type { Category } from '#shared/contracts/catalog';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';
import type { StocktakeCounted, StocktakeDetail, StocktakeLine, StocktakeSummary } from '#shared/contracts/stocktakes';
import { CASHIER, OWNER, renderScreen, setupScreenTests } from '#client/testing/render-screen';
import StocktakesPage from './stocktakes-page';

setupScreenTests();

const LIST = '/api/businesses/3/stocktakes';
const summary = (over: Partial<StocktakeSummary>): StocktakeSummary => ({
  id: 5,
  name: 'October shelf count',
  note: null,
  status: 'posted',
  categories: [],
  categoryIds: [],
  createdAt: '2026-10-31T10:00:00.000Z',
  createdByName: 'Nimal Perera',
  closedAt: '2026-10-31T16:00:00.000Z',
  closedByName: 'Nimal Perera',
  uncountedPolicy: 'leave',
  countedProducts: 140,
  ...over,
});
const CATEGORIES: Category[] = [
  { id: 1, name: 'Beverages', description: null, isActive: true },
  { id: 2, name: 'Dry goods', description: null, isActive: true },
];
const line: StocktakeLine = {
  productId: 20,
  productName: 'Sugar 1kg',
  sku: 'SUGAR-1',
  barcode: null,
  unit: 'pieces',
  counted: 3,
  expected: 5,
  difference: -2,
  unitCost: 260,
  differenceValue: -520,
  zeroed: false,
  lastCountedAt: '2026-11-24T05:00:00.000Z',
  lastCountedBy: 'Sunil Silva',
};
const STARTED: StocktakeDetail = {
  ...summary({
    id: 12,
    name: 'November dry goods',
    status: 'open',
    categories: ['Dry goods'],
    categoryIds: [2],
    closedAt: null,
    closedByName: null,
    uncountedPolicy: null,
    countedProducts: 1,
  }),
  lines: [line],
  uncounted: { count: 1, products: [{ productId: 21, productName: 'Red Dhal 1kg', unit: 'pieces', stock: 12 }] },
  totals: { valueShort: -520, valueOver: 0, value: -520, linesWithDifference: 1 },
};
const COUNTED: StocktakeCounted = { line: { ...line, counted: 4 } };

const open = (url = '/inventory/stocktakes', as: CurrentUser = OWNER) =>
  renderScreen(<StocktakesPage />, {
    as,
    url,
    routes: {
      [`GET ${LIST}`]: {
        stocktakes: [summary({}), summary({ id: 6, name: 'Drinks', status: 'cancelled', categories: ['Beverages'], countedProducts: 0 })],
      },
      'GET /api/businesses/3/categories': CATEGORIES,
      [`POST ${LIST}`]: STARTED,
      [`GET ${LIST}/12`]: STARTED,
      [`POST ${LIST}/12/counts`]: COUNTED,
    },
  });

describe('stocktakes', () => {
  it('lists the counts, each opening its own screen', async () => {
    open();
    const table = within(await screen.findByRole('table', { name: 'Stocktakes' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['October shelf count', 'Every product', 'Posted', '140'],
      ['Drinks', 'Beverages', 'Cancelled', '0'],
    ]);
    expect(table.getByRole('link', { name: 'October shelf count' }).getAttribute('href')).toBe('/inventory/stocktakes?id=5');
  });

  it('starting a count needs a name; it is sent with the ticked categories and its screen opens', async () => {
    const { user, requests, location } = open();
    await user.click(screen.getByRole('button', { name: 'Start a count' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a count' }));
    await user.click(dialog.getByRole('button', { name: 'Start counting' }));
    expect(dialog.getByRole('alert').textContent).toBe('Give the count a name');
    expect(requests('POST', LIST)).toHaveLength(0);

    await user.click(await dialog.findByRole('checkbox', { name: 'Dry goods' }));
    expect(dialog.getByText('1 category')).toBeTruthy();
    await user.type(dialog.getByLabelText('Name'), 'November dry goods');
    await user.click(dialog.getByRole('button', { name: 'Start counting' }));
    await waitFor(() => expect(location()).toBe('/inventory/stocktakes?id=12'));
    expect(requests('POST', LIST)[0].body).toEqual({ name: 'November dry goods', note: null, categoryIds: [2] });
    expect(await screen.findByRole('heading', { name: 'November dry goods' })).toBeTruthy();
    expect(screen.getByTestId('stocktake-status').textContent).toBe('Counting');
    expect(screen.getByTestId('stocktake-uncounted-count').textContent).toBe('1 product of this count is not counted yet');
  });

  it('each scan is sent once with its own Idempotency-Key and says what was counted', async () => {
    const { user, requests } = open('/inventory/stocktakes?id=12');
    const code = await screen.findByLabelText('Barcode or SKU');
    await user.type(code, 'SUGAR-1{Enter}');
    await waitFor(() => expect(screen.getByTestId('stocktake-last-scan').textContent).toBe('Sugar 1kg: 4 pieces counted'));
    await user.type(code, 'SUGAR-1{Enter}');
    await waitFor(() => expect(requests('POST', `${LIST}/12/counts`)).toHaveLength(2));
    const [first, second] = requests('POST', `${LIST}/12/counts`);
    expect(first.body).toEqual({ code: 'SUGAR-1' });
    expect(first.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get(IDEMPOTENCY_HEADER)).not.toBe(first.headers.get(IDEMPOTENCY_HEADER));
    expect((code as HTMLInputElement).value).toBe('');
  });

  it('an admin sees counted against expected; a cashier counts blind and cannot post or cancel', async () => {
    open('/inventory/stocktakes?id=12');
    const lines = within(await screen.findByRole('table', { name: 'Counted products' }));
    expect(lines.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sugar 1kg', '3', '5', '−2', 'LKR -520.00', 'Sunil Silva']);
    expect(screen.getByRole('button', { name: 'Post count' })).toBeTruthy();
    cleanup();
    open('/inventory/stocktakes?id=12', CASHIER);
    const blind = within(await screen.findByRole('table', { name: 'Counted products' }));
    expect(blind.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sugar 1kg', '3', 'Sunil Silva']);
    expect(screen.queryByRole('button', { name: 'Post count' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel count' })).toBeNull();
  });
});
