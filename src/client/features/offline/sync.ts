/**
 * The outbox's engine (docs/decisions/0016-offline-till.md): sends the queued writes one at a time, in order, with
 * back-off, while the device is online. One engine runs at a time on a device, across tabs too
 * (navigator.locks, else a flag with an expiry in Dexie), and it yields to the main thread between
 * items so the till keeps answering keystrokes while thousands of sales go out.
 */
import type { QueryKey } from '@tanstack/react-query';
import { keysChangedBySale } from '../pos/api/create-sale';
import type { Sale } from '#shared/contracts/sales';
import { ApiError } from '#client/lib/api';
import { queryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { deviceDb, outboxInState } from './device-db';
import { markDeviceSaleSynced } from './device-sales';
import { browserOnline, isNetworkError } from './online';
import { applyVerdict, dependencyOf, pickNext, type Attempt } from './queue';
import { sendItem } from './senders';
import { endSyncRun, setSyncing } from './sync-activity';
import type { OutboxItem } from './types';

const LOCK_NAME = 'kade-outbox';
const FLAG_KEY = 'syncLock';
const FLAG_TTL_MS = 30_000;
/** How many queued items are read at once (5,000 waiting items are not read back for each send). */
const PAGE = 200;
/** Another tab holds the engine: look again soon, in case it was just finishing. */
const BUSY_RETRY_MS = 2_000;

let running: Promise<void> | null = null;
let again = false;
let ignoreBackoff = false;
let wakeTimer: ReturnType<typeof setTimeout> | undefined;
const tabId = Math.random().toString(36).slice(2);
let flagRenewedAt = 0;

/** Runs the engine now; a call while it runs makes it look again once it is done. */
export function runSync(opts: { ignoreBackoff?: boolean } = {}): Promise<void> {
  if (opts.ignoreBackoff) ignoreBackoff = true;
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await withDeviceLock(drain);
      } while (again);
    } finally {
      running = null;
      endSyncRun();
    }
  })();
  return running;
}

async function withDeviceLock(work: () => Promise<void>): Promise<void> {
  const locks = webLocks();
  if (locks) {
    // ifAvailable: another tab is already sending; it will pick up what this one queued.
    await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? work() : scheduleWake(Date.now() + BUSY_RETRY_MS)));
    return;
  }
  if (!(await takeFlag())) return scheduleWake(Date.now() + BUSY_RETRY_MS);
  try {
    await work();
  } finally {
    await deviceDb.meta.delete(FLAG_KEY);
  }
}

/** The fallback lock: a row naming the tab that holds it until it expires (renewed per item). */
async function takeFlag(): Promise<boolean> {
  return deviceDb.transaction('rw', deviceDb.meta, async () => {
    const row = (await deviceDb.meta.get(FLAG_KEY))?.value as { tab: string; until: number } | undefined;
    if (row && row.tab !== tabId && row.until > Date.now()) return false;
    flagRenewedAt = Date.now();
    await deviceDb.meta.put({ key: FLAG_KEY, value: { tab: tabId, until: flagRenewedAt + FLAG_TTL_MS } });
    return true;
  });
}

/** navigator.locks where the browser has it (not in older WebViews, nor over plain http). */
const webLocks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LockManager | undefined) : undefined;

const renewFlag = () =>
  webLocks() ? Promise.resolve() : deviceDb.meta.put({ key: FLAG_KEY, value: { tab: tabId, until: Date.now() + FLAG_TTL_MS } });

/** The queued items from the oldest on, with what they depend on. */
async function readWindow(userId: string, offset: number): Promise<{ items: OutboxItem[]; full: boolean }> {
  const page = await outboxInState('queued')
    .filter((i) => i.userId === userId)
    .offset(offset)
    .limit(PAGE)
    .toArray();
  const inPage = new Set(page.map((i) => i.key));
  const needed = [...new Set(page.map(dependencyOf).filter((k): k is string => !!k && !inPage.has(k)))];
  const deps = needed.length ? await deviceDb.outbox.where('key').anyOf(needed).toArray() : [];
  return { items: [...page, ...deps], full: page.length === PAGE };
}

/**
 * Only the signed-in user's items go out: the server records a sale's cashier and a shift's owner
 * from the session, so another user's queued work waits until they sign in on this device again.
 */
const sessionUserId = () => queryClient.getQueryData<{ id: string }>(queryKeys.auth.user)?.id;

async function drain(): Promise<void> {
  // An item left 'sending' by a closed tab is sent again: its key makes it the same write.
  await outboxInState('sending').modify({ state: 'queued' });
  const userId = sessionUserId();
  if (!userId) return;
  let offset = 0;
  let window = await readWindow(userId, offset);
  try {
    // Only the browser's own signal stops it: a failed request is what back-off is for.
    while (browserOnline()) {
      const pick = pickNext(window.items, ignoreBackoff ? Number.MAX_SAFE_INTEGER : Date.now());
      if (pick.kind === 'wait') return scheduleWake(pick.until);
      if (pick.kind === 'idle') {
        // Everything in this window waits on a problem: look further, else stop.
        if (!window.full) return;
        offset += PAGE;
        window = await readWindow(userId, offset);
        continue;
      }
      ignoreBackoff = false;
      setSyncing(true);
      const done = await sendOne(pick.item);
      window.items = window.items.map((i) => (i.key === done.key ? done : i));
      if (!window.items.some((i) => i.state === 'queued')) window = await readWindow(userId, offset);
      await renewFlag();
      await yieldToMain();
    }
  } finally {
    setSyncing(false);
    flushChanged();
  }
}

async function sendOne(item: OutboxItem): Promise<OutboxItem> {
  await deviceDb.outbox.put({ ...item, state: 'sending' });
  let attempt: Attempt;
  let result: unknown;
  try {
    result = await sendItem(item);
    attempt = { status: 200 };
  } catch (err) {
    attempt = attemptOf(err);
  }
  const next = applyVerdict(item, attempt, result, Date.now());
  const saleSynced = next.state === 'done' && item.kind === 'sale';
  if (saleSynced) {
    // One transaction: the item done and its device sale synced, or neither.
    await deviceDb.transaction('rw', deviceDb.outbox, deviceDb.deviceSales, async () => {
      await deviceDb.outbox.put(next);
      await markDeviceSaleSynced(item.key, next.result as Sale);
    });
  } else await deviceDb.outbox.put(next);
  if (saleSynced) noteChanged(keysChangedBySale(item.businessId, next.result as Sale));
  return next;
}

function attemptOf(err: unknown): Attempt {
  if (err instanceof ApiError) return { status: err.status, code: err.code, message: err.localMessage, retryAfterMs: err.retryAfterMs };
  if (isNetworkError(err)) return { networkError: true, message: (err as Error).message };
  return { status: 0, message: err instanceof Error ? err.message : String(err) };
}

/**
 * What synced sales changed, invalidated at most every few seconds and when the engine stops: one
 * refetch of the till's catalogue for a thousand sales, not a thousand (each would cancel the last).
 */
const changed = new Map<string, QueryKey>();
let lastFlush = 0;
const FLUSH_EVERY_MS = 5_000;

function noteChanged(keys: QueryKey[]) {
  for (const key of keys) changed.set(JSON.stringify(key), key);
  if (Date.now() - lastFlush >= FLUSH_EVERY_MS) flushChanged({ midRun: true });
}

/**
 * Mid-run, everything but the till's own catalogue: refetching and parsing 50,000 products while
 * the cashier types costs a keystroke 100 ms (bench 21c), and the till already shows its own
 * sales on its shelf figures. The catalogue follows once the run ends.
 */
function flushChanged({ midRun = false } = {}) {
  lastFlush = Date.now();
  const keys = [...changed.entries()].filter(([, key]) => !(midRun && key[0] === 'pos'));
  for (const [id, queryKey] of keys) {
    changed.delete(id);
    void queryClient.invalidateQueries({ queryKey });
  }
}

function scheduleWake(at: number) {
  if (wakeTimer) clearTimeout(wakeTimer);
  wakeTimer = setTimeout(() => void runSync(), Math.max(0, at - Date.now()));
}

type SchedulerLike = { yield?: () => Promise<void> };

/**
 * Lets input events run between two sends. Not setTimeout(0): browsers stretch nested timeouts to
 * 4 ms, which alone would add 20 s to 5,000 sales; a message posted to oneself is not stretched.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Owner's or cashier's retry of a problem: queued again now, same key. */
export async function retryItem(key: string): Promise<void> {
  await deviceDb.outbox
    .where('key')
    .equals(key)
    .modify((i) => {
      if (i.state === 'problem') Object.assign(i, { state: 'queued', nextAttemptAt: 0 });
    });
  void runSync();
}

/** An owner's decision not to send a problem: kept on the device (never deleted), no longer counted. */
export async function setAside(key: string): Promise<void> {
  await deviceDb.outbox
    .where('key')
    .equals(key)
    .modify((i) => {
      if (i.state === 'problem') i.state = 'set-aside';
    });
}

const PERIOD_MS = 30_000;
let started = false;

/** Starts the engine for the page's life: on 'online', every 30 s, and now. */
export function startSyncEngine(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void runSync({ ignoreBackoff: true }));
  setInterval(() => void runSync(), PERIOD_MS);
  void runSync();
}
