import { useEffect } from 'react';
import { openingScreenShown, whenIdle } from '#client/lib/idle';
import { preloadTerminalSale } from '../checkout/use-checkout';
import { preloadSaleDialogs } from '../components/lazy-dialogs';
import { preloadDeviceShift } from './use-device-shift';

/**
 * What the till fetches once it shows its products and the browser is idle, never with its first
 * paint: the code that sells, keeps the shift and queues with no connection (the device store with
 * it), and the dialogs every sale may open (the receipt, a credit sale's, clearing the cart) — on
 * every till, not only a registered terminal: a browser made a terminal moments before its
 * connection goes, before the service worker has precached the app, must still sell and show the
 * receipt. The other dialogs come with their first opening (lazy-dialogs.tsx).
 */
export function usePreloadTill({
  shown,
  ready,
}: {
  /** The till shows its products, or why it cannot. */
  shown: boolean;
  /** The till's products and settings are here. */
  ready: boolean;
}) {
  // The work the app holds back until the opening screen has painted (lib/idle.ts) may start.
  useEffect(() => {
    if (shown) openingScreenShown();
  }, [shown]);
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => {
      preloadTerminalSale();
      preloadSaleDialogs();
      preloadDeviceShift();
    });
  }, [ready]);
}
