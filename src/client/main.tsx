import './styles/globals.css';
import './lib/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { prefetchOpeningData } from './app/prefetch';
import { onToasterWanted, toasterWanted } from './components/ui/toaster-gate';
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

// The opening screen's data starts downloading now, not request after request as React reaches it.
prefetchOpeningData(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
