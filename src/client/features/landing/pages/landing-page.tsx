import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { isLocalHost, providersQuery, useSetCurrentUser } from '#client/lib/auth';
import { api } from '#client/lib/api';
import type { LoginResponse } from '#shared/contracts/auth';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { ClosingCta, ComplianceSection, HeroSection, LandingFooter, LandingHeader, LifetimeSection } from '../components/landing-sections';
import { ModulePricing } from '../components/module-pricing';
import { SCREENS } from '#client/app/screens';

// The tour's dialog (Radix) loads only when a visitor opens it.
const GuidedTour = lazy(() => import('../components/guided-tour').then((m) => ({ default: m.GuidedTour })));

/** Watch Demo: on a local development host the demo is the real thing (the test account's shop); elsewhere the guided tour. */
function useWatchDemo(openTour: () => void) {
  const navigate = useNavigate();
  const setUser = useSetCurrentUser();
  const providers = useQuery(providersQuery);
  return async () => {
    if (providers.data?.devLogin && isLocalHost()) {
      try {
        const res = await api.post<LoginResponse>(AUTH_PATHS.testLogin);
        setUser(res.user);
        navigate(SCREENS.dashboard);
        return;
      } catch {
        // fall through to the tour
      }
    }
    openTour();
  };
}

export default function LandingPage() {
  const [tourOpen, setTourOpen] = useState(false);
  // Mounted from the first opening on, so that closing still animates.
  const [tourMounted, setTourMounted] = useState(false);
  if (tourOpen && !tourMounted) setTourMounted(true);
  const watchDemo = useWatchDemo(() => setTourOpen(true));

  return (
    <div className="min-h-screen bg-background">
      <LandingHeader />
      <main>
        <HeroSection onWatchDemo={watchDemo} />
        <ModulePricing />
        <LifetimeSection />
        <ComplianceSection />
        <ClosingCta />
      </main>
      <LandingFooter />
      {tourMounted && (
        <Suspense fallback={null}>
          <GuidedTour open={tourOpen} onOpenChange={setTourOpen} />
        </Suspense>
      )}
    </div>
  );
}
