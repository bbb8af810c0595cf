import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleException } from '#shared/contracts/terminals';
import i18n from '#client/lib/i18n';
import { SaleExceptionsCard } from './sale-exceptions-card';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let open: SaleException[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const exception = (over: Partial<SaleException>): SaleException => ({
  id: 1,
  kind: 'oversold',
  saleId: 40,
  invoiceNumber: 'INV-T1-000004',
  shiftId: null,
  productId: 7,
  productName: 'Rice 5 kg',
  details: { stockBefore: 1, quantity: 2 },
  soldAt: '2026-11-24T04:30:00.000Z',
  terminalCode: 'T1',
  createdAt: '2026-11-24T06:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: null,
  ...over,
});

const ALL = [
  exception({}),
  exception({ id: 2, kind: 'price_changed', invoiceNumber: 'INV-T1-000005', details: { soldPrice: 100, currentPrice: 120 } }),
  exception({ id: 3, kind: 'product_inactive', productName: 'Milo 400g', details: {} }),
  exception({ id: 4, kind: 'credit_limit', productId: null, productName: null, details: { owed: 7500, limit: 5000 } }),
  exception({
    id: 5,
    kind: 'z_report_differs',
    saleId: null,
    invoiceNumber: null,
    shiftId: 8,
    details: { expectedCash: 10250, deviceExpectedCash: 10000 },
  }),
];

function server(url: string, init: RequestInit): Response {
  const method = init.method ?? 'GET';
  if (method === 'GET' && url === '/api/businesses/3/sale-exceptions?status=open')
    return json(200, { exceptions: open, openCount: open.length });
  const resolve = /^\/api\/businesses\/3\/sale-exceptions\/(\d+)\/resolve$/.exec(url);
  if (method === 'POST' && resolve) {
    const found = open.find((e) => e.id === Number(resolve[1]))!;
    open = open.filter((e) => e !== found);
    return json(200, { ...found, resolvedAt: '2026-11-24T07:00:00.000Z', resolvedBy: 'Owner' });
  }
  throw new Error(`unexpected ${method} ${url}`);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['dashboard', 'errors']);
});
beforeEach(() => {
  calls = [];
  open = [...ALL];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return server(url, init);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <SaleExceptionsCard businessId={3} />
    </QueryClientProvider>,
  );
}

describe('SaleExceptionsCard', () => {
  it('says what happened to each offline sale in words, with its invoice and terminal', async () => {
    renderCard();
    await waitFor(() => expect(screen.getAllByTestId('sale-exception')).toHaveLength(5));
    const rows = screen.getAllByTestId('sale-exception').map((r) => r.textContent);
    expect(rows[0]).toContain('Sold 2 of Rice 5 kg with 1 in stock');
    expect(rows[0]).toContain('INV-T1-000004');
    expect(rows[0]).toContain('Terminal T1');
    expect(rows[1]).toContain('Sold at LKR 100.00, price now LKR 120.00');
    expect(rows[2]).toContain('Sold Milo 400g, which had been deleted');
    expect(rows[3]).toContain('Owes LKR 7,500.00, limit LKR 5,000.00');
    expect(rows[4]).toContain('The till expected LKR 10,000.00 in the drawer, the server expects LKR 10,250.00');
    expect(screen.getByTestId('sale-exceptions-count').textContent).toBe('5');
  });

  it('resolves one with the note given, and it leaves the list', async () => {
    renderCard();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('sale-exception')).toHaveLength(5));
    await user.click(within(screen.getAllByTestId('sale-exception')[1]).getByRole('button', { name: /^Resolve/ }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Sold at LKR 100.00, price now LKR 120.00')).toBeTruthy();
    await user.type(dialog.getByLabelText('Note (optional)'), '  Rang the customer  ');
    await user.click(dialog.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.getAllByTestId('sale-exception')).toHaveLength(4));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/businesses/3/sale-exceptions/2/resolve', method: 'POST', body: { note: 'Rang the customer' } },
    ]);
    expect(screen.queryByText('Sold at LKR 100.00, price now LKR 120.00')).toBeNull();
  });

  it('shows nothing when no exception is open', async () => {
    open = [];
    renderCard();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('sale-exceptions')).toBeNull();
  });
});
