import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  AuthProviders,
  CurrentUser,
  LoginInput,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
  TestLoginResponse,
  UpdateCurrentUserInput,
} from '#shared/contracts/auth';
import { pingDatabase } from '#server/db/client';
import { ensureDemoAccount } from '#server/db/seed/demo';
import { AppError } from '#server/lib/app-error';
import { getUser } from '#server/plugins/access';
import { startSession } from '#server/plugins/session';
import { updateUserLocale } from './auth.repo';
import { getCurrentUser, registerUser, verifyCredentials } from './auth.service';
import { logoutRoutes } from './logout.routes';
import { configuredProviders, type OAuthConfig } from './oauth.config';
import { oauthRoutes } from './oauth.routes';
import { assertSignInAllowed, clearAccountFailures, recordSignInFailure, type ThrottleLimits } from './throttle';

export interface AuthRouteOptions {
  isProduction: boolean;
  /** Failed sign-ins allowed per account and IP per window, and per IP per day. */
  throttle: ThrottleLimits;
  /** Registrations one IP may make per hour, in this process. */
  registerLimitPerHour: number;
  /** Social sign-in providers; a provider without configuration is reported off and its entry leads back to /login. */
  oauth: OAuthConfig;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const db = app.db;
  // Registration is cheap to spam: a per-process limit per IP is enough there.
  const registerLimit = { max: opts.registerLimitPerHour, timeWindow: 60 * 60 * 1000, hook: 'preHandler' as const };

  /** Verify a sign-in under the throttle: failures count per account+IP and per IP per day. */
  const signIn = async (req: { ip: string; body: LoginInput }, opts2: { cashierOnly?: boolean } = {}) => {
    await assertSignInAllowed(db, req.ip, req.body.email, opts.throttle);
    try {
      const user = await verifyCredentials(db, req.body, opts2);
      await clearAccountFailures(db, req.ip, req.body.email, opts.throttle);
      return user;
    } catch (err) {
      await recordSignInFailure(db, req.ip, req.body.email, opts.throttle);
      throw err;
    }
  };

  app.get(AUTH_PATHS.user, { config: { access: { kind: 'public' } }, schema: { response: { 200: CurrentUser } } }, async (req) => {
    // Without a session there is nothing to look up, but a visitor must still learn that the
    // service is down (503 'Authentication service unavailable') rather than "signed out".
    if (!req.auth) {
      await pingDatabase(db);
      throw new AppError('UNAUTHORIZED');
    }
    return getCurrentUser(db, getUser(req).id);
  });

  // A signed-in user's own settings: today their language, kept so every device opens in it.
  app.patch(
    AUTH_PATHS.user,
    { config: { access: { kind: 'user' } }, schema: { body: UpdateCurrentUserInput, response: { 200: CurrentUser } } },
    async (req) => {
      const userId = getUser(req).id;
      await updateUserLocale(db, userId, req.body.locale);
      return getCurrentUser(db, userId);
    },
  );

  app.get(AUTH_PATHS.providers, { config: { access: { kind: 'public' } }, schema: { response: { 200: AuthProviders } } }, async () => ({
    devLogin: !opts.isProduction,
    ...configuredProviders(opts.oauth),
  }));

  app.post(
    AUTH_PATHS.register,
    {
      config: { access: { kind: 'public' }, rateLimit: registerLimit },
      schema: { body: RegisterInput, response: { 201: RegisterResponse } },
    },
    async (req, reply) => {
      const { userId, isFirstUser, message } = await registerUser(db, req.body);
      await startSession(db, req, reply, userId);
      return reply.status(201).send({ user: await getCurrentUser(db, userId), isFirstUser, message });
    },
  );

  app.post(
    AUTH_PATHS.login,
    { config: { access: { kind: 'public' } }, schema: { body: LoginInput, response: { 200: LoginResponse } } },
    async (req, reply) => {
      const user = await signIn(req);
      await startSession(db, req, reply, user.id);
      return { user: await getCurrentUser(db, user.id) };
    },
  );

  app.post(
    AUTH_PATHS.cashierLogin,
    { config: { access: { kind: 'public' } }, schema: { body: LoginInput, response: { 200: LoginResponse } } },
    async (req, reply) => {
      const user = await signIn(req, { cashierOnly: true });
      await startSession(db, req, reply, user.id);
      return { user: await getCurrentUser(db, user.id) };
    },
  );

  // Social sign-in: GET /api/login (generic OIDC), /auth/:provider and their callbacks.
  await app.register(oauthRoutes, { oauth: opts.oauth });

  // GET /api/logout (confirms first when another site sent the browser) and POST /api/logout.
  await app.register(logoutRoutes);

  if (!opts.isProduction) {
    // The development test account; in production this route does not exist (404).
    app.post(
      AUTH_PATHS.testLogin,
      { config: { access: { kind: 'public' } }, schema: { response: { 200: TestLoginResponse } } },
      async (req, reply) => {
        const userId = await ensureDemoAccount(db);
        await startSession(db, req, reply, userId);
        return { success: true as const, user: await getCurrentUser(db, userId) };
      },
    );
  }
};
