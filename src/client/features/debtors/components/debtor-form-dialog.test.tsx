import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Debtor } from '#shared/contracts/debtors';
import i18n from '#client/lib/i18n';
import { DebtorCard } from './debtor-card';
import { DebtorFormDialog } from './debtor-form-dialog';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DEBTOR: Debtor = {
  id: 5,
  name: 'Kamal Silva',
  phone: null,
  email: null,
  address: null,
  totalDebt: 1000,
  paidAmount: 0,
  remainingAmount: 1000,
  dueDate: null,
  status: 'active',
  notes: null,
  creditLimit: 5000,
  createdAt: '2026-11-20T04:00:00.000Z',
};

beforeAll(async () => {
  await i18n.loadNamespaces(['debtors', 'errors']);
});
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      return json(init.method === 'POST' ? 201 : 200, { ...DEBTOR, ...body });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(debtor: Debtor | null) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <DebtorFormDialog businessId={3} open debtor={debtor} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('a debtor’s credit limit', () => {
  it('is sent when given on a new debtor', async () => {
    const onOpenChange = renderDialog(null);
    const user = userEvent.setup();
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Customer Name'), 'Nimal');
    await user.type(dialog.getByLabelText('Total Debt (LKR)'), '250');
    await user.type(dialog.getByLabelText('Credit limit (LKR)'), '5000.50');
    await user.click(dialog.getByRole('button', { name: 'Add Debtor' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/businesses/3/debtors', method: 'POST', body: { name: 'Nimal', creditLimit: 5000.5 } });
  });

  it('shows the current limit on edit, and an emptied field removes it (null)', async () => {
    const onOpenChange = renderDialog(DEBTOR);
    const user = userEvent.setup();
    const field = within(screen.getByRole('dialog')).getByLabelText('Credit limit (LKR)') as HTMLInputElement;
    expect(field.value).toBe('5000');
    await user.clear(field);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Debtor' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({ url: '/api/debtors/5', method: 'PUT', body: { creditLimit: null } });
  });

  it('is shown on the debtor’s card only when set', () => {
    const noop = () => undefined;
    render(<DebtorCard debtor={DEBTOR} onEdit={noop} onDelete={noop} onPay={noop} onView={noop} />);
    expect(screen.getByTestId('debtor-credit-limit').textContent).toBe('Credit limit: LKR 5,000.00');
    cleanup();
    render(<DebtorCard debtor={{ ...DEBTOR, creditLimit: null }} onEdit={noop} onDelete={noop} onPay={noop} onView={noop} />);
    expect(screen.queryByTestId('debtor-credit-limit')).toBeNull();
  });
});
