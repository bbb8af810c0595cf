/**
 * Every sign-up and sign-in button of the landing page is a full page navigation to /api/login
 * (spec): the configured OpenID Connect provider, or Kade's own sign-in page. Sign-up buttons ask
 * for the Register tab there.
 */
export const goToSignIn = () => window.location.assign('/api/login');
export const goToRegister = () => window.location.assign('/api/login?screen=register');
