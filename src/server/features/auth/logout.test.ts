import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HOST = 'kade.lk';
const signedIn = async () => sessionCookieFor(ctx.app, (await createUser(ctx.db)).id);
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie, host: HOST } });
const logout = (method: 'GET' | 'POST', cookie: string, headers: Record<string, string> = {}, payload?: string) =>
  ctx.app.inject({
    method,
    url: '/api/logout',
    headers: { cookie, host: HOST, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('GET /api/logout', () => {
  it.each([[{}], [{ 'sec-fetch-site': 'same-origin', referer: `https://${HOST}/dashboard` }], [{ 'sec-fetch-site': 'none' }]])(
    'signs out the app’s own navigation (%j) and redirects to /',
    async (headers) => {
      const cookie = await signedIn();
      const res = await logout('GET', cookie, headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect((await me(cookie)).statusCode).toBe(401);
    },
  );

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ referer: 'https://evil.example/page' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
  ])('keeps the session when another site sent the browser (%j): a page asks to confirm with a POST form', async (headers) => {
    const cookie = await signedIn();
    const res = await logout('GET', cookie, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<form method="post" action="\/api\/logout">/);
    expect(res.body).toContain('Sign out');
    // its form must carry a real Origin (the app's no-referrer policy would make it 'null', refused)
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('signs out from the confirmation form (same origin, urlencoded body) and redirects to /', async () => {
    const cookie = await signedIn();
    const res = await logout(
      'POST',
      cookie,
      { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      '',
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('signs out from the app’s own fetch (no body)', async () => {
    const cookie = await signedIn();
    expect((await logout('POST', cookie)).statusCode).toBe(303);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it.each([[{ origin: 'https://evil.example' }], [{ 'sec-fetch-site': 'cross-site' }]])(
    'refuses a cross-site POST (%j) and keeps the session',
    async (headers) => {
      const cookie = await signedIn();
      const res = await logout('POST', cookie, { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, '');
      expect(res.statusCode).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);
    },
  );

  it('still refuses urlencoded bodies on every other route (415)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.lk&password=x',
    });
    expect(res.statusCode).toBe(415);
  });
});
