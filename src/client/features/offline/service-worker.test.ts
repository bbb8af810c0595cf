import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkboxLike } from './service-worker';

// Each test gets a fresh module: its state (registered, waiting, sale in progress) is per page.
type Module = typeof import('./service-worker');
const fresh = async (): Promise<Module> => {
  vi.resetModules();
  return import('./service-worker');
};

/** The registered worker as far as Kade uses it: events fired by the test. */
function fakeWorkbox() {
  const handlers: Record<string, (() => void)[]> = {};
  const wb = {
    addEventListener: vi.fn((type: string, fn: () => void) => void (handlers[type] ??= []).push(fn)),
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    fire: (type: string) => handlers[type]?.forEach((fn) => fn()),
  };
  return wb;
}
const asWorkbox = (wb: ReturnType<typeof fakeWorkbox>) => wb as unknown as WorkboxLike;

const withServiceWorkers = (present: boolean) => {
  if (present) Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  else Reflect.deleteProperty(navigator, 'serviceWorker');
};

beforeEach(() => {
  vi.stubEnv('PROD', true);
  withServiceWorkers(true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  withServiceWorkers(false);
});

/** Registers with the fake and waits for the idle callback that starts it. */
async function registered(sw: Module) {
  const wb = fakeWorkbox();
  const load = vi.fn(async () => asWorkbox(wb));
  sw.registerServiceWorker(load);
  await vi.waitFor(() => expect(wb.register).toHaveBeenCalled());
  return { wb, load };
}

describe('registerServiceWorker', () => {
  it('registers once the page has loaded, and only once per page', async () => {
    const sw = await fresh();
    const { load } = await registered(sw);
    sw.registerServiceWorker(load);
    await new Promise((r) => setTimeout(r, 20));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a development build', async () => {
    vi.stubEnv('PROD', false);
    const sw = await fresh();
    const load = vi.fn(async () => asWorkbox(fakeWorkbox()));
    sw.registerServiceWorker(load);
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    withServiceWorkers(false);
    const sw = await fresh();
    const load = vi.fn(async () => asWorkbox(fakeWorkbox()));
    sw.registerServiceWorker(load);
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the page working when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sw = await fresh();
    sw.registerServiceWorker(async () => {
      throw new Error('blocked');
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(sw.serviceWorkerState().updateWaiting).toBe(false);
    // Not registered: the till does not make this browser a terminal (it could not reopen offline).
    expect(sw.serviceWorkerState().registered).toBe(false);
    warn.mockRestore();
  });
});

describe('a waiting version', () => {
  it('is announced, then applied: skip waiting, and a reload once the new worker controls the page', async () => {
    const sw = await fresh();
    const { wb } = await registered(sw);
    const seen = vi.fn();
    sw.subscribeServiceWorker(seen);
    expect(sw.serviceWorkerState().updateWaiting).toBe(false);
    wb.fire('waiting');
    expect(sw.serviceWorkerState()).toEqual({ updateWaiting: true, saleInProgress: false, updating: false, registered: true });
    expect(seen).toHaveBeenCalledTimes(1);

    const reload = vi.fn();
    expect(sw.applyUpdate(reload)).toBe(true);
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(sw.serviceWorkerState().updating).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    // A second press while it reloads does nothing more.
    expect(sw.applyUpdate(reload)).toBe(false);
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('is not applied while a sale is in progress, and is once the sale ends', async () => {
    const sw = await fresh();
    const { wb } = await registered(sw);
    wb.fire('waiting');
    sw.setSaleInProgress(true);
    expect(sw.serviceWorkerState().saleInProgress).toBe(true);
    expect(sw.applyUpdate(vi.fn())).toBe(false);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    sw.setSaleInProgress(false);
    expect(sw.applyUpdate(vi.fn())).toBe(true);
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('cannot be applied before one waits', async () => {
    const sw = await fresh();
    const { wb } = await registered(sw);
    expect(sw.applyUpdate(vi.fn())).toBe(false);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('keeps the state object while nothing changes (useSyncExternalStore)', async () => {
    const sw = await fresh();
    const before = sw.serviceWorkerState();
    sw.setSaleInProgress(false);
    expect(sw.serviceWorkerState()).toBe(before);
    const unsubscribe = sw.subscribeServiceWorker(() => {
      throw new Error('unsubscribed listener called');
    });
    unsubscribe();
    sw.setSaleInProgress(true);
    expect(sw.serviceWorkerState()).not.toBe(before);
  });
});
