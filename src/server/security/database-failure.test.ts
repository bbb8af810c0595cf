import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { databaseFailure } from '../lib/app-error';

/**
 * When the database, not the request, fails, Kade answers 503 with a stable code and a Retry-After
 * the till's retry honours — never a 500, never a wait without end: a pool whose every connection
 * is taken answers DATABASE_BUSY, a database whose socket is gone answers DATABASE_UNAVAILABLE.
 */
const SECRET = 'test-secret-test-secret-test-secret-0123456789';
let uploadsDir: string;
beforeAll(() => {
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'kade-uploads-'));
});
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

async function appOn(handle: DatabaseHandle) {
  const app = await buildApp({
    db: handle.db,
    sessionSecret: SECRET,
    isProduction: false,
    uploadsDir,
    logger: false,
  });
  await app.ready();
  return app;
}

describe('a database whose socket is gone', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, and the health check says degraded', async () => {
    // The embedded server stopped and took its socket file with it: connect() fails with ENOENT.
    const socketDir = mkdtempSync(path.join(os.tmpdir(), 'kade-no-socket-'));
    const gone = openPostgres(`postgres://postgres@localhost/kade?host=${encodeURIComponent(socketDir)}`, 2);
    const app = await appOn(gone);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/businesses/1/products' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The database is unavailable. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
      const sale = await app.inject({ method: 'POST', url: '/api/businesses/1/sales', payload: {}, headers: { 'idempotency-key': 'k' } });
      expect(sale.statusCode).toBe(503);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'down', databaseLatencyMs: null });
    } finally {
      await app.close();
      await gone.close();
      rmSync(socketDir, { recursive: true, force: true });
    }
  });
});

describe('a pool whose every connection is taken', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('answers 503 DATABASE_BUSY with Retry-After after the connect timeout, and serves again once a connection is back', async () => {
    const shop = await createShop(ctx.app);
    const url = ((ctx.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
    const one = openPostgres(url, 1);
    const app = await appOn(one);
    const pool = (one.db as unknown as { $client: pg.Pool }).$client;
    const held = await pool.connect();
    try {
      const products = `/api/businesses/${shop.business.id}/products`;
      const cookie = shop.ownerApi.cookie!;
      const busy = await app.inject({ method: 'GET', url: products, headers: { cookie } });
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ message: 'The server is busy. Please try again in a moment.', code: 'DATABASE_BUSY' });
      expect(busy.headers['retry-after']).toBe('2');
      // The health check does not queue behind the requests: it answers within its own limit.
      const t0 = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(Date.now() - t0).toBeLessThan(4000);
      expect(health.json()).toMatchObject({ status: 'degraded', pool: { size: 1, total: 1, idle: 0 } });
      held.release();
      const again = await app.inject({ method: 'GET', url: products, headers: { cookie } });
      expect(again.statusCode).toBe(200);
    } finally {
      await app.close();
      await one.close();
    }
  }, 30_000);
});

describe('which failures are the database’s', () => {
  it.each([
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect'), 'busy'],
    [
      'a statement cancelled by its time limit',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      'busy',
    ],
    ['a lock not available', Object.assign(new Error('could not obtain lock'), { code: '55P03' }), 'busy'],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 'unavailable'],
    [
      'a missing socket file',
      Object.assign(new Error('connect ENOENT /run/x/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' }),
      'unavailable',
    ],
    ['an administrator shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' }), 'unavailable'],
    ['an idle transaction cut by the server', Object.assign(new Error('idle-in-transaction timeout'), { code: '25P03' }), 'unavailable'],
    ['a standby that only reads', Object.assign(new Error('read-only transaction'), { code: '25006' }), 'unavailable'],
    ['a connection that ended', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['the cause of a wrapped error', Object.assign(new Error('Failed query'), { cause: { code: '57P03' } }), 'unavailable'],
  ])('%s', (_name, error, want) => {
    expect(databaseFailure(error)).toBe(want);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a file that is missing', Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' })],
    ['a plain error', new Error('boom')],
  ])('not %s', (_name, error) => {
    expect(databaseFailure(error)).toBeUndefined();
  });
});
