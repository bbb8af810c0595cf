import './styles/globals.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { featureSlots } from './app/feature-slots';
import { prefetchOpeningData } from './app/prefetch';
import './features/offline/register';
import { onToasterWanted, toasterWanted } from './components/ui/toaster-gate';
import { FeatureSlotsProvider } from './lib/feature-slots';
import { i18nReady } from './lib/i18n';
import { setOpeningWait } from './lib/idle';
import { queryClient } from './lib/query-client';

// Toasts (sonner) come in their own chunk, mounted once a screen that can toast has loaded.
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

function Toasts() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// The opening screen's data starts downloading now, not request after request as React reaches it;
// what can wait (the device store, dialogs' code) waits until it is here.
setOpeningWait(prefetchOpeningData(window.location.pathname));

// In Sinhala or Tamil the first screen's texts are a chunk of their own: render once they are here,
// so no English flashes first (in English they are bundled and this waits for nothing).
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <FeatureSlotsProvider value={featureSlots}>
            <AppRoutes />
          </FeatureSlotsProvider>
        </BrowserRouter>
        <Toasts />
      </QueryClientProvider>
    </StrictMode>,
  );
void i18nReady.then(render, render);
