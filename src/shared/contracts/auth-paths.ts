// The zod-free part of the auth contract: paths, messages and the display-name rule. The client's
// start-up path (src/client/lib/auth.ts, the landing page) imports these from here, so the landing
// page does not load zod; `./auth` re-exports them for everyone else.

export const AUTH_PATHS = {
  user: '/api/auth/user',
  login: '/api/auth/login',
  register: '/api/auth/register',
  cashierLogin: '/api/auth/cashier/login',
  testLogin: '/api/login',
  logout: '/api/logout',
  providers: '/api/auth/providers',
  /** GET: the sign-in entry of the landing page (the generic OIDC provider when configured, else Kade's page). */
  signIn: '/api/login',
  oidcCallback: '/api/callback',
  socialSignIn: '/auth/:provider',
  socialCallback: '/auth/:provider/callback',
} as const;

export const FIRST_USER_MESSAGE = 'You are the first user and have super admin privileges.';
export const REGISTERED_MESSAGE = 'Registration successful! Choose your modules to get started.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const AUTH_UNAVAILABLE = 'Authentication service unavailable';

/** The display-name rule of the header's user menu. */
export function getDisplayName(u: { firstName?: string | null; lastName?: string | null; email?: string | null }) {
  if (u.firstName && u.lastName) return `${u.firstName} ${u.lastName}`;
  if (u.firstName) return u.firstName;
  if (u.email) return u.email.split('@')[0] || 'User';
  return 'User';
}
