import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, createUser } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { userIdentities, users } from '#server/db/schema';
import { SESSION_COOKIE } from '#server/plugins/session';
import { OAUTH_COOKIE } from './oauth.routes';
import { followProviderUntil, startLocalOidcProvider, type LocalOidcProvider, type TestAccount } from '#testing/oidc-test-provider';

/**
 * Generic OpenID Connect sign-in (/api/login) end to end against a real OpenID provider
 * (oidc-provider) on 127.0.0.1, started here: the app side through inject(), the provider side
 * through fetch with manual redirects and cookies, as a browser would.
 */
const PUBLIC_URL = 'http://kade.test';
const CALLBACK = `${PUBLIC_URL}/api/callback`;

let op: LocalOidcProvider;
let ctx: TestContext;

beforeAll(async () => {
  // oidc-provider warns about Node 20 and development defaults (TTLs); those are not our concern here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  op = await startLocalOidcProvider([CALLBACK]);
  ctx = await createTestApp({
    oauth: { publicUrl: PUBLIC_URL, oidc: { issuerUrl: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret } },
  });
});
afterAll(async () => {
  await ctx?.close();
  await op?.close();
});

type Injected = Awaited<ReturnType<TestContext['app']['inject']>>;
const cookieValue = (res: Injected, name: string) => res.cookies.find((c) => c.name === name);

/** GET /api/login → the provider's authorization URL and this attempt's transaction cookie. */
async function startLogin() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/login' });
  expect(res.statusCode).toBe(302);
  const txn = cookieValue(res, OAUTH_COOKIE);
  expect(txn).toBeDefined();
  return { authorizationUrl: String(res.headers.location), txnCookie: txn!.value, txnMeta: txn! };
}

/** Run the provider side as `account`; returns the callback URL the provider sent the browser to. */
async function authorizeAs(account: TestAccount, authorizationUrl: string) {
  op.signInAs(account);
  return followProviderUntil(authorizationUrl, CALLBACK);
}

const callback = (url: URL, txnCookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, cookies: txnCookie ? { [OAUTH_COOKIE]: txnCookie } : {} });

async function fullLogin(account: TestAccount) {
  const { authorizationUrl, txnCookie } = await startLogin();
  const cb = await authorizeAs(account, authorizationUrl);
  return { res: await callback(cb, txnCookie), cb, txnCookie, authorizationUrl };
}

const identitiesOf = (sub: string) =>
  ctx.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, 'oidc'), eq(userIdentities.subject, sub)));
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0].n;

const alice: TestAccount = { sub: 'alice-sub-1', email: 'Alice@Example.lk', emailVerified: true, givenName: 'Alice', familyName: 'Perera' };

describe('GET /api/login with OIDC configured', () => {
  it('reports the configured providers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ devLogin: true, oidc: true, google: false, github: false, facebook: false });
  });

  it('starts an authorization-code flow with PKCE S256, state and nonce, kept in a signed httpOnly Lax cookie', async () => {
    const { authorizationUrl, txnMeta } = await startLogin();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(op.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(22);
    expect(url.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(22);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    // the verifier never leaves the server side: it is not in the URL, and the cookie is signed
    expect(txnMeta.httpOnly).toBe(true);
    expect(txnMeta.sameSite).toBe('Lax');
    expect(txnMeta.maxAge).toBe(600);
    expect(txnMeta.path).toBe('/');
    expect(txnMeta.value).toMatch(/\.[A-Za-z0-9+/_-]+$/); // value.signature
  });

  it('signs in: creates the user (first user → super admin) and the identity, starts a session, goes to /', async () => {
    const before = op.authorizationRequests.length;
    const { res } = await fullLogin(alice);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    // the provider received the PKCE challenge as S256
    const seen = op.authorizationRequests.slice(before);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0].searchParams.get('code_challenge_method')).toBe('S256');

    const session = cookieValue(res, SESSION_COOKIE);
    expect(session).toBeDefined();
    expect(cookieValue(res, OAUTH_COOKIE)?.value).toBe(''); // the transaction is cleared
    const me = await apiClient(ctx.app, `${SESSION_COOKIE}=${session!.value}`).get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'alice@example.lk',
      firstName: 'Alice',
      lastName: 'Perera',
      role: 'super_admin',
      authProvider: 'oauth',
    });

    const ids = await identitiesOf(alice.sub);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatchObject({ email: 'alice@example.lk', emailVerified: true, userId: me.json().id });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.json().id));
    expect(row.passwordHash).toBeNull(); // a social account has no password to guess
  });

  it('a second sign-in of the same subject finds the same user (no new account)', async () => {
    const [first] = await identitiesOf(alice.sub);
    const usersBefore = await userCount();
    // the same subject, even with a changed e-mail at the provider
    const { res } = await fullLogin({ ...alice, email: 'alice.new@example.lk' });
    expect(res.headers.location).toBe('/');
    const me = await apiClient(ctx.app, `${SESSION_COOKIE}=${cookieValue(res, SESSION_COOKIE)!.value}`).get('/api/auth/user');
    expect(me.json().id).toBe(first.userId);
    expect(await userCount()).toBe(usersBefore);
    expect(await identitiesOf(alice.sub)).toHaveLength(1);
  });

  it('refuses a tampered, missing or foreign state, and a missing or forged transaction cookie', async () => {
    const { authorizationUrl, txnCookie } = await startLogin();
    const bob = { sub: 'bob-sub', email: 'bob@example.lk', emailVerified: true };
    const cb = await authorizeAs(bob, authorizationUrl);
    const usersBefore = await userCount();

    const tampered = new URL(cb);
    tampered.searchParams.set('state', `${cb.searchParams.get('state')}x`);
    const missing = new URL(cb);
    missing.searchParams.delete('state');
    const forged = `${txnCookie.slice(0, -3)}abc`;
    for (const [url, cookie] of [
      [tampered, txnCookie],
      [missing, txnCookie],
      [cb, undefined],
      [cb, forged],
    ] as const) {
      const res = await callback(url, cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=invalid_state');
      expect(cookieValue(res, SESSION_COOKIE)).toBeUndefined();
    }
    // another attempt's (valid, signed) cookie does not fit this state either
    const other = await startLogin();
    const cross = await callback(cb, other.txnCookie);
    expect(cross.headers.location).toBe('/login?error=invalid_state');
    expect(await userCount()).toBe(usersBefore);
    expect(await identitiesOf(bob.sub)).toHaveLength(0);
  });

  it('a replayed authorization code fails, even with the original transaction cookie', async () => {
    const carol = { sub: 'carol-sub', email: 'carol@example.lk', emailVerified: true };
    const { res, cb, txnCookie } = await fullLogin(carol);
    expect(res.headers.location).toBe('/');
    const replay = await callback(cb, txnCookie);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/login?error=sign_in_failed');
    expect(cookieValue(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('the code is bound to the PKCE verifier and the ID token to the nonce of this attempt', async () => {
    const dave = { sub: 'dave-sub', email: 'dave@example.lk', emailVerified: true };
    for (const field of ['codeVerifier', 'nonce'] as const) {
      const { authorizationUrl, txnCookie } = await startLogin();
      const cb = await authorizeAs(dave, authorizationUrl);
      // Re-sign the transaction with one secret changed (only the server's key can do this).
      const txn = JSON.parse(ctx.app.unsignCookie(txnCookie).value!);
      txn[field] = field === 'codeVerifier' ? 'x'.repeat(43) : 'a-different-nonce-value-123';
      const res = await callback(cb, ctx.app.signCookie(JSON.stringify(txn)));
      expect(res.headers.location).toBe('/login?error=sign_in_failed');
      expect(cookieValue(res, SESSION_COOKIE)).toBeUndefined();
    }
    expect(await identitiesOf(dave.sub)).toHaveLength(0);
  });

  it('an unverified e-mail never links to an existing account', async () => {
    const owner = await createUser(ctx.db, { email: 'shopowner@example.lk' });
    const usersBefore = await userCount();
    const { res } = await fullLogin({ sub: 'mallory-sub', email: 'ShopOwner@example.lk', emailVerified: false });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=email_not_verified');
    expect(cookieValue(res, SESSION_COOKIE)).toBeUndefined();
    expect(await identitiesOf('mallory-sub')).toHaveLength(0);
    expect(await userCount()).toBe(usersBefore);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(row.authProvider).toBe('email');
  });

  it('a verified e-mail links to the existing account (which keeps its password and role)', async () => {
    const owner = await createUser(ctx.db, { email: 'linked@example.lk' });
    const { res } = await fullLogin({ sub: 'linked-sub', email: 'linked@example.lk', emailVerified: true });
    expect(res.headers.location).toBe('/');
    const me = await apiClient(ctx.app, `${SESSION_COOKIE}=${cookieValue(res, SESSION_COOKIE)!.value}`).get('/api/auth/user');
    expect(me.json()).toMatchObject({ id: owner.id, role: 'admin', authProvider: 'email' });
    expect((await identitiesOf('linked-sub'))[0]).toMatchObject({ userId: owner.id, emailVerified: true });
  });

  it('an unverified e-mail with no existing account gets a new, ordinary admin account', async () => {
    const { res } = await fullLogin({ sub: 'newbie-sub', email: 'newbie@example.lk', emailVerified: false });
    expect(res.headers.location).toBe('/');
    const me = await apiClient(ctx.app, `${SESSION_COOKIE}=${cookieValue(res, SESSION_COOKIE)!.value}`).get('/api/auth/user');
    expect(me.json()).toMatchObject({ email: 'newbie@example.lk', role: 'admin', authProvider: 'oauth' });
  });

  it('a provider error (the user cancelled) ends on the sign-in page', async () => {
    const { authorizationUrl, txnCookie } = await startLogin();
    const state = new URL(authorizationUrl).searchParams.get('state')!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      cookies: { [OAUTH_COOKIE]: txnCookie },
    });
    expect(res.headers.location).toBe('/login?error=sign_in_cancelled');
  });

  it('providers that are not configured still lead back to the sign-in page', async () => {
    for (const p of ['google', 'github', 'facebook']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/auth/${p}` });
      expect(res.headers.location).toBe('/login?error=provider_not_configured');
      const cb = await ctx.app.inject({ method: 'GET', url: `/auth/${p}/callback?code=x&state=y` });
      expect(cb.headers.location).toBe('/login?error=provider_not_configured');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/myspace' })).headers.location).toBe('/login');
  });
});

describe('an unreachable OpenID provider', () => {
  let down: TestContext;
  beforeAll(async () => {
    down = await createTestApp({ oauth: { oidc: { issuerUrl: 'http://127.0.0.1:9/', clientId: 'x', clientSecret: 'y' } } });
  });
  afterAll(async () => down?.close());

  it('answers with a redirect to the sign-in page, not a 500', async () => {
    const res = await down.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=provider_unavailable');
  });
});
