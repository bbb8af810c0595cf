import type { TFunction } from 'i18next';
import { toast } from '#client/components/ui';
import { ApiError } from '#client/lib/api';

export const LOGIN_REDIRECT_DELAY_MS = 2000;

/** Spec: a 401/Unauthorized failure asks the user to log in again, then goes to /login after 2 s. */
export function handleAuthError(err: unknown, t: TFunction<'inventory'>): boolean {
  const isUnauthorized = err instanceof ApiError ? err.status === 401 : /Unauthorized/i.test(String(err));
  if (!isUnauthorized) return false;
  toast.error(t('toast.authRequired'), { description: t('toast.loginAgain') });
  setTimeout(() => {
    window.location.href = `/login?next=${encodeURIComponent(window.location.pathname)}`;
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}
