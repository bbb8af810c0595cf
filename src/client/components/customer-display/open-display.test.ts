import { describe, expect, it, vi } from 'vitest';
import { DISPLAY_PATH, DISPLAY_WINDOW_NAME, openCustomerDisplay } from './open-display';

// Where the customer display opens: the other screen with the Window Management API, else a popup.
const till = { left: 0, top: 0, availLeft: 0, availTop: 0, availWidth: 1920, availHeight: 1040, label: 'Built-in' };
const facing = { left: 1920, top: 0, availLeft: 1920, availTop: 0, availWidth: 1280, availHeight: 800, label: 'HDMI customer screen' };

function fakeWindow(o: { screens?: (typeof till)[] | 'denied'; permission?: PermissionState; blocked?: boolean }) {
  const popup = { moveTo: vi.fn(), resizeTo: vi.fn() };
  const open = vi.fn(() => (o.blocked ? null : popup));
  const w: Record<string, unknown> = {
    open,
    navigator: { permissions: { query: vi.fn(async () => ({ state: o.permission ?? 'prompt' })) } },
  };
  if (o.screens)
    w.getScreenDetails = vi.fn(async () => {
      if (o.screens === 'denied') throw new DOMException('denied', 'NotAllowedError');
      return { screens: o.screens, currentScreen: o.screens![0] };
    });
  return { w: w as unknown as Window, open, popup };
}

describe('openCustomerDisplay', () => {
  it('without the Window Management API opens a plain popup', async () => {
    const { w, open } = fakeWindow({});
    expect(await openCustomerDisplay(w)).toEqual({ kind: 'popup', reason: 'unsupported' });
    expect(open).toHaveBeenCalledWith(DISPLAY_PATH, DISPLAY_WINDOW_NAME, 'popup');
  });

  it('permission already granted: opens full screen on the screen that is not the till’s', async () => {
    const { w, open } = fakeWindow({ screens: [till, facing], permission: 'granted' });
    expect(await openCustomerDisplay(w)).toEqual({ kind: 'second-screen', label: 'HDMI customer screen' });
    expect(open).toHaveBeenCalledWith(DISPLAY_PATH, DISPLAY_WINDOW_NAME, 'popup,fullscreen,left=1920,top=0,width=1280,height=800');
  });

  it('permission to ask: opens first (the click allows one popup), then moves it once allowed', async () => {
    const { w, open, popup } = fakeWindow({ screens: [facing, till].reverse() });
    expect(await openCustomerDisplay(w)).toEqual({ kind: 'second-screen', label: 'HDMI customer screen' });
    expect(open).toHaveBeenCalledWith(DISPLAY_PATH, DISPLAY_WINDOW_NAME, 'popup');
    expect(popup.moveTo).toHaveBeenCalledWith(1920, 0);
    expect(popup.resizeTo).toHaveBeenCalledWith(1280, 800);
  });

  it.each([
    ['refused', { screens: 'denied' as const }, 'denied'],
    ['one screen', { screens: [till] }, 'one-screen'],
    ['one screen, granted', { screens: [till], permission: 'granted' as const }, 'one-screen'],
  ])('%s: a plain popup, and says why', async (_, o, reason) => {
    const { w, popup } = fakeWindow(o);
    expect(await openCustomerDisplay(w)).toEqual({ kind: 'popup', reason });
    expect(popup.moveTo).not.toHaveBeenCalled();
  });

  it('a blocked popup is reported', async () => {
    expect(await openCustomerDisplay(fakeWindow({ blocked: true }).w)).toEqual({ kind: 'blocked' });
    expect(await openCustomerDisplay(fakeWindow({ blocked: true, screens: [till, facing] }).w)).toEqual({ kind: 'blocked' });
  });
});
