import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { serviceWorkerState, subscribeServiceWorker } from './service-worker';

const TillEnrolment = lazy(() => import('./till-enrolment').then((m) => ({ default: m.TillEnrolment })));

const swRegistered = () => serviceWorkerState().registered;

/**
 * The till's enrolment (till-enrolment.tsx) once Kade's service worker is registered: a browser
 * becomes a terminal only where the app reopens offline, so its code and the device store wait
 * for the worker, which registers once the page is idle after its load.
 */
export function TillEnrolmentWhenReady(props: ComponentProps<typeof TillEnrolment>) {
  const registered = useSyncExternalStore(subscribeServiceWorker, swRegistered, () => false);
  if (!registered) return null;
  return (
    <Suspense fallback={null}>
      <TillEnrolment {...props} />
    </Suspense>
  );
}
