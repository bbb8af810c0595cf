import { useEffect } from 'react';
import { openingScreenShown, whenIdle } from '#client/lib/idle';
import { preloadTillDialogs } from '../components/lazy-dialogs';
import { preloadTerminalSale } from '../checkout/use-checkout';
import { preloadDeviceShift } from './use-device-shift';

/**
 * What the cashier needs within seconds, fetched once the till shows its products and the browser
 * is idle, never with its first paint: the dialogs a sale opens (lazy-dialogs.tsx), and the code
 * that sells, keeps the shift and queues with no connection (the device store with it) — on every
 * till, not only a registered terminal: a browser made a terminal moments before its connection
 * goes must still sell.
 */
export function usePreloadTill({
  shown,
  ready,
  crmEnabled,
}: {
  /** The till shows its products, or why it cannot. */
  shown: boolean;
  /** The till's products and settings are here. */
  ready: boolean;
  crmEnabled: boolean;
}) {
  // The work the app holds back until the opening screen has painted (lib/idle.ts) may start.
  useEffect(() => {
    if (shown) openingScreenShown();
  }, [shown]);
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => {
      preloadTillDialogs(crmEnabled);
      preloadTerminalSale();
      preloadDeviceShift();
    });
  }, [ready, crmEnabled]);
}
