import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, createUser, TEST_PASSWORD } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { sessions, users } from '../db/schema';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '../plugins/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const login = (headers: Record<string, string> = {}, payload: unknown = { email: 'nobody@example.lk', password: 'x' }) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: 'kade.lk', ...headers }, payload: payload as object });

describe('cross-site requests', () => {
  it.each([
    [{ origin: 'https://evil.example' }, 403],
    [{ origin: 'null' }, 403],
    [{ 'sec-fetch-site': 'cross-site' }, 403],
    [{ origin: 'http://kade.lk' }, 401],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://kade.lk' }, 401],
    [{}, 401],
  ])('a state-changing request with %j answers %i', async (headers, status) => {
    const res = await login(headers);
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().message).toBe('Cross-site request refused');
  });

  it('refuses a cross-site write before it changes anything', async () => {
    const shop = await createShop(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${shop.business.id}/users`,
      headers: { cookie: shop.ownerApi.cookie!, origin: 'https://evil.example' },
      payload: { email: 'csrf@example.lk', password: 'secret1', firstName: 'C', lastName: 'S', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'csrf@example.lk'))).toHaveLength(0);
  });

  it('refuses bodies that are not JSON (415): an HTML form cannot post to the API', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.lk","password":"x"}',
    });
    expect(res.statusCode).toBe(415);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.lk&password=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toHaveProperty('message');
  });
});

describe('response headers', () => {
  it('sends a strict CSP, nosniff, frame-ancestors none, and no-store on API answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/modules' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends no X-Frame-Options (frame-ancestors covers it) and a Permissions-Policy: camera for the app, the rest off', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/modules' });
    expect(res.headers['x-frame-options']).toBeUndefined();
    const policy = String(res.headers['permissions-policy']);
    expect(policy).toContain('camera=(self)');
    for (const off of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()']) expect(policy).toContain(off);
  });

  it('sends HSTS only over HTTPS: never over plain HTTP, even when a client claims X-Forwarded-Proto without a trusted proxy', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/modules' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await ctx.app.inject({ method: 'GET', url: '/api/modules', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers errors as { message } without internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['message']));
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('behind a trusted HTTPS proxy (TRUST_PROXY)', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => proxied.close());

  const signIn = async (headers: Record<string, string>) => {
    const user = await createUser(proxied.db);
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const raw = res.headers['set-cookie'];
    return { res, cookie: (Array.isArray(raw) ? raw : [raw]).map(String).find((c) => c.startsWith(`${SESSION_COOKIE}=`))! };
  };

  it('sends HSTS and a Secure session cookie when the request arrived over HTTPS', async () => {
    const { res, cookie } = await signIn({ 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('sends neither over plain HTTP', async () => {
    const { res, cookie } = await signIn({ 'x-forwarded-proto': 'http' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe('session lifetime', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : [raw])
      .map(String)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0];
  };

  async function signIn() {
    const user = await createUser(ctx.db);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { user, cookie: cookieOf(res) };
  }

  const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  it('ends a session idle for more than 8 hours', async () => {
    const { user, cookie } = await signIn();
    expect((await me(cookie)).statusCode).toBe(200);
    const longAgo = Date.now() - IDLE_TIMEOUT_MS - 60_000;
    await ctx.db
      .update(sessions)
      .set({ sess: { createdAt: longAgo, lastSeenAt: longAgo }, expire: new Date(longAgo + IDLE_TIMEOUT_MS) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session 7 days after sign-in however active it was', async () => {
    const { user, cookie } = await signIn();
    const created = Date.now() - ABSOLUTE_TIMEOUT_MS + 30 * 60_000;
    await ctx.db
      .update(sessions)
      .set({ sess: { createdAt: created, lastSeenAt: Date.now() - 10 * 60_000 }, expire: new Date(created + ABSOLUTE_TIMEOUT_MS) })
      .where(eq(sessions.userId, user.id));
    // activity slides the idle expiry but never past the absolute limit
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.expire.getTime()).toBeLessThanOrEqual(created + ABSOLUTE_TIMEOUT_MS);
    // and once the seven days are over, it is gone
    const expired = Date.now() - ABSOLUTE_TIMEOUT_MS - 60_000;
    await ctx.db
      .update(sessions)
      .set({ sess: { createdAt: expired, lastSeenAt: Date.now() - 60_000 }, expire: new Date(expired + ABSOLUTE_TIMEOUT_MS) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { user, cookie } = await signIn();
    const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].sid).not.toBe(token);
    expect(rows[0].sid).toMatch(/^[0-9a-f]{64}$/);
  });
});
