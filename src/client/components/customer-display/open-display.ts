/** The display's route (app/screens' SCREENS.customerDisplay: components never import app). */
export const DISPLAY_PATH = '/pos/display';

/** The display's window: opening it again brings the same window back rather than a second one. */
export const DISPLAY_WINDOW_NAME = 'kade-customer-display';

/** The Window Management API's part Kade uses (Chromium; not in TypeScript's DOM types yet). */
type ScreenDetailed = {
  availLeft: number;
  availTop: number;
  availWidth: number;
  availHeight: number;
  left: number;
  top: number;
  label?: string;
};
type ScreenDetails = { screens: ScreenDetailed[]; currentScreen: ScreenDetailed };
type ManagedWindow = Window & { getScreenDetails?: () => Promise<ScreenDetails> };

export type OpenOutcome =
  | { kind: 'second-screen'; label: string }
  /** A plain popup: no Window Management API, permission refused, or one screen only. */
  | { kind: 'popup'; reason: 'unsupported' | 'denied' | 'one-screen' }
  | { kind: 'blocked' };

const same = (a: ScreenDetailed, b: ScreenDetailed) => a === b || (a.left === b.left && a.top === b.top);

/** A screen other than the one the till is on (the customer's), if there is one. */
export function otherScreen(details: ScreenDetails): ScreenDetailed | null {
  return details.screens.find((s) => !same(s, details.currentScreen)) ?? null;
}

const placement = (s: ScreenDetailed) => `left=${s.availLeft},top=${s.availTop},width=${s.availWidth},height=${s.availHeight}`;

async function permissionGranted(w: Window): Promise<boolean> {
  try {
    const status = await w.navigator.permissions.query({ name: 'window-management' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false; // an engine that does not know the permission's name
  }
}

/**
 * Opens the customer display. With the Window Management API (Chromium on a desktop) it goes full
 * size — full screen where the browser allows popups to open so — on the screen that is not the
 * till's. When the permission is still to be asked, the window opens first (the prompt would use
 * up the click that allows a popup), then moves once the cashier allows it.
 */
export async function openCustomerDisplay(w: Window = window): Promise<OpenOutcome> {
  const url = DISPLAY_PATH;
  const mw = w as ManagedWindow;
  if (typeof mw.getScreenDetails !== 'function')
    return w.open(url, DISPLAY_WINDOW_NAME, 'popup') ? { kind: 'popup', reason: 'unsupported' } : { kind: 'blocked' };

  if (await permissionGranted(w)) {
    const details = await mw.getScreenDetails().catch(() => null);
    const other = details && otherScreen(details);
    const opened = w.open(url, DISPLAY_WINDOW_NAME, other ? `popup,fullscreen,${placement(other)}` : 'popup');
    if (!opened) return { kind: 'blocked' };
    return other ? { kind: 'second-screen', label: other.label ?? '' } : { kind: 'popup', reason: details ? 'one-screen' : 'denied' };
  }

  const opened = w.open(url, DISPLAY_WINDOW_NAME, 'popup');
  if (!opened) return { kind: 'blocked' };
  let details: ScreenDetails;
  try {
    details = await mw.getScreenDetails();
  } catch {
    return { kind: 'popup', reason: 'denied' };
  }
  const other = otherScreen(details);
  if (!other) return { kind: 'popup', reason: 'one-screen' };
  opened.moveTo(other.availLeft, other.availTop);
  opened.resizeTo(other.availWidth, other.availHeight);
  return { kind: 'second-screen', label: other.label ?? '' };
}
