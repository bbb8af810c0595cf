import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createShop } from '#testing/factories';
import { ROOT } from '../security/server-process';
import { openOlderPgliteDataDir } from '#testing/older-pglite-data-dir';
import { openPostgres, type DatabaseHandle } from './client';
import { assertDurable, NotDurableError, settingsOff } from './durability-check';
import { openEmbedded, pgliteDir } from './embedded-open';
import { startEmbeddedPostgres } from './embedded-postgres';

/** Decision 0009: the embedded PostgreSQL, its durability check, and the move from PGlite. */

const temps: string[] = [];
afterAll(() => temps.forEach((t) => rmSync(t, { recursive: true, force: true })));
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kade-embedded-'));
  temps.push(dir);
  return dir;
}

/** A shop with products and cash and credit sales, made through the API. */
async function sellSome(handle: DatabaseHandle, sales: number) {
  const app = await buildApp({
    db: handle.db,
    sessionSecret: 'embedded-test-secret-embedded-test-secret-0123',
    isProduction: false,
    uploadsDir: tempDir(),
  });
  await app.ready();
  try {
    const shop = await createShop(app);
    const b = shop.business.id;
    const product = (
      await shop.ownerApi.post(`/api/businesses/${b}/products`, { name: 'Nadu Rice', sellingPrice: 245.5, stock: 500 })
    ).json();
    for (let i = 0; i < sales; i++) {
      const credit = i % 4 === 0;
      const res = await shop.ownerApi.post(
        `/api/businesses/${b}/sales`,
        {
          items: [{ productId: product.id, quantity: 1 + (i % 3) }],
          paymentMethod: credit ? 'credit' : 'cash',
          ...(credit ? { debtorInfo: { name: 'Kamal', phone: '0712345678' } } : {}),
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
  } finally {
    await app.close();
  }
}

async function salesTotal(handle: DatabaseHandle) {
  const res = (await handle.db.execute(sql`select count(*)::int as n, coalesce(sum(total_cents), 0)::text as t from sales`)) as unknown as {
    rows: { n: number; t: string }[];
  };
  return res.rows[0];
}

describe('embedded PostgreSQL', () => {
  it('runs with fsync, synchronous_commit and full_page_writes on, and keeps its data across restarts', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    let handle = await openEmbedded(dataDir, 2);
    await handle.migrate();
    expect(await settingsOff(handle.db)).toEqual([]);
    await expect(assertDurable(handle.db, true)).resolves.toBeUndefined();
    await sellSome(handle, 3);
    const before = await salesTotal(handle);
    await handle.close();
    handle = await openEmbedded(dataDir, 2);
    expect(await salesTotal(handle)).toEqual(before);
    await handle.close();
  });

  it('starts over a stale postmaster.pid naming a live process that is not its server', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const first = await startEmbeddedPostgres(dataDir);
    await first.stop();
    const other = spawn('sleep', ['30']);
    writeFileSync(path.join(first.dir, 'postmaster.pid'), `${other.pid}\n${first.dir}\n`);
    const again = await startEmbeddedPostgres(dataDir);
    await again.stop();
    other.kill();
  });

  it('production refuses a database with fsync, synchronous_commit or full_page_writes off', { timeout: 90_000 }, async () => {
    const server = await startEmbeddedPostgres(tempDir(), { settings: { fsync: 'off', synchronous_commit: 'off' } });
    try {
      const handle = openPostgres(server.url, 1);
      expect(await settingsOff(handle.db)).toEqual(['fsync', 'synchronous_commit']);
      // Fine for development and tests, refused in production.
      await expect(assertDurable(handle.db, false)).resolves.toBeUndefined();
      await expect(assertDurable(handle.db, true)).rejects.toThrow(NotDurableError);
      await handle.close();
      // The real server, NODE_ENV=production, pointed at it: exits with the reason.
      const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            DATABASE_URL: server.url,
            DATA_DIR: tempDir(),
            SESSION_SECRET: 'production-test-secret-production-test-0123456789',
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            CLIENT_DIR: path.join(ROOT, 'no-client-build'),
          },
        });
        let text = '';
        child.stdout.on('data', (d) => (text += String(d)));
        child.stderr.on('data', (d) => (text += String(d)));
        child.on('exit', (code) => resolve({ code, text }));
      });
      expect(out.code, out.text).toBe(1);
      expect(out.text).toContain('Kade could not start: the database has fsync = off, synchronous_commit = off');
    } finally {
      await server.stop();
    }
  });

  it(
    'moves an existing PGlite DATA_DIR on first start: every row, the invariants hold, pgdata kept as the backup',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      const pglite = await openOlderPgliteDataDir(dataDir);
      await sellSome(pglite, 9);
      const before = await salesTotal(pglite);
      await pglite.close();

      const logs: string[] = [];
      const handle = await openEmbedded(dataDir, 2, { info: (m) => logs.push(m) });
      try {
        await handle.migrate();
        expect(await salesTotal(handle)).toEqual(before);
        expect(before.n).toBe(9);
        const report = await checkInvariants(handle.db);
        expect(formatViolations(report)).toBe('');
        expect(report.checked.sales).toBe(9);
        // New sales continue the numbering (sequences moved too).
        await sellSome(handle, 1);
      } finally {
        await handle.close();
      }
      expect(existsSync(pgliteDir(dataDir))).toBe(false);
      const kept = readdirSync(dataDir).find((f) => f.startsWith('pgdata.moved-to-postgres-'));
      expect(kept, logs.join('\n')).toBeDefined();
      // The kept directory is the untouched PGlite database.
      const { PGlite } = await import('@electric-sql/pglite');
      const old = await PGlite.create({ dataDir: path.join(dataDir, kept!) });
      expect((await old.query<{ n: number }>('select count(*)::int as n from sales')).rows[0]!.n).toBe(9);
      await old.close();
    },
  );
});
