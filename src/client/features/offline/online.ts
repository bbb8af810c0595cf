/**
 * Is the server reachable? `navigator.onLine` says only whether there is a network at all; the
 * last request's outcome (api.ts reports it to last-online.ts) says whether the server answered.
 */
import { useSyncExternalStore } from 'react';
import { isNetworkError } from '#client/lib/offline-snapshot';
import { forgetLastRequest, lastRequestReached, subscribeReached } from '#client/lib/last-online';

export { isNetworkError };

export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function isOnlineNow(): boolean {
  return browserOnline() && lastRequestReached() !== false;
}

export function subscribeOnline(listener: () => void): () => void {
  const onChange = () => {
    // The network came back: the next request decides again whether the server answers.
    if (browserOnline()) forgetLastRequest();
    listener();
  };
  const unsubscribe = subscribeReached(listener);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnlineNow, () => true);
}
