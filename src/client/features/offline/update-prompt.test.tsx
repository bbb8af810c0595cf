import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '#client/lib/i18n';
import { setSaleInProgress } from './service-worker';
import { UpdatePrompt } from './update-prompt';

// The registered worker, as the real registration loads it: the test fires its events.
const wb = vi.hoisted(() => {
  const handlers: Record<string, (() => void)[]> = {};
  return {
    handlers,
    scriptURL: '',
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    fire: (type: string) => handlers[type]?.forEach((fn) => fn()),
  };
});
vi.mock('./browser-worker', () => ({
  browserWorker: (url: string) => {
    wb.scriptURL = url;
    return {
      addEventListener: (type: string, fn: () => void) => void (wb.handlers[type] ??= []).push(fn),
      register: wb.register,
      messageSkipWaiting: wb.messageSkipWaiting,
    };
  },
}));

beforeAll(async () => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  await i18n.loadNamespaces('offline');
});
afterAll(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterEach(cleanup);

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe('UpdatePrompt', () => {
  it('registers /sw.js, shows nothing until a version waits, then offers Update only between sales', async () => {
    const { container } = render(<UpdatePrompt />);
    await waitFor(() => expect(wb.register).toHaveBeenCalled());
    expect(wb.scriptURL).toBe('/sw.js');
    expect(container.innerHTML).toBe('');

    act(() => wb.fire('waiting'));
    expect(screen.getByRole('status').textContent).toContain('Update available');
    const button = screen.getByRole('button', { name: 'Update' });
    expect(isDisabled(button)).toBe(false);

    act(() => setSaleInProgress(true));
    expect(isDisabled(button)).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Finish the sale to update');

    act(() => setSaleInProgress(false));
    expect(isDisabled(button)).toBe(false);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(isDisabled(screen.getByRole('button', { name: 'Updating…' }))).toBe(true);
  });

  it.each([
    ['si', 'යාවත්කාලීනයක් ඇත'],
    ['ta', 'புதுப்பிப்பு உள்ளது'],
  ])('speaks %s', async (lng, available) => {
    await act(() => i18n.changeLanguage(lng));
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toContain(available);
    await act(() => i18n.changeLanguage('en'));
  });
});
