import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '#client/lib/i18n';
import { SALE } from '../lib/return-fixtures';
import { VoidDialog } from './void-dialog';

beforeAll(async () => {
  await i18n.loadNamespaces(['returns']);
});
let onLine = vi.spyOn(navigator, 'onLine', 'get');
afterEach(() => {
  cleanup();
  onLine.mockRestore();
  vi.unstubAllGlobals();
});

const setOnline = (online: boolean) => {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

// A void is never queued on a till; with no connection it waits, and says so.
describe('VoidDialog with no connection', () => {
  it('says voids need the connection and sends nothing until it is back', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VoidDialog businessId={3} sale={SALE} onClose={() => undefined} onVoided={() => undefined} />
      </QueryClientProvider>,
    );
    const reason = await screen.findByLabelText('Reason');
    setOnline(false);
    await userEvent.setup().type(reason, 'Wrong customer');
    expect(screen.getByTestId('void-offline').textContent).toBe('Voids need the connection');
    expect((screen.getByRole('button', { name: 'Void sale' }) as HTMLButtonElement).disabled).toBe(true);
    setOnline(true);
    expect(screen.queryByTestId('void-offline')).toBeNull();
    expect((screen.getByRole('button', { name: 'Void sale' }) as HTMLButtonElement).disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
