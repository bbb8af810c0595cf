import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleKey } from '#shared/permissions';
import { SuspendedNotice } from '../components/layout/suspended-notice';
import { Card, CardContent } from '../components/ui';
import { LoadingScreen } from './pages/loading-screen';
import { useShellState } from './use-shell-state';

/** A module page opens only for an active business subscribed to it; otherwise it says why. */
export function ModuleGate({ module, children }: { module: ModuleKey; children: ReactNode }) {
  const { t } = useTranslation();
  const { moduleState, modulesLoading, business } = useShellState();
  if (business?.status === 'suspended') return <SuspendedNotice />;
  if (business && modulesLoading) return <LoadingScreen />;
  const state = moduleState(module);
  if (state === 'active') return <>{children}</>;
  const name = t(`modules.${module}`);
  return (
    <Card className="mx-auto mt-10 max-w-lg text-center" data-testid="module-unavailable">
      <CardContent className="grid gap-3 p-8">
        <Lock className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">
          {state === 'pending' ? t('moduleUnavailable.pendingTitle') : t('moduleUnavailable.title', { module: name })}
        </h1>
        <p>{state === 'pending' ? t('moduleUnavailable.pendingDescription') : t('moduleUnavailable.description', { module: name })}</p>
        {state !== 'pending' && <p className="text-sm text-muted-foreground">{t('moduleUnavailable.hint')}</p>}
      </CardContent>
    </Card>
  );
}
