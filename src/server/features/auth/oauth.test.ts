import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, createUser } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { userIdentities } from '#server/db/schema';
import { SESSION_COOKIE } from '#server/plugins/session';
import { OAUTH_COOKIE } from './oauth.routes';

/**
 * GitHub and Facebook (arctic). There is no local GitHub or Facebook, so these tests check the
 * authorization URLs we build (state, PKCE where the provider supports it) and drive the callbacks
 * with the providers' HTTP APIs replaced by a stub of fetch (token endpoint, /user, /user/emails, /me).
 */
const PUBLIC_URL = 'https://kade.example.lk';
let ctx: TestContext;
let unconfigured: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    oauth: {
      publicUrl: `${PUBLIC_URL}/`,
      github: { clientId: 'gh-client', clientSecret: 'gh-secret' },
      facebook: { clientId: 'fb-client', clientSecret: 'fb-secret' },
    },
  });
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
  await unconfigured?.close();
});
let fetchSpy: { mockRestore(): void } | null = null;
const restoreFetch = () => {
  fetchSpy?.mockRestore();
  fetchSpy = null;
};
afterEach(restoreFetch);

type Injected = Awaited<ReturnType<TestContext['app']['inject']>>;
const cookieOf = (res: Injected, name: string) => res.cookies.find((c) => c.name === name);

async function start(provider: 'github' | 'facebook') {
  const res = await ctx.app.inject({ method: 'GET', url: `/auth/${provider}` });
  expect(res.statusCode).toBe(302);
  const txn = cookieOf(res, OAUTH_COOKIE)!;
  return { url: new URL(String(res.headers.location)), txn };
}

interface Seen {
  url: string;
  body: string;
  auth: string | null;
}

/** Replace fetch for the provider hosts; returns what the app sent. */
function stubProvider(routes: Record<string, (req: Seen) => unknown>) {
  const seen: Seen[] = [];
  restoreFetch();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  vi.mocked(globalThis.fetch).mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const entry = { url: req.url, body: await req.text(), auth: req.headers.get('authorization') };
    seen.push(entry);
    const key = Object.keys(routes).find((k) => req.url.startsWith(k));
    if (!key) return new Response('not found', { status: 404 });
    return Response.json(routes[key](entry));
  });
  return seen;
}

const githubApi = (user: object, emails: object[]) => ({
  'https://github.com/login/oauth/access_token': () => ({ access_token: 'gh-token', token_type: 'bearer', scope: 'read:user,user:email' }),
  'https://api.github.com/user/emails': () => emails,
  'https://api.github.com/user': () => user,
});

async function finish(provider: 'github' | 'facebook', state: string, txnCookie?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/auth/${provider}/callback?code=the-code&state=${encodeURIComponent(state)}`,
    cookies: txnCookie ? { [OAUTH_COOKIE]: txnCookie } : {},
  });
}

const identity = (provider: string, subject: string) =>
  ctx.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));

describe('configuration', () => {
  it('reports only configured providers; none configured → all off and the entries lead back to /login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      devLogin: true,
      oidc: false,
      google: false,
      github: true,
      facebook: true,
    });
    expect((await unconfigured.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      devLogin: true,
      oidc: false,
      google: false,
      github: false,
      facebook: false,
    });
    expect((await unconfigured.app.inject({ method: 'GET', url: '/api/login' })).headers.location).toBe('/login');
    // sign-up buttons (Get Started, Start Your Free Trial) open the Register tab
    expect((await unconfigured.app.inject({ method: 'GET', url: '/api/login?screen=register' })).headers.location).toBe(
      '/login?tab=register',
    );
    expect((await unconfigured.app.inject({ method: 'GET', url: '/api/login?screen=other' })).headers.location).toBe('/login');
    for (const p of ['google', 'github', 'facebook']) {
      const res = await unconfigured.app.inject({ method: 'GET', url: `/auth/${p}` });
      expect(res.headers.location).toBe('/login?error=provider_not_configured');
      expect(cookieOf(res, OAUTH_COOKIE)).toBeUndefined();
    }
    // with OIDC/Google unset on the configured app, /api/login still goes to the sign-in page
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/google' })).headers.location).toBe('/login?error=provider_not_configured');
  });
});

describe('GitHub', () => {
  it('builds an authorization URL with state and PKCE (S256) and the PUBLIC_URL callback', async () => {
    const { url, txn } = await start('github');
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('gh-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/github/callback`);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')).toContain('user:email');
    expect(txn).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, maxAge: 600 });
    // two attempts never share state
    expect((await start('github')).url.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('exchanges the code with the PKCE verifier; a verified primary e-mail links the existing account', async () => {
    const owner = await createUser(ctx.db, { email: 'gh-owner@example.lk' });
    const { url, txn } = await start('github');
    const seen = stubProvider(
      githubApi({ id: 4242, login: 'ghowner', name: 'Gh Owner', avatar_url: 'https://avatars.example/1' }, [
        { email: 'other@example.lk', primary: false, verified: true },
        { email: 'GH-Owner@example.lk', primary: true, verified: true },
      ]),
    );
    const res = await finish('github', url.searchParams.get('state')!, txn.value);
    expect(res.headers.location).toBe('/');
    const tokenRequest = new URLSearchParams(seen[0].body);
    expect(tokenRequest.get('code')).toBe('the-code');
    expect(tokenRequest.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(tokenRequest.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/github/callback`);
    const me = await apiClient(ctx.app, `${SESSION_COOKIE}=${cookieOf(res, SESSION_COOKIE)!.value}`).get('/api/auth/user');
    expect(me.json().id).toBe(owner.id);
    expect((await identity('github', '4242'))[0]).toMatchObject({ userId: owner.id, emailVerified: true });
  });

  it('an unverified primary e-mail that matches an account is refused; a wrong state is refused before any call', async () => {
    await createUser(ctx.db, { email: 'victim@example.lk' });
    const { url, txn } = await start('github');
    const seen = stubProvider(githubApi({ id: 777, login: 'attacker' }, [{ email: 'victim@example.lk', primary: true, verified: false }]));

    const wrong = await finish('github', 'not-the-state', txn.value);
    expect(wrong.headers.location).toBe('/login?error=invalid_state');
    expect(seen).toHaveLength(0); // the code was never exchanged

    const res = await finish('github', url.searchParams.get('state')!, txn.value);
    expect(res.headers.location).toBe('/login?error=email_not_verified');
    expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
    expect(await identity('github', '777')).toHaveLength(0);
  });

  it('a refused code (GitHub answers an error) ends on the sign-in page', async () => {
    const { url, txn } = await start('github');
    stubProvider({ 'https://github.com/login/oauth/access_token': () => ({ error: 'bad_verification_code' }) });
    const res = await finish('github', url.searchParams.get('state')!, txn.value);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=sign_in_failed');
  });
});

describe('Facebook', () => {
  it('builds an authorization URL with state and the callback; the transaction is provider-bound', async () => {
    const { url, txn } = await start('facebook');
    expect(url.hostname).toBe('www.facebook.com');
    expect(url.searchParams.get('client_id')).toBe('fb-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/facebook/callback`);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    // a Facebook transaction cannot complete a GitHub callback
    const res = await finish('github', url.searchParams.get('state')!, txn.value);
    expect(res.headers.location).toBe('/login?error=invalid_state');
  });

  it('a Facebook e-mail is never treated as verified: it creates a new account, never links', async () => {
    await createUser(ctx.db, { email: 'fb-taken@example.lk' });
    const me = (id: string, email: string) => ({
      'https://graph.facebook.com/v16.0/oauth/access_token': () => ({ access_token: 'fb-token', token_type: 'bearer' }),
      'https://graph.facebook.com/v16.0/me': () => ({ id, email, first_name: 'Fa', last_name: 'Cebook' }),
    });

    let { url, txn } = await start('facebook');
    stubProvider(me('fb-1', 'fb-taken@example.lk'));
    const refused = await finish('facebook', url.searchParams.get('state')!, txn.value);
    expect(refused.headers.location).toBe('/login?error=email_not_verified');

    ({ url, txn } = await start('facebook'));
    stubProvider(me('fb-2', 'fb-new@example.lk'));
    const ok = await finish('facebook', url.searchParams.get('state')!, txn.value);
    expect(ok.headers.location).toBe('/');
    const user = await apiClient(ctx.app, `${SESSION_COOKIE}=${cookieOf(ok, SESSION_COOKIE)!.value}`).get('/api/auth/user');
    expect(user.json()).toMatchObject({ email: 'fb-new@example.lk', firstName: 'Fa', authProvider: 'oauth' });
    expect((await identity('facebook', 'fb-2'))[0]).toMatchObject({ emailVerified: false });
  });
});
