import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '#client/lib/i18n';
import type { DeviceTerminal } from '#client/features/offline/types';
import type { TillShift } from '../lib/use-till-shift';
import { TillToolbar } from './till-toolbar';

const T1: DeviceTerminal = {
  businessId: 7,
  terminalId: 3,
  code: 'T1',
  name: 'Front counter',
  deviceId: '6f1c2f3e-1111-4222-8333-944455556666',
  invoicePrefix: 'INV-',
  lastNumber: 4,
  offlineLimitHours: 12,
};
const noShift = { available: false, current: null, openedAtText: '', open: vi.fn() } as unknown as TillShift;

beforeAll(async () => {
  await i18n.loadNamespaces('pos');
});
afterEach(cleanup);

function renderToolbar(terminal: DeviceTerminal | null, canSetUpTerminal: boolean, shift = noShift) {
  const qc = new QueryClient();
  return render(
    <QueryClientProvider client={qc}>
      <TillToolbar
        businessId={7}
        shift={shift}
        terminal={terminal}
        canSetUpTerminal={canSetUpTerminal}
        onPark={vi.fn()}
        onParked={vi.fn()}
        onReturns={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('TillToolbar: the terminal', () => {
  it('shows the terminal this browser is to everyone, a cashier included, with no way to set it up', () => {
    renderToolbar(T1, false);
    expect(screen.getByTestId('till-terminal')).toHaveProperty('textContent', 'Till T1');
    expect(screen.queryByRole('button', { name: 'Till' })).toBeNull();
  });

  it('a cashier’s till menu has the shift, not the terminal’s set-up', async () => {
    const user = userEvent.setup();
    const shift = { available: true, current: null, openedAtText: '', open: vi.fn() } as unknown as TillShift;
    renderToolbar(T1, false, shift);
    await user.click(screen.getByRole('button', { name: 'Shift' }));
    expect(await screen.findByRole('menuitem', { name: 'Open Shift' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Set up this till…' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Stop using this browser as T1' })).toBeNull();
  });

  it('no badge when this browser is not a terminal', () => {
    renderToolbar(null, true);
    expect(screen.queryByTestId('till-terminal')).toBeNull();
  });

  it('an owner or manager finds "Set up this till…" and, on a terminal, "Stop using this browser as T1" in the till menu', async () => {
    const user = userEvent.setup();
    renderToolbar(T1, true);
    await user.click(screen.getByRole('button', { name: 'Till' }));
    expect(await screen.findByRole('menuitem', { name: 'Set up this till…' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Stop using this browser as T1' })).toBeTruthy();
  });
});
