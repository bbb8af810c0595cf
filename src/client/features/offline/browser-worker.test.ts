import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserWorker } from './browser-worker';

/** A service worker registration and container as the browser exposes them, driven by the test. */
function fakeBrowser(opts: { waiting?: boolean } = {}) {
  const target = () => {
    const handlers: Record<string, (() => void)[]> = {};
    return {
      addEventListener: (type: string, fn: () => void) => void (handlers[type] ??= []).push(fn),
      fire: (type: string) => handlers[type]?.forEach((fn) => fn()),
    };
  };
  const waitingWorker = { postMessage: vi.fn() };
  const registration = Object.assign(target(), {
    waiting: opts.waiting ? waitingWorker : (null as typeof waitingWorker | null),
    installing: null as (ReturnType<typeof target> & { state: string }) | null,
  });
  const container = Object.assign(target(), { register: vi.fn(async () => registration) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** A new version downloads and installs while the page runs (an older one is active). */
  const installUpdate = () => {
    const installing = Object.assign(target(), { state: 'installing' });
    registration.installing = installing;
    registration.fire('updatefound');
    installing.state = 'installed';
    registration.installing = null;
    registration.waiting = waitingWorker;
    installing.fire('statechange');
  };
  return { container, registration, waitingWorker, installUpdate };
}

afterEach(() => void Reflect.deleteProperty(navigator, 'serviceWorker'));

describe('browserWorker', () => {
  it('registers the script for the whole app and says nothing on a first install', async () => {
    const browser = fakeBrowser();
    const worker = browserWorker('/sw.js');
    const waiting = vi.fn();
    worker.addEventListener('waiting', waiting);
    await worker.register();
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(waiting).not.toHaveBeenCalled();
  });

  it('tells of a version already waiting from an earlier visit', async () => {
    fakeBrowser({ waiting: true });
    const worker = browserWorker('/sw.js');
    const waiting = vi.fn();
    worker.addEventListener('waiting', waiting);
    await worker.register();
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('tells of a version that installs while the page runs, switches to it and hears it take control', async () => {
    const browser = fakeBrowser();
    const worker = browserWorker('/sw.js');
    const waiting = vi.fn();
    const controlling = vi.fn();
    worker.addEventListener('waiting', waiting);
    worker.addEventListener('controlling', controlling);
    await worker.register();
    browser.installUpdate();
    expect(waiting).toHaveBeenCalledTimes(1);
    worker.messageSkipWaiting();
    expect(browser.waitingWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    browser.container.fire('controllerchange');
    expect(controlling).toHaveBeenCalledTimes(1);
  });
});
