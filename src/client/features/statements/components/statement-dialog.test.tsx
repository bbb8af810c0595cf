import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Statement } from '#shared/contracts/statements';
import i18n from '#client/lib/i18n';
import { StatementDialog } from './statement-dialog';

const STATEMENT: Statement = {
  party: { kind: 'debtor', id: 7, name: 'Kamala Silva', phone: '0771234567', email: null, address: null },
  business: { name: 'Lanka Mart', address: null, phone: null },
  from: '2026-10-01',
  to: '2026-10-31',
  openingBalance: 2000,
  lines: [
    { date: '2026-10-05', kind: 'sale', reference: 'INV-000002', debit: 500, credit: 0, balance: 2500 },
    { date: '2026-10-12', kind: 'credit', reference: 'CN-000001', debit: 0, credit: 1000, balance: 1500 },
  ],
  closingBalance: 1500,
  ageing: { current: 500, days1to30: 1000, days31to60: 0, days61to90: 0, over90: 0, total: 1500 },
  generatedAt: '2026-11-25T00:00:00.000Z',
};

let urls: string[];
beforeAll(async () => {
  await i18n.loadNamespaces(['statements', 'errors']);
});
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes('statement.txt')) return new Response('Closing balance: LKR 1,500.00', { status: 200 });
      return new Response(JSON.stringify(STATEMENT), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <StatementDialog businessId={3} party={{ kind: 'debtor', id: 7 }} name="Kamala Silva" open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the statement dialog', () => {
  it('shows the opening balance, each line, the closing balance and the ageing buckets that are not zero', async () => {
    renderDialog();
    const lines = await screen.findByTestId('statement-lines');
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Opening balance');
    expect(rows[1]!.textContent).toContain('LKR 2,000.00');
    expect(rows[2]!.textContent).toContain('Sale INV-000002');
    expect(rows[3]!.textContent).toContain('Return / credit CN-000001');
    expect(screen.getByTestId('statement-closing').textContent).toBe('LKR 1,500.00');
    const ageing = screen.getByTestId('statement-ageing');
    expect(ageing.textContent).toContain('1–30 days overdue');
    expect(ageing.textContent).not.toContain('31–60');
    expect(urls[0]).toMatch(/^\/api\/businesses\/3\/debtors\/7\/statement\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toMatch(/^\/api\/businesses\/3\/debtors\/7\/statement\.pdf\?from=.*&to=.*&lang=en$/);
  });

  it('asks for the chosen days; an end before the start is refused on the spot', async () => {
    const user = userEvent.setup();
    renderDialog();
    await screen.findByTestId('statement-lines');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-09-30');
    expect(await screen.findByText('The start date must be on or before the end date')).toBeTruthy();
    expect(urls.some((u) => u.includes('to=2026-09-30'))).toBe(false);
  });
});
