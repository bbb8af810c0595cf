import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startSession } from '#server/plugins/session';
import { PATH_PROVIDERS, type OAuthConfig, type PathProvider, type SocialProvider } from './oauth.config';
import { createSocialFlows, SocialSignInError, type OAuthTransaction } from './oauth.providers';
import { signInWithIdentity, SocialSignInRefused } from './oauth.service';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { fillPath } from '#shared/contracts/fill-path';

export const OAUTH_COOKIE = 'kade.oauth';
export const OAUTH_TXN_TTL_MS = 10 * 60 * 1000;
export const providerCallbackPath = (p: PathProvider) => fillPath(AUTH_PATHS.socialCallback, { provider: p });

/** Where each provider's callback lives (the generic OIDC provider keeps the Replit-style paths). */
const callbackPath = (p: SocialProvider) => (p === 'oidc' ? AUTH_PATHS.oidcCallback : providerCallbackPath(p));

export interface OAuthRouteOptions {
  oauth: OAuthConfig;
}

const failTo = (reply: FastifyReply, code: string) => reply.redirect(`/login?error=${encodeURIComponent(code)}`);

function sameString(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Social sign-in: /api/login (generic OpenID Connect), /auth/google|github|facebook, and their
 * callbacks. Each attempt's state, PKCE verifier and nonce live in a signed, httpOnly, SameSite=Lax
 * cookie for 10 minutes and are used once. Every failure ends on /login?error=<code>, never a 500.
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRouteOptions> = async (app, opts) => {
  const db = app.db;
  const flows = createSocialFlows(opts.oauth);
  const publicUrl = opts.oauth.publicUrl?.replace(/\/+$/, '');

  const baseUrl = (req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;
  const isHttps = (req: FastifyRequest) => (publicUrl ? publicUrl.startsWith('https:') : req.protocol === 'https');

  const begin = async (provider: SocialProvider, req: FastifyRequest, reply: FastifyReply) => {
    const flow = flows[provider];
    if (!flow) return failTo(reply, 'provider_not_configured');
    let started: Awaited<ReturnType<typeof flow.start>>;
    try {
      started = await flow.start(`${baseUrl(req)}${callbackPath(provider)}`);
    } catch (err) {
      req.log.warn({ err, provider }, 'social sign-in could not start');
      return failTo(reply, err instanceof SocialSignInError ? err.code : 'provider_unavailable');
    }
    const txn: OAuthTransaction = { ...started.txn, expiresAt: Date.now() + OAUTH_TXN_TTL_MS };
    reply.setCookie(OAUTH_COOKIE, JSON.stringify(txn), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(req),
      signed: true,
      maxAge: OAUTH_TXN_TTL_MS / 1000,
    });
    return reply.redirect(started.url.href);
  };

  /** The transaction of this browser, if it is intact, unexpired and for this provider. */
  const readTransaction = (req: FastifyRequest, provider: SocialProvider): OAuthTransaction | null => {
    const raw = req.cookies[OAUTH_COOKIE];
    if (!raw) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      const txn = JSON.parse(unsigned.value) as OAuthTransaction;
      if (txn.provider !== provider || typeof txn.state !== 'string' || !(txn.expiresAt > Date.now())) return null;
      return txn;
    } catch {
      return null;
    }
  };

  const complete = async (provider: SocialProvider, req: FastifyRequest, reply: FastifyReply) => {
    const flow = flows[provider];
    if (!flow) return failTo(reply, 'provider_not_configured');
    const query = new URLSearchParams(req.query as Record<string, string>);
    const txn = readTransaction(req, provider);
    // Single use: whatever happens next, this attempt's secrets are gone from the browser.
    reply.clearCookie(OAUTH_COOKIE, { path: '/' });
    const state = query.get('state');
    if (!txn || !state || !sameString(state, txn.state)) return failTo(reply, 'invalid_state');
    if (query.get('error')) return failTo(reply, 'sign_in_cancelled');
    try {
      const profile = await flow.finish(txn, query);
      const { userId } = await signInWithIdentity(db, profile);
      await startSession(db, req, reply, userId);
      return reply.redirect('/');
    } catch (err) {
      if (err instanceof SocialSignInRefused) return failTo(reply, err.reason);
      if (err instanceof SocialSignInError) {
        req.log.warn({ err, provider }, 'social sign-in failed');
        return failTo(reply, err.code);
      }
      req.log.error({ err, provider }, 'social sign-in failed unexpectedly');
      return failTo(reply, 'sign_in_failed');
    }
  };

  const callbackQuery = z.record(
    z.string(),
    z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v[0] : v)),
  );
  const pub = { access: { kind: 'public' as const } };

  // The sign-in entry (every landing button): the generic OIDC provider when configured,
  // else Kade's own page — on its Register tab when a sign-up button asked (?screen=register).
  const loginQuery = z.object({ screen: z.string().optional() });
  app.get(AUTH_PATHS.signIn, { config: pub, schema: { querystring: loginQuery } }, async (req, reply) => {
    if (flows.oidc) return begin('oidc', req, reply);
    return reply.redirect(req.query.screen === 'register' ? '/login?tab=register' : '/login');
  });
  app.get(AUTH_PATHS.oidcCallback, { config: pub, schema: { querystring: callbackQuery } }, async (req, reply) =>
    complete('oidc', req, reply),
  );

  const providerParam = z.object({ provider: z.string() });
  app.get(AUTH_PATHS.socialSignIn, { config: pub, schema: { params: providerParam } }, async (req, reply) => {
    const p = req.params.provider;
    if (!(PATH_PROVIDERS as readonly string[]).includes(p)) return reply.redirect('/login');
    return begin(p as PathProvider, req, reply);
  });
  app.get(AUTH_PATHS.socialCallback, { config: pub, schema: { params: providerParam, querystring: callbackQuery } }, async (req, reply) => {
    const p = req.params.provider;
    if (!(PATH_PROVIDERS as readonly string[]).includes(p)) return reply.redirect('/login');
    return complete(p as PathProvider, req, reply);
  });
};
