import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '#client/lib/i18n';
import { queryKeys } from '#client/lib/query-keys';
import { deviceDb } from './device-db';
import { enqueue } from './outbox';
import SyncBadge from './sync-badge';

const engine = vi.hoisted(() => ({
  startSyncEngine: vi.fn(),
  retryItem: vi.fn(async () => undefined),
  setAside: vi.fn(async () => undefined),
}));
vi.mock('./sync', () => engine);

beforeAll(() => i18n.loadNamespaces('offline'));
beforeEach(async () => {
  await deviceDb.outbox.clear();
  setOnline(true);
});
afterEach(cleanup);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderBadge(role: 'admin' | 'cashier') {
  const qc = new QueryClient();
  qc.setQueryData(queryKeys.auth.user, { id: 'u1', role, business: { id: 1 } });
  return render(
    <QueryClientProvider client={qc}>
      <SyncBadge />
    </QueryClientProvider>,
  );
}

const queue = (n: number, state: 'queued' | 'problem' = 'queued') =>
  enqueue({ businessId: 1, userId: 'u1', kind: 'sale', key: `key-${state}-${n}`, body: {}, label: `INV-T1-00000${n}` }).then((item) =>
    state === 'problem'
      ? deviceDb.outbox.update(item.seq!, { state: 'problem', lastError: { status: 409, message: 'This terminal was retired' } })
      : 0,
  );

describe('SyncBadge', () => {
  it('says Online with nothing waiting, and starts the engine', async () => {
    renderBadge('cashier');
    await waitFor(() => expect(screen.getByTestId('sync-status').textContent).toBe('Online'));
    expect(engine.startSyncEngine).toHaveBeenCalled();
  });

  it('says Offline with the number waiting', async () => {
    await queue(1);
    await queue(2);
    renderBadge('cashier');
    act(() => setOnline(false));
    await waitFor(() => expect(screen.getByTestId('sync-status').textContent).toBe('Offline · 2 waiting'));
  });

  it('shows problems; the list offers Retry to all and Set aside to the owner only', async () => {
    await queue(1, 'problem');
    renderBadge('admin');
    await waitFor(() => expect(screen.getByTestId('sync-status').textContent).toBe('1 problem'));
    await userEvent.click(screen.getByTestId('sync-status'));
    expect(await screen.findByText('This terminal was retired')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(engine.retryItem).toHaveBeenCalledWith('key-problem-1'));
    await userEvent.click(screen.getByRole('button', { name: 'Set aside' }));
    await waitFor(() => expect(engine.setAside).toHaveBeenCalledWith('key-problem-1'));
  });

  it('a cashier cannot set a problem aside', async () => {
    await queue(1, 'problem');
    renderBadge('cashier');
    await userEvent.click(await screen.findByText('1 problem'));
    await screen.findByText('This terminal was retired');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set aside' })).toBeNull();
  });
});
