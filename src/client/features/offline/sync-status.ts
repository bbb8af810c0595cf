/**
 * The header's view of the outbox (docs/decisions/0016-offline-till.md): online, offline with N waiting, syncing, or
 * problems; and whether this device may still sell offline.
 */
import { useSyncExternalStore } from 'react';
import { afterOpening } from '#client/lib/idle';
import { lastOnlineAt } from '#client/lib/last-online';
import { isOnlineNow, subscribeOnline } from './online';
import { isSyncing, onSyncingChange } from './sync-activity';
import type { DeviceTerminal, SyncStatus } from './types';

export { lastOnlineAt };

const HOUR_MS = 3_600_000;

/** A registered terminal sells offline until `offlineLimitHours` after it last reached the server. */
export function offlineAllowed(terminal: DeviceTerminal | null, lastOnline: number | null, now = Date.now()): boolean {
  if (!terminal || lastOnline === null) return false;
  return now - lastOnline <= terminal.offlineLimitHours * HOUR_MS;
}

type Counts = { waiting: number; problems: number };
let counts: Counts = { waiting: 0, problems: 0 };
let snapshot: SyncStatus = { online: true, waiting: 0, syncing: false, problems: 0 };
const listeners = new Set<() => void>();
let stopCounts: (() => void) | null = null;

function refresh() {
  const next: SyncStatus = { online: isOnlineNow(), syncing: isSyncing(), ...counts };
  const same =
    next.online === snapshot.online &&
    next.syncing === snapshot.syncing &&
    next.waiting === snapshot.waiting &&
    next.problems === snapshot.problems;
  if (same) return;
  snapshot = next;
  listeners.forEach((l) => l());
}

/**
 * One live count for every badge on the page (outbox-counts.ts, which also hears other tabs'
 * writes). The outbox is read through Dexie: its code comes once the opening screen has its data
 * and the browser is idle; until then the counts are none.
 */
function startCounts(): () => void {
  let stopped = false;
  let stopWatch: (() => void) | null = null;
  const cancel = afterOpening(
    () =>
      void import('./outbox-counts')
        .then(({ watchCounts }) => {
          if (stopped) return;
          stopWatch = watchCounts((c) => {
            counts = c;
            refresh();
          });
        })
        .catch(() => undefined),
  );
  const offOnline = subscribeOnline(refresh);
  const offSyncing = onSyncingChange(refresh);
  return () => {
    stopped = true;
    cancel();
    stopWatch?.();
    offOnline();
    offSyncing();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopCounts ??= startCounts();
  refresh();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopCounts) {
      stopCounts();
      stopCounts = null;
    }
  };
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
