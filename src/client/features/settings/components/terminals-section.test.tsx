import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Terminal } from '#shared/contracts/terminals';
import i18n from '#client/lib/i18n';
import { TerminalsCard } from './terminals-section';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let terminals: Terminal[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const terminal = (over: Partial<Terminal>): Terminal => ({
  id: 1,
  code: 'T1',
  name: 'Front counter',
  lastNumber: 123,
  registered: true,
  registeredAt: '2026-11-20T04:00:00.000Z',
  lastSeenAt: '2026-11-24T05:30:00.000Z',
  isActive: true,
  createdAt: '2026-11-20T04:00:00.000Z',
  ...over,
});

// A small fake of the terminals routes: the list, an add (code taken → 409), a retire.
function server(url: string, init: RequestInit): Response {
  const method = init.method ?? 'GET';
  if (method === 'GET' && url === '/api/businesses/3/terminals') return json(200, { terminals });
  if (method === 'POST' && url === '/api/businesses/3/terminals') {
    const body = JSON.parse(String(init.body)) as { code: string; name: string };
    if (terminals.some((t) => t.code === body.code))
      return json(409, { message: 'A terminal with this code already exists', code: 'TERMINAL_CODE_TAKEN' });
    const added = terminal({ id: 9, ...body, lastNumber: 0, registered: false, registeredAt: null, lastSeenAt: null });
    terminals = [...terminals, added];
    return json(201, added);
  }
  const retire = /^\/api\/businesses\/3\/terminals\/(\d+)$/.exec(url);
  if (method === 'DELETE' && retire) {
    terminals = terminals.map((t) => (t.id === Number(retire[1]) ? { ...t, isActive: false } : t));
    return json(200, { success: true });
  }
  throw new Error(`unexpected ${method} ${url}`);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['settings', 'errors']);
});
beforeEach(() => {
  calls = [];
  terminals = [terminal({}), terminal({ id: 2, code: 'T9', name: 'Back office', lastNumber: 0, registered: false, lastSeenAt: null })];
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

function renderSection() {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <TerminalsCard businessId={3} invoicePrefix="INV-" />
    </QueryClientProvider>,
  );
}
const row = (code: string) => screen.getAllByTestId('terminal-row').find((r) => r.getAttribute('aria-label') === code)!;

describe('TerminalsCard', () => {
  it('lists each terminal with its last invoice number, whether a device is registered, and when it was last seen', async () => {
    renderSection();
    await waitFor(() => expect(screen.getAllByTestId('terminal-row')).toHaveLength(2));
    const t1 = within(row('T1'));
    expect(t1.getByText('Front counter')).toBeTruthy();
    expect(t1.getByText('INV-T1-000123')).toBeTruthy();
    expect(t1.getByText('Yes')).toBeTruthy();
    expect(t1.queryByText('Never')).toBeNull();
    const t9 = within(row('T9'));
    expect(t9.getByText('None yet')).toBeTruthy();
    expect(t9.getByText('No')).toBeTruthy();
    expect(t9.getByText('Never')).toBeTruthy();
  });

  it('adds a terminal with the code in capitals, and shows the server’s refusal of a taken code on the field', async () => {
    renderSection();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('terminal-row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add Terminal' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Code'), 'bad code');
    await user.type(dialog.getByLabelText('Name'), 'Side till');
    await user.click(dialog.getByRole('button', { name: 'Add Terminal' }));
    expect(await dialog.findByText('Use 1 to 6 capital letters or digits, like T1')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Code'));
    await user.type(dialog.getByLabelText('Code'), 't1');
    await user.click(dialog.getByRole('button', { name: 'Add Terminal' }));
    expect(await dialog.findByText('A terminal with this code already exists')).toBeTruthy();

    await user.clear(dialog.getByLabelText('Code'));
    await user.type(dialog.getByLabelText('Code'), 't2');
    await user.click(dialog.getByRole('button', { name: 'Add Terminal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: 'T1', name: 'Side till' },
      { code: 'T2', name: 'Side till' },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('terminal-row')).toHaveLength(3));
    expect(within(row('T2')).getByText('Side till')).toBeTruthy();
  });

  it('retires a terminal only after the owner confirms, then marks it retired', async () => {
    renderSection();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByTestId('terminal-row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Retire T1' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retire T1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(within(row('T1')).getByText('Retired')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/businesses/3/terminals/1']);
    expect(screen.queryByRole('button', { name: 'Retire T1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retire T9' })).toBeTruthy();
  });
});
