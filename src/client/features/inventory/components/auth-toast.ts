import type { TFunction } from 'i18next';
import { toast } from '../../../components/ui';

export const LOGIN_REDIRECT_DELAY_MS = 2000;

/** Spec: a 401/Unauthorized failure asks the user to log in again, then goes to /login after 2 s. */
export function handleAuthError(err: unknown, t: TFunction<'inventory'>): boolean {
  const message = err instanceof Error ? err.message : String(err);
  if (!/401|Unauthorized/i.test(message)) return false;
  toast.error(t('toast.authRequired'), { description: t('toast.loginAgain') });
  setTimeout(() => {
    window.location.href = '/login';
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}
