import type { RegisteredWorker } from './browser-worker';
import { afterOpening } from '#client/lib/idle';

/**
 * The service worker that keeps the till opening without a network (docs/decisions/0016-offline-till.md; vite.config.ts
 * builds it). A new version installs in the background and waits: the header's Update (UpdatePrompt)
 * activates it and reloads — never in the middle of a sale, which a reload would throw away.
 *
 * The till says when a sale is in progress: call `setSaleInProgress(true)` when the first line goes
 * into the cart (or a parked sale is recalled) and `setSaleInProgress(false)` once the sale is paid,
 * parked or cleared. While it is true the Update control is disabled and `applyUpdate()` refuses.
 */

/** `registered`: Kade's worker is registered here, so the app reopens with no network (what a till needs to sell offline after a reload). */
export type ServiceWorkerState = { updateWaiting: boolean; saleInProgress: boolean; updating: boolean; registered: boolean };

/** What this module needs of the registered worker (a fake in the tests). */
export type WorkboxLike = RegisteredWorker;

let state: ServiceWorkerState = { updateWaiting: false, saleInProgress: false, updating: false, registered: false };
const listeners = new Set<() => void>();
let workbox: WorkboxLike | null = null;
let registering = false;

function update(patch: Partial<ServiceWorkerState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the state object changes identity only when something changed. */
export const serviceWorkerState = (): ServiceWorkerState => state;
export function subscribeServiceWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The till's hook: true while a sale is being rung up (see above). */
export function setSaleInProgress(inProgress: boolean): void {
  if (state.saleInProgress !== inProgress) update({ saleInProgress: inProgress });
}

// The worker is registered only once the page has loaded, the opening screen has its data (the
// till: its products) and the browser is idle: the till's first paint never waits on it, nor on the
// precache the worker then downloads.
const loadWorkbox = async (): Promise<WorkboxLike> => (await import('./browser-worker')).browserWorker('/sw.js');

function afterFirstPaint(run: () => void) {
  const idle = () => void afterOpening(run);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker, once per page, in production builds only (a development server's
 * modules are not the build the worker precaches) and where the browser has service workers.
 */
export function registerServiceWorker(load: () => Promise<WorkboxLike> = loadWorkbox): void {
  if (registering || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registering = true;
  afterFirstPaint(() => void start(load));
}

async function start(load: () => Promise<WorkboxLike>) {
  try {
    const wb = await load();
    // Fired for a version that finished installing while this page runs, and on registering when
    // one was already waiting from an earlier visit.
    wb.addEventListener('waiting', () => {
      workbox = wb;
      update({ updateWaiting: true });
    });
    await wb.register();
    update({ registered: true });
  } catch (error) {
    // The till still works online without its worker: say why in the console, do not break the page.
    console.warn('Kade: the service worker could not be registered', error);
  }
}

/** Activates the waiting version and reloads into it; false (nothing done) during a sale. */
export function applyUpdate(reload: () => void = () => window.location.reload()): boolean {
  if (!workbox || !state.updateWaiting || state.saleInProgress || state.updating) return false;
  update({ updating: true });
  // The reload waits until the new worker controls the page, so it loads the new version's files.
  workbox.addEventListener('controlling', () => reload());
  workbox.messageSkipWaiting();
  return true;
}
