import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShiftReport } from '#shared/contracts/shifts';
import i18n from '#client/lib/i18n';
import { CloseShiftDialog } from './close-shift-dialog';

const x: ShiftReport = {
  id: 7,
  userId: 'u1',
  userName: 'Nimal Perera',
  zNumber: null,
  openedAt: '2026-11-24T02:30:00.000Z',
  closedAt: null,
  openingFloat: 5000,
  cashSales: 1357,
  cashRefunds: 0,
  cashIn: 0,
  cashOut: 500,
  expectedCash: 5857,
  countedCash: null,
  overShort: null,
  byMethod: [{ method: 'cash', count: 1, amount: 1357 }],
  salesCount: 1,
  grossSales: 1357,
  discounts: 0,
  refunds: 0,
  vat: 0,
  netSales: 1357,
  refundsByMethod: [],
  voids: { count: 0, amount: 0 },
  noSaleOpens: 0,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.endsWith('/shifts/7/report')) return json(x);
    if (url.endsWith('/parked-sales'))
      return json([
        {
          id: 1,
          items: [],
          customerId: null,
          customerName: 'Kamala',
          note: 'Back at 5',
          cashierId: 'u2',
          cashierName: 'Sunil',
          createdAt: '2026-11-24T04:00:00.000Z',
        },
      ]);
    if (url.endsWith('/shifts/7/close'))
      return json({ ...x, zNumber: 12, closedAt: '2026-11-24T14:30:00.000Z', countedCash: 5855, overShort: -2 });
    if (url.endsWith('/api/auth/user')) return json({ id: 'u1', business: { id: 1, name: 'Demo Stores', timeZone: 'Asia/Colombo' } });
    return json({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeAll(async () => {
  await i18n.loadNamespaces('shifts');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClosed = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <CloseShiftDialog businessId={1} shift={{ id: 7 }} open onClose={() => undefined} onClosed={onClosed} />
    </QueryClientProvider>,
  );
  return onClosed;
}

describe('CloseShiftDialog', () => {
  it('fills the counted cash from the notes and coins, shows expected and over/short, warns of parked baskets, then shows the Z', async () => {
    const calls = serve();
    const onClosed = renderDialog();
    const user = userEvent.setup();
    expect(await screen.findByText('LKR 5,857.00')).toBeTruthy();
    expect((await screen.findByTestId('parked-at-close')).textContent).toContain('Kamala');
    for (const [note, n] of [
      ['5,000', '1'],
      ['500', '1'],
      ['100', '3'],
      ['50', '1'],
      ['5', '1'],
    ])
      await user.type(screen.getByLabelText(`How many LKR ${note}`), n);
    expect((screen.getByLabelText('Counted cash (LKR)') as HTMLInputElement).value).toBe('5855');
    expect(screen.getByTestId('close-over-short').textContent).toBe('LKR -2.00');

    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const close = calls.find((c) => c.url.endsWith('/close'))!;
    expect(JSON.parse(String(close.init?.body))).toEqual({
      countedCash: 5855,
      denominations: { '5000': 1, '500': 1, '100': 3, '50': 1, '5': 1 },
    });
    expect(new Headers(close.init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const report = await screen.findByTestId('shift-report');
    expect(within(report).getByTestId('report-title').textContent).toBe('Z REPORT Z no. 12');
    expect(within(report).getByTestId('report-over-short').textContent).toContain('-2.00');
  });

  it('refuses a typed total the counted notes do not add up to, and takes a typed total alone', async () => {
    const calls = serve();
    renderDialog();
    const user = userEvent.setup();
    await screen.findByText('LKR 5,857.00');
    await user.type(screen.getByLabelText('How many LKR 1,000'), '5');
    const counted = screen.getByLabelText('Counted cash (LKR)');
    await user.clear(counted);
    await user.type(counted, '5900');
    expect(screen.getByText('The notes and coins add up to LKR 5,000.00, not to the counted cash.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Close shift' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('How many LKR 1,000'));
    await user.clear(counted);
    await user.type(counted, '5900');
    expect(screen.getByTestId('close-over-short').textContent).toBe('+LKR 43.00');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/close'))).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/close'))!.init?.body))).toEqual({ countedCash: 5900 });
  });
});

describe('CloseShiftDialog at a till with no connection', () => {
  it('expects what the device counted, sends its own way and shows the device Z with its number pending', async () => {
    const calls = serve();
    const send = vi.fn(async (input: { countedCash: number }) => ({ ...x, zNumber: 0, countedCash: input.countedCash, overShort: 0 }));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <CloseShiftDialog businessId={1} shift={{ id: -1 }} open onClose={() => undefined} send={send} deviceX={x} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect((await screen.findByTestId('close-expected')).textContent).toBe('LKR 5,857.00');
    await user.type(screen.getByLabelText('Counted cash (LKR)'), '5857');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0][0]).toEqual({ countedCash: 5857 });
    const report = await screen.findByTestId('shift-report');
    expect(within(report).getByTestId('report-title').textContent).toBe('Z REPORT');
    expect(within(report).getByTestId('report-z-pending')).toBeTruthy();
    // A shift the server does not know yet is not asked for its X report, nor closed there.
    expect(calls.filter((c) => c.url.includes('/shifts/'))).toEqual([]);
  });
});
