import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { openOlderPgliteDataDir } from '#testing/older-pglite-data-dir';
import { openEmbedded } from '../db/embedded-open';
import { products, sales } from '../db/schema';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { lockDataDir } from '../lib/data-dir-lock';
import { createShop } from '#testing/factories';
import { TEMPLATE_DB, withDatabase } from '#testing/global-setup';
import { pgDumpUnsupportedReason } from '#testing/pg-dump-support';
import { ROOT } from './server-process';

/**
 * Backup and restore: `npm run backup` / `npm run restore` (scripts/backup.ts, scripts/restore.ts)
 * run as child processes; the restored database passes the invariant checks
 * (src/server/lib/invariants.ts) and holds the same sales, stock and debts as the original.
 */

const temps: string[] = [];
const dropDbs: string[] = [];
const pgUrl = inject('testDatabase').url;
const noPgDump = await pgDumpUnsupportedReason(pgUrl);
if (noPgDump) process.stdout.write(`backup-restore.test: pg_dump backup SKIPPED, ${noPgDump}\n`);
afterAll(async () => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
  if (dropDbs.length) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    for (const name of dropDbs) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** A shop with a receipt, cash and credit sales, a stock correction and a payment, through the API. */
async function fillShop(handle: DatabaseHandle, uploadsDir: string) {
  const app = await buildApp({
    db: handle.db,
    sessionSecret: 'backup-test-secret-backup-test-secret-0123456789',
    isProduction: false,
    uploadsDir,
  });
  await app.ready();
  try {
    const shop = await createShop(app);
    const b = shop.business.id;
    const api = shop.ownerApi;
    const ids: number[] = [];
    for (const [i, name] of ['Nadu Rice', 'Dhal', 'Soap'].entries()) {
      const res = await api.post(`/api/businesses/${b}/products`, { name, sellingPrice: 120 + i * 33.5, stock: 50, vatRate: 18 });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const supplier = (await api.post(`/api/businesses/${b}/suppliers`, { name: 'Keells Wholesale' })).json();
    const order = (
      await api.post('/api/purchase-orders', {
        supplierId: supplier.id,
        status: 'approved',
        items: ids.map((productId) => ({ productId, quantity: 100, unitPrice: 80 })),
      })
    ).json();
    const grn = await api.post('/api/goods-received-notes', {
      purchaseOrderId: order.id,
      receivedDate: '2026-01-10',
      items: [{ productId: ids[0], receivedQuantity: 10 }],
    });
    expect(grn.statusCode, grn.body).toBe(201);
    for (let i = 0; i < 6; i++) {
      const credit = i % 3 === 0;
      const res = await api.post(
        `/api/businesses/${b}/sales`,
        {
          items: [
            { productId: ids[i % 3], quantity: 1 + i },
            { productId: ids[(i + 1) % 3], quantity: 2 },
          ],
          paymentMethod: credit ? 'credit' : 'cash',
          ...(credit ? { debtorInfo: { name: 'Kamal', phone: '0712345678' } } : {}),
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(
      (
        await api.put(`/api/products/${ids[2]}`, {
          name: 'Soap',
          sellingPrice: 100,
          stock: 44,
          vatRate: 18,
          stockAdjustment: { reason: 'count_correction' },
        })
      ).statusCode,
    ).toBe(200);
    const [debtor] = (await api.get(`/api/businesses/${b}/debtors`)).json();
    expect((await api.post(`/api/debtors/${debtor.id}/payments`, { amount: 50, paymentDate: '2026-01-11' })).statusCode).toBe(201);
    return {
      businessId: b,
      sell: (productId: number) =>
        api.post(
          `/api/businesses/${b}/sales`,
          { items: [{ productId, quantity: 1 }], paymentMethod: 'cash' },
          { 'idempotency-key': randomUUID() },
        ),
      productId: ids[0],
      app,
    };
  } catch (err) {
    await app.close();
    throw err;
  }
}

/** What must come back identical after a restore, and the invariants over it. */
async function fingerprint(handle: DatabaseHandle) {
  const report = await checkInvariants(handle.db);
  const [s] = await handle.db
    .select({ n: sql<number>`count(*)`.mapWith(Number), total: sql<number>`coalesce(sum(${sales.totalCents}), 0)`.mapWith(Number) })
    .from(sales);
  const stock = await handle.db.select({ id: products.id, stock: products.stock }).from(products).orderBy(products.id);
  return { report, sales: s, stock, debts: [...report.debtorBalances] };
}

function expectClean(report: Awaited<ReturnType<typeof checkInvariants>>) {
  expect(formatViolations(report)).toBe('');
  expect(report.checked).toMatchObject({ products: 3, sales: 6, creditSales: 2, debtors: 1 });
}

describe('backup and restore', () => {
  it(
    'embedded PostgreSQL: refuses while a server holds DATA_DIR, backs up with the uploads, restores into a fresh and over an existing DATA_DIR',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir('kade-backup-src-');
      const uploads = path.join(dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      writeFileSync(path.join(uploads, 'slip-1.png'), 'not really a png');
      const release = lockDataDir(dataDir);
      let handle: DatabaseHandle = await openEmbedded(dataDir, 2);
      await handle.migrate();
      const shop = await fillShop(handle, uploads);
      await shop.app.close();
      const before = await fingerprint(handle);
      expectClean(before.report);
      await handle.close();

      // A running server (this process holds the lock) → refused with a clear message, nothing written.
      const backups = tempDir('kade-backups-');
      const file = path.join(backups, 'kade-test.kdump');
      const refused = await script('backup', [file], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('Stop the Kade server first');
      expect(existsSync(file)).toBe(false);
      release();

      const made = await script('backup', [file], { DATA_DIR: dataDir });
      expect(made.code, made.out).toBe(0);
      expect(made.out).toContain('Backup written');
      expect(readFileSync(path.join(`${file}.uploads`, 'slip-1.png'), 'utf8')).toBe('not really a png');

      // Into a fresh DATA_DIR.
      const fresh = tempDir('kade-backup-dst-');
      const restored = await script('restore', [file], { DATA_DIR: fresh });
      expect(restored.code, restored.out).toBe(0);
      handle = await openEmbedded(fresh, 2);
      const after = await fingerprint(handle);
      await handle.close();
      expectClean(after.report);
      expect(after).toEqual(before);
      expect(readFileSync(path.join(fresh, 'uploads', 'slip-1.png'), 'utf8')).toBe('not really a png');

      // Over the original after a later sale: the sale is gone, the replaced database is kept aside.
      handle = await openEmbedded(dataDir, 2);
      const later = await fillShop(handle, uploads).then(async (s) => {
        const r = await s.sell(s.productId);
        await s.app.close();
        return r;
      });
      expect(later.statusCode).toBe(201);
      await handle.close();
      const over = await script('restore', [file], { DATA_DIR: dataDir });
      expect(over.code, over.out).toBe(0);
      expect(readdirSync(dataDir).some((f) => f.startsWith('postgres.before-restore-'))).toBe(true);
      handle = await openEmbedded(dataDir, 2);
      const back = await fingerprint(handle);
      await handle.close();
      expectClean(back.report);
      expect(back).toEqual(before);
    },
  );

  it('a PGlite snapshot (.tar.gz, from before decision 0009) restores into the embedded PostgreSQL', { timeout: 120_000 }, async () => {
    const old = tempDir('kade-backup-pglite-');
    const pglite = await openOlderPgliteDataDir(old);
    const shop = await fillShop(pglite, path.join(old, 'uploads'));
    await shop.app.close();
    const before = await fingerprint(pglite);
    const file = path.join(tempDir('kade-backups-old-'), 'kade-old.tar.gz');
    writeFileSync(file, Buffer.from(await (await pglite.client.dumpDataDir('gzip')).arrayBuffer()));
    await pglite.close();

    const fresh = tempDir('kade-backup-old-dst-');
    const restored = await script('restore', [file], { DATA_DIR: fresh });
    expect(restored.code, restored.out).toBe(0);
    const handle = await openEmbedded(fresh, 2);
    const after = await fingerprint(handle);
    await handle.close();
    expectClean(after.report);
    expect(after).toEqual(before);
  });

  it.skipIf(noPgDump !== null)(
    'PostgreSQL: pg_dump backup restored with pg_restore into a fresh database and over a changed one',
    { timeout: 120_000 },
    async () => {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      const source = `kade_bk_${randomBytes(5).toString('hex')}`;
      const fresh = `kade_bk_${randomBytes(5).toString('hex')}`;
      await admin.query(`create database ${source} template ${TEMPLATE_DB}`);
      await admin.query(`create database ${fresh}`);
      await admin.end();
      dropDbs.push(source, fresh);
      const sourceUrl = withDatabase(pgUrl, source);
      const freshUrl = withDatabase(pgUrl, fresh);
      const dataDir = tempDir('kade-backup-pg-');
      const uploads = path.join(dataDir, 'uploads');

      let handle = openPostgres(sourceUrl, 2);
      const shop = await fillShop(handle, uploads);
      const before = await fingerprint(handle);
      expectClean(before.report);

      const file = path.join(tempDir('kade-backups-pg-'), 'kade-test.dump');
      const made = await script('backup', [file], { DATABASE_URL: sourceUrl, DATA_DIR: dataDir });
      expect(made.code, made.out).toBe(0);
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');

      // Into a fresh, empty database.
      const restored = await script('restore', [file], { DATABASE_URL: freshUrl, DATA_DIR: dataDir });
      expect(restored.code, restored.out).toBe(0);
      const target = openPostgres(freshUrl, 2);
      const after = await fingerprint(target);
      await target.close();
      expectClean(after.report);
      expect(after).toEqual(before);

      // Over the source after a later sale (--clean): back to the backup.
      expect((await shop.sell(shop.productId)).statusCode).toBe(201);
      await shop.app.close();
      await handle.close();
      const over = await script('restore', [file], { DATABASE_URL: sourceUrl, DATA_DIR: dataDir });
      expect(over.code, over.out).toBe(0);
      handle = openPostgres(sourceUrl, 2);
      const back = await fingerprint(handle);
      const [{ n }] = await handle.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(sales)
        .where(eq(sales.paymentMethod, 'cash'));
      await handle.close();
      expectClean(back.report);
      expect(back).toEqual(before);
      expect(n).toBe(4);
    },
  );

  it('restore explains what is missing: no file, and a pg_dump archive without DATABASE_URL', async () => {
    const dir = tempDir('kade-backup-err-');
    const none = await script('restore', [], { DATA_DIR: dir });
    expect(none.code).toBe(1);
    expect(none.out).toContain('Usage: npm run restore -- <backup file>');
    const fake = path.join(dir, 'x.dump');
    writeFileSync(fake, 'PGDMP not really');
    const wrong = await script('restore', [fake], { DATA_DIR: dir });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('is a pg_dump archive; set DATABASE_URL');
  });
});
