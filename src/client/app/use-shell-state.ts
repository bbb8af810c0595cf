import { getModuleState, type ModuleKey, type ModuleState } from '#shared/permissions';
import { useAuth, useSubscribedModules } from '../lib/auth';

/** What the shell needs to gate: the user, their business, and each module's state. */
export function useShellState() {
  const { user } = useAuth();
  const business = user?.business ?? null;
  const modules = useSubscribedModules(business?.id);
  const moduleState = (key: ModuleKey): ModuleState =>
    getModuleState(key, business ? { status: business.status, modules: modules.data ?? [] } : null);
  return { user, business, moduleState, modulesLoading: modules.isLoading };
}
