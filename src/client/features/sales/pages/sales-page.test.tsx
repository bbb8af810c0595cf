import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SalesListPage, SalesListRow } from '#shared/contracts/sales-list';
import { CASHIER, renderScreen, setupScreenTests, type FakeRequest } from '#client/testing/render-screen';
import SalesPage from './sales-page';

setupScreenTests();

const LIST = '/api/businesses/3/sales';
const SUNIL = { id: '5d1f0e2a-3b4c-4d5e-8f60-718293a4b5c6', name: 'Sunil Silva' };
const sale = (over: Partial<SalesListRow>): SalesListRow => ({
  id: 42,
  invoiceNumber: 'INV-000042',
  saleDate: '2026-11-24T05:30:00.000Z',
  totalAmount: 1850,
  paymentMethod: 'cash',
  paymentStatus: 'paid',
  status: 'completed',
  customerName: null,
  cashierId: SUNIL.id,
  cashierName: SUNIL.name,
  itemCount: 3,
  ...over,
});
const FIRST: SalesListPage = {
  sales: [
    sale({}),
    sale({
      id: 41,
      invoiceNumber: 'INV-000041',
      paymentMethod: 'credit',
      paymentStatus: 'pending',
      customerName: 'Kamal Silva',
      status: 'partly_returned',
    }),
  ],
  nextCursor: '1732426200000.41',
  cashiers: [SUNIL],
};
const OLDER: SalesListPage = { sales: [sale({ id: 7, invoiceNumber: 'INV-000007', status: 'void' })], nextCursor: null, cashiers: [SUNIL] };

const page = (req: FakeRequest): SalesListPage => {
  if (req.query.get('cursor')) return OLDER;
  if (req.query.get('status') === 'void') return { ...OLDER, nextCursor: null };
  return FIRST;
};
const open = () => renderScreen(<SalesPage />, { url: '/sales', routes: { [`GET ${LIST}`]: page } });
const rows = () =>
  within(screen.getByTestId('sales-list'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('the sales list', () => {
  it('lists the sales with their customer, cashier, payment and what became of them', async () => {
    open();
    await screen.findByTestId('sales-list');
    expect(rows()).toEqual([
      ['INV-000042', expect.any(String), 'Walk-in', 'Sunil Silva', 'Cash ', 'Completed', 'LKR 1,850.00'],
      ['INV-000041', expect.any(String), 'Kamal Silva', 'Sunil Silva', 'Credit Pending', 'Partly returned', 'LKR 1,850.00'],
    ]);
  });

  it('applies the filters on Search, not on every keystroke, and starts again from the newest match', async () => {
    const { user, requests } = open();
    await screen.findByTestId('sales-list');
    await user.type(screen.getByLabelText('Invoice number'), '0007');
    await user.selectOptions(screen.getByLabelText('Status'), 'void');
    await user.selectOptions(screen.getByLabelText('Cashier'), 'Sunil Silva');
    expect(requests('GET', LIST)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows().map((r) => r[0])).toEqual(['INV-000007']));
    expect(requests('GET', LIST).at(-1)!.url).toBe(`${LIST}?invoice=0007&cashierId=${SUNIL.id}&status=void`);
    expect(within(screen.getByTestId('sales-list')).getByTestId('sale-status').textContent).toBe('Void');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(requests('GET', LIST).at(-1)!.url).toBe(LIST);
    expect((screen.getByLabelText('Invoice number') as HTMLInputElement).value).toBe('');
  });

  it('pages to older sales by the server’s cursor and back', async () => {
    const { user, requests } = open();
    await screen.findByTestId('sales-list');
    const newer = screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement;
    const older = screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement;
    expect(newer.disabled).toBe(true);
    await user.click(older);
    await waitFor(() => expect(rows().map((r) => r[0])).toEqual(['INV-000007']));
    expect(requests('GET', LIST).at(-1)!.url).toBe(`${LIST}?cursor=1732426200000.41`);
    expect(screen.getByText('Page 2')).toBeTruthy();
    // The last page: no older one.
    expect(older.disabled).toBe(true);
    await user.click(newer);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('is for admins only: a cashier is told so and nothing is fetched', async () => {
    const { requests } = renderScreen(<SalesPage />, { as: CASHIER, url: '/sales', routes: { [`GET ${LIST}`]: page } });
    expect(screen.getByTestId('sales-restricted').textContent).toBe('Access Restricted - Only admins can see all sales');
    // Time for a query to be sent, had the screen started one.
    await new Promise((r) => setTimeout(r, 20));
    expect(requests('GET', LIST)).toHaveLength(0);
  });
});
