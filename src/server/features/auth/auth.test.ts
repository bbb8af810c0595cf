import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_USER_MESSAGE, INVALID_CREDENTIALS } from '#shared/contracts/auth';
import { apiClient, createUser, TEST_PASSWORD } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { SESSION_COOKIE } from '#server/plugins/session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const c = list.find((v) => typeof v === 'string' && v.startsWith(`${SESSION_COOKIE}=`)) as string | undefined;
  return c?.split(';')[0];
};

describe('registration', () => {
  it('makes exactly one super admin when the first registrations race, then admins', async () => {
    const anon = apiClient(ctx.app);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        anon.post('/api/auth/register', { email: `race${i}@example.lk`, password: 'secret1', firstName: 'R', lastName: `${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const bodies = results.map((r) => r.json());
    const firsts = bodies.filter((b) => b.isFirstUser);
    expect(firsts).toHaveLength(1);
    expect(firsts[0].message).toBe(FIRST_USER_MESSAGE);
    expect(firsts[0].user.role).toBe('super_admin');
    for (const b of bodies.filter((x) => !x.isFirstUser)) {
      expect(b.user.role).toBe('admin');
      expect(b.user.business).toBeNull();
    }
    // a session was started: the cookie reads the user back
    const me = await apiClient(ctx.app, cookieOf(results[0])).get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('race1@example.lk');
    expect(JSON.stringify(me.json())).not.toMatch(/password/i);
  });

  it('refuses a duplicate e-mail (any case) with 409', async () => {
    const anon = apiClient(ctx.app);
    const res = await anon.post('/api/auth/register', { email: 'RACE1@example.lk', password: 'secret1', firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it.each([
    [{ email: 'bad', password: 'secret1', firstName: 'A', lastName: 'B' }, 'email', 'Please enter a valid email address'],
    [{ email: 'ok@example.lk', password: '12345', firstName: 'A', lastName: 'B' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'ok@example.lk', password: 'secret1', firstName: ' ', lastName: 'B' }, 'firstName', 'First name is required'],
    [{ email: 'ok@example.lk', password: 'secret1', firstName: 'A', lastName: '' }, 'lastName', 'Last name is required'],
  ])('answers 400 with the spec message for %j', async (body, field, message) => {
    const res = await apiClient(ctx.app).post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });
});

describe('login', () => {
  it('signs in, rotates the session id, and answers unknown user and wrong password identically', async () => {
    const user = await createUser(ctx.db, { email: 'owner@example.lk' });
    const anon = apiClient(ctx.app);
    const first = await anon.post('/api/auth/login', { email: 'owner@example.lk', password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(user.id);
    const c1 = cookieOf(first)!;
    expect(first.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(first.headers['set-cookie']).toMatch(/SameSite=Lax/);
    const second = await apiClient(ctx.app, c1).post('/api/auth/login', { email: 'owner@example.lk', password: TEST_PASSWORD });
    const c2 = cookieOf(second)!;
    expect(c2).not.toBe(c1);
    expect((await apiClient(ctx.app, c1).get('/api/auth/user')).statusCode).toBe(401);

    const wrong = await anon.post('/api/auth/login', { email: 'owner@example.lk', password: 'nope-nope' });
    const unknown = await anon.post('/api/auth/login', { email: 'nobody@example.lk', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe(INVALID_CREDENTIALS);
  });

  it('lets only cashiers through the cashier login', async () => {
    await createUser(ctx.db, { email: 'till@example.lk', role: 'cashier' });
    await createUser(ctx.db, { email: 'boss@example.lk', role: 'admin' });
    const anon = apiClient(ctx.app);
    expect((await anon.post('/api/auth/cashier/login', { email: 'till@example.lk', password: TEST_PASSWORD })).statusCode).toBe(200);
    const admin = await anon.post('/api/auth/cashier/login', { email: 'boss@example.lk', password: TEST_PASSWORD });
    expect(admin.statusCode).toBe(401);
    expect(admin.json().message).toBe(INVALID_CREDENTIALS);
  });

  it('answers 401 Unauthorized without a session and logs out with a redirect', async () => {
    const anon = apiClient(ctx.app);
    const res = await anon.get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
    await createUser(ctx.db, { email: 'leaver@example.lk' });
    const login = await anon.post('/api/auth/login', { email: 'leaver@example.lk', password: TEST_PASSWORD });
    const cookie = cookieOf(login)!;
    const out = await apiClient(ctx.app, cookie).get('/api/logout');
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await apiClient(ctx.app, cookie).get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('test account', () => {
  it('signs into the demo owner of the active "Demo Stores" with all seven modules', async () => {
    const res = await apiClient(ctx.app).post('/api/login');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.business).toMatchObject({ name: 'Demo Stores', status: 'active' });
    const again = await apiClient(ctx.app).post('/api/login');
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ isProduction: true });
    try {
      expect((await apiClient(prod.app).post('/api/login')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('login throttling', () => {
  const attempt = (app: TestContext['app'], email: string, ip = '203.0.113.5', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers, payload: { email, password: 'wrong-pw' } });

  it('answers 429 with Retry-After after too many failures for one account and IP, and not for others', async () => {
    const limited = await createTestApp({ throttle: { perAccount: { max: 3, windowMs: 60_000 }, perIp: { max: 100, windowMs: 60_000 } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await attempt(limited.app, 'x@example.lk')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const last = await attempt(limited.app, 'x@example.lk');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json().message).toMatch(/Too many sign-in attempts/);
      // another account from the same IP, and the same account from another IP, are not locked out
      expect((await attempt(limited.app, 'y@example.lk')).statusCode).toBe(401);
      expect((await attempt(limited.app, 'x@example.lk', '198.51.100.7')).statusCode).toBe(401);
      // even the right password is refused while throttled
      await createUser(limited.db, { email: 'x@example.lk' });
      const right = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.5',
        payload: { email: 'x@example.lk', password: TEST_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits failures per IP per day across accounts', async () => {
    const limited = await createTestApp({
      throttle: { perAccount: { max: 100, windowMs: 60_000 }, perIp: { max: 5, windowMs: 86_400_000 } },
    });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(limited.app, `spray${i}@example.lk`)).statusCode).toBe(401);
      expect((await attempt(limited.app, 'spray-next@example.lk')).statusCode).toBe(429);
      expect((await attempt(limited.app, 'spray-next@example.lk', '192.0.2.44')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const limits = { perAccount: { max: 2, windowMs: 60_000 }, perIp: { max: 100, windowMs: 60_000 } };
    const direct = await createTestApp({ throttle: limits });
    const proxied = await createTestApp({ throttle: limits, trustProxy: true });
    try {
      // without trust, a forged header does not give a fresh counter
      for (const xff of ['1.1.1.1', '2.2.2.2']) await attempt(direct.app, 'z@example.lk', '203.0.113.9', { 'x-forwarded-for': xff });
      expect((await attempt(direct.app, 'z@example.lk', '203.0.113.9', { 'x-forwarded-for': '3.3.3.3' })).statusCode).toBe(429);
      // behind a trusted proxy, each client address counts on its own
      for (const xff of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
        expect((await attempt(proxied.app, 'z@example.lk', '10.0.0.1', { 'x-forwarded-for': xff })).statusCode).toBe(401);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});

describe('password rules', () => {
  it.each(['password', 'qwerty123', 'iloveyou', 'Dragon'])('refuses the common password %s with a clear message', async (password) => {
    const res = await apiClient(ctx.app).post('/api/auth/register', {
      email: `${password}@example.lk`,
      password,
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password[0]).toMatch(/too common/);
  });

  it('accepts a 128-character password and refuses 129', async () => {
    const long = 'k'.repeat(120) + 'ade-pw!1';
    expect(long).toHaveLength(128);
    const ok = await apiClient(ctx.app).post('/api/auth/register', {
      email: 'long@example.lk',
      password: long,
      firstName: 'L',
      lastName: 'P',
    });
    expect(ok.statusCode).toBe(201);
    const tooLong = await apiClient(ctx.app).post('/api/auth/register', {
      email: 'longer@example.lk',
      password: long + 'x',
      firstName: 'L',
      lastName: 'P',
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('database unreachable', () => {
  it('answers 503 Authentication service unavailable, with or without a session', async () => {
    const { openPostgres } = await import('#server/db/client');
    const { buildApp } = await import('#server/app');
    const down = openPostgres('postgres://postgres@127.0.0.1:1/nothing', 1);
    const app = await buildApp({
      db: down.db,
      sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
      isProduction: false,
      uploadsDir: ctx.uploadsDir,
      logger: false,
    });
    try {
      const anon = await app.inject({ method: 'GET', url: '/api/auth/user' });
      expect(anon.statusCode).toBe(503);
      expect(anon.json()).toEqual({
        message: 'Authentication service unavailable',
        code: 'DATABASE_UNAVAILABLE',
        params: { context: 'auth' },
      });
      expect(anon.headers['retry-after']).toBe('5');
      const withCookie = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `kade.sid=${app.signCookie('x')}` } });
      expect(withCookie.statusCode).toBe(503);
    } finally {
      await app.close();
      await down.close();
    }
  });
});
