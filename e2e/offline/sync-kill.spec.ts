import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_PORT } from '../support/servers';
import { deviceRows, post } from './offline-helpers';

// The sync's hardest case (decision 0016 §3): the server is killed (SIGKILL, no shutdown)
// while the till's outbox is half way through its queued sales; it is started again on the same
// database and port, and the till syncs again: every sale is on the server exactly once.
//
// This spec runs its own server, on PostgreSQL, so that it can kill it.

const PORT = E2E_PORT + 30;
const BASE = `http://localhost:${PORT}`;
const ADMIN_URL = process.env.KILL_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `kade_e2e_sync_kill_${PORT}`;
const DB_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
const QUEUED = 150;

test.use({ baseURL: BASE });

let server: ChildProcess | null = null;

async function startServer(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: DB_URL,
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      BACKUP_DIR: 'off',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function kill(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await gone;
}

async function withDb<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const recorded = (terminalId: number) =>
  withDb(DB_URL, async (c) => {
    const { rows } = await c.query<{ n: number; distinct_numbers: number }>(
      'select count(*)::int as n, count(distinct invoice_number)::int as distinct_numbers from sales where terminal_id = $1',
      [terminalId],
    );
    return rows[0];
  });

test.beforeAll(async () => {
  await withDb(ADMIN_URL, async (c) => {
    await c.query(`drop database if exists ${DB_NAME} with (force)`);
    await c.query(`create database ${DB_NAME}`);
  });
  server = await startServer();
});

test.afterAll(async () => {
  if (server) await kill(server);
  await withDb(ADMIN_URL, (c) => c.query(`drop database if exists ${DB_NAME} with (force)`)).catch(() => undefined);
});

/** `n` sales made offline on this device, in the outbox as the till leaves them. */
async function queueSales(page: Page, v: { businessId: number; userId: string; terminalId: number; deviceId: string; productId: number }) {
  const now = Date.now();
  const rows = Array.from({ length: QUEUED }, (_, i) => ({
    businessId: v.businessId,
    userId: v.userId,
    kind: 'sale',
    key: randomUUID(),
    label: `INV-K1-${String(i + 1).padStart(6, '0')}`,
    body: {
      items: [{ productId: v.productId, quantity: 1, price: 100 }],
      paymentMethod: 'cash',
      terminal: { id: v.terminalId, deviceId: v.deviceId, number: i + 1 },
      soldAt: new Date(now - (QUEUED - i) * 1000).toISOString(),
      offline: true,
    },
    createdAt: new Date(now - (QUEUED - i) * 1000).toISOString(),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
  }));
  await page.evaluate(async (items) => {
    const open = indexedDB.open('kade-device');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('outbox', 'readwrite');
    for (const item of items) tx.objectStore('outbox').put(item);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

test('the server killed half way through a sync: after its restart the till syncs again, nothing twice, nothing missing', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  expect((await page.request.post('/api/login')).status()).toBe(200);
  const me = await (await page.request.get('/api/auth/user')).json();
  const businessId = me.business.id as number;
  const product = await post<{ id: number }>(page, `/api/businesses/${businessId}/products`, {
    name: `Kill Test Tea ${randomUUID().slice(0, 6)}`,
    sellingPrice: 100,
    stock: 100_000,
    vatRate: 0,
  });
  const terminal = await post<{ id: number }>(page, `/api/businesses/${businessId}/terminals`, { code: 'K1', name: 'Kill test' });
  const deviceId = randomUUID();
  await post(page, `/api/businesses/${businessId}/terminals/${terminal.id}/register`, { deviceId }, 200);

  // The till opened online; the connection drops and QUEUED sales wait in its outbox.
  await page.goto('/pos');
  await expect(page.getByTestId('sync-status')).toBeVisible();
  await context.setOffline(true);
  await queueSales(page, { businessId, userId: me.id, terminalId: terminal.id, deviceId, productId: product.id });
  // (Written past Dexie, so the badge does not see them until the engine reads the outbox.)
  expect((await deviceRows<{ state: string }>(page, 'outbox')).filter((i) => i.state === 'queued')).toHaveLength(QUEUED);

  // Back online: the outbox starts; the server is killed once a fifth of them are in.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await recorded(terminal.id)).n, { timeout: 60_000, intervals: [50] }).toBeGreaterThanOrEqual(QUEUED / 5);
  await kill(server!);
  const atKill = await recorded(terminal.id);
  expect(atKill.n).toBeLessThan(QUEUED);
  test.info().annotations.push({ type: 'killed after', description: `${atKill.n} of ${QUEUED} sales` });

  // Restarted on the same database and port: the till carries on, with the same keys.
  server = await startServer();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status')).toHaveText('Online', { timeout: 120_000 });
  const after = await recorded(terminal.id);
  expect(after).toEqual({ n: QUEUED, distinct_numbers: QUEUED });
  const outbox = await deviceRows<{ state: string }>(page, 'outbox');
  expect(outbox.filter((i) => i.state !== 'done')).toEqual([]);
  // Stock moved once per sale.
  const stock = await withDb(DB_URL, async (c) => (await c.query('select stock from products where id = $1', [product.id])).rows[0].stock);
  expect(Number(stock)).toBe((100_000 - QUEUED) * 1000);
});
