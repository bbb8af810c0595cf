/** Every sign-up and sign-in button of the landing page is a full page navigation to /api/login (spec). */
export const goToSignIn = () => window.location.assign('/api/login');
