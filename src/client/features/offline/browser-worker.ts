/**
 * Kade's service worker through the browser's own API, as far as the Update control needs it: a
 * new version that waits, the switch to it, and the moment it controls the page. (Workbox's window
 * library does the same in 6 KB; this is what the till loads instead.)
 */
export type WorkerEvent = 'waiting' | 'controlling';

export type RegisteredWorker = {
  addEventListener(type: WorkerEvent, listener: () => void): void;
  register(): Promise<unknown>;
  /** Tells the waiting version to take over (the generated worker listens for SKIP_WAITING). */
  messageSkipWaiting(): void;
};

export function browserWorker(scriptUrl: string, scope = '/'): RegisteredWorker {
  const listeners: Record<WorkerEvent, (() => void)[]> = { waiting: [], controlling: [] };
  const fire = (type: WorkerEvent) => listeners[type].forEach((listener) => listener());
  let registration: ServiceWorkerRegistration | null = null;
  return {
    addEventListener: (type, listener) => void listeners[type].push(listener),
    async register() {
      const container = navigator.serviceWorker;
      container.addEventListener('controllerchange', () => fire('controlling'));
      const reg = await container.register(scriptUrl, { scope });
      registration = reg;
      // A version already waiting from an earlier visit, then every one that finishes installing
      // while this page runs: it waits when an older one is active (the first install does not).
      if (reg.waiting) fire('waiting');
      reg.addEventListener('updatefound', () => {
        const installing = reg.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && reg.waiting) fire('waiting');
        });
      });
      return reg;
    },
    messageSkipWaiting: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
  };
}
