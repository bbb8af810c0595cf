/**
 * Whether this browser is a terminal of the business, for screens (the till's badge, its shift and
 * returns). Without Dexie: the device store (terminal-store.ts) is loaded once the opening screen
 * has its data and the browser is idle, so the till's first paint never waits for IndexedDB.
 */
import { useCallback, useEffect, useState } from 'react';
import { afterOpening } from '#client/lib/idle';
import type { DeviceTerminal } from './types';

const listeners = new Set<() => void>();

/** terminal-store.ts: the terminal was saved, numbered or forgotten; every hook reads it again. */
export function notifyTerminal() {
  listeners.forEach((l) => l());
}

/** This browser's terminal for the business now (loading the device store); null when it is none or the store cannot open. */
export async function readDeviceTerminal(businessId: number): Promise<DeviceTerminal | null> {
  try {
    return await (await import('./terminal-store')).getDeviceTerminal(businessId);
  } catch {
    return null;
  }
}

/** undefined while it is read; null when this browser is not a terminal of the business. */
export function useDeviceTerminal(businessId: number): { terminal: DeviceTerminal | null | undefined; refresh: () => void } {
  const [terminal, setTerminal] = useState<DeviceTerminal | null | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    const cancel = afterOpening(() => void readDeviceTerminal(businessId).then((t) => live && setTerminal(t)));
    return () => {
      live = false;
      cancel();
    };
  }, [businessId, tick]);
  useEffect(() => {
    listeners.add(refresh);
    return () => void listeners.delete(refresh);
  }, [refresh]);
  return { terminal, refresh };
}
