/**
 * Work that can wait until the opening screen has what it is for (the till: its products), and
 * then until the browser is idle: the device store (IndexedDB), the sync badge, the dialogs' code.
 * The till's first paint then shares the network and the main thread with none of it.
 */
type IdleGlobal = {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `work` when the browser is idle, at the latest after `timeout` ms; answers a cancel. */
export function whenIdle(work: () => void, timeout = 5_000): () => void {
  const g = globalThis as IdleGlobal;
  if (typeof g.requestIdleCallback === 'function') {
    const id = g.requestIdleCallback(work, { timeout });
    return () => g.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

// Until main.tsx says what the opening screen waits for, nothing is waited for (tests, the display).
let opened: Promise<void> = Promise.resolve();

let markShown = () => {};
const shown = new Promise<void>((resolve) => (markShown = resolve));
/** A screen whose first paint waits for more than its data (the till, its products) cannot hold the rest for longer. */
const SHOWN_AT_THE_LATEST_MS = 10_000;

/** The till has painted its products (or said why not): the idle work it held back may start. */
export const openingScreenShown = (): void => markShown();

/** app/prefetch.ts: resolves once the opening screen says it has painted (at the latest after 10 s). */
export const whenOpeningScreenShown = (): Promise<void> =>
  Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, SHOWN_AT_THE_LATEST_MS))]);

/** main.tsx: the opening screen's data (app/prefetch.ts); idle work starts once it has settled. */
export function setOpeningWait(wait: Promise<unknown>): void {
  opened = wait.then(
    () => undefined,
    () => undefined,
  );
}

/** Runs `work` once the opening screen's data is here (or failed) and the browser is idle; answers a cancel. */
export function afterOpening(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void opened.then(() => {
    if (!cancelled) cancelIdle = whenIdle(work);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
