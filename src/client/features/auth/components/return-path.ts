import { useNavigate, useSearchParams } from 'react-router';
import { SCREENS } from '#client/app/screens';

/**
 * Where a visitor goes after signing in: back to the signed-in page that sent them to sign in
 * (`?next=/inventory`), or home. Only a path of this site: never `//host` or a full URL, which
 * would make the sign-in page an open redirect.
 */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return SCREENS.dashboard;
  // Not back to a sign-in screen (a loop).
  if ([SCREENS.login, SCREENS.cashierLogin].some((p) => next === p || next.startsWith(`${p}/`) || next.startsWith(`${p}?`)))
    return SCREENS.dashboard;
  return next;
}

export function useReturnAfterSignIn(): () => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return () => navigate(safeReturnPath(params.get('next')), { replace: true });
}
