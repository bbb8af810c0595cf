/**
 * Every sign-up and sign-in button of the landing page is a full page navigation to /api/login:
 * the configured OpenID Connect provider, or Kade's own sign-in page. Sign-up buttons ask
 * for the Register tab there.
 */
import { AUTH_PATHS } from '#shared/contracts/auth-paths';

export const goToSignIn = () => window.location.assign(AUTH_PATHS.signIn);
export const goToRegister = () => window.location.assign(`${AUTH_PATHS.signIn}?screen=register`);
