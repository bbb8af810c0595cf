import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app';
import { openPostgres, type DatabaseHandle } from '#server/db/client';
import { backupRuns } from '#server/db/schema';
import { createShop, createSuperAdmin } from '#testing/factories';
import { BACKUP_PATHS } from '#shared/contracts/backups';
import { TEMPLATE_DB, withDatabase } from '#testing/global-setup';
import { pgDumpUnsupportedReason } from '#testing/pg-dump-support';
import { dumpDatabase } from './backup-engine';
import { createBackupJob, getBackupStatus, type BackupJobOptions } from './backups.service';

/**
 * The daily job against the tests' PostgreSQL server (the embedded one, or TEST_DATABASE_URL's): a
 * verified backup is written and recorded, the folder keeps the last N, a corrupted dump and a
 * database breaking an invariant are recorded as failed, two runs at once back up once, and the
 * schedule backs up once per day. The pg_dump format needs a pg_dump as new as the server.
 */
const pgUrl = inject('testDatabase').url;
const noPgDump = await pgDumpUnsupportedReason(pgUrl);
if (noPgDump) process.stdout.write(`backups-job.test: pg_dump format SKIPPED, ${noPgDump}\n`);
const itWithPgDump = it.skipIf(noPgDump !== null);
const silent = { info: () => {}, warn: () => {} };

describe('automatic backups (PostgreSQL)', { timeout: 120_000 }, () => {
  let name: string;
  let url: string;
  let handle: DatabaseHandle;
  let dir: string;
  let uploads: string;

  beforeAll(async () => {
    name = `kade_bkjob_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    url = withDatabase(pgUrl, name);
    handle = openPostgres(url, 4);
    dir = mkdtempSync(path.join(os.tmpdir(), 'kade-autobackup-'));
    uploads = path.join(dir, 'uploads-src');
    mkdirSync(uploads);
    writeFileSync(path.join(uploads, 'slip.png'), 'a slip');
    // A shop with a product and a sale, so the invariants check something.
    const app = await buildApp({
      db: handle.db,
      sessionSecret: 's'.repeat(40),
      isProduction: false,
      uploadsDir: uploads,
    });
    await app.ready();
    const shop = await createShop(app);
    const b = shop.business.id;
    const product = (
      await shop.ownerApi.post(`/api/businesses/${b}/products`, { name: 'Dhal', sellingPrice: 150, stock: 20, vatRate: 0 })
    ).json();
    const sale = await shop.ownerApi.post(
      `/api/businesses/${b}/sales`,
      { items: [{ productId: product.id, quantity: 2 }], paymentMethod: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(sale.statusCode, sale.body).toBe(201);
    await app.close();
  });

  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const backupDir = () => path.join(dir, 'usb');
  const job = (over: Partial<BackupJobOptions> = {}) =>
    createBackupJob({
      db: handle.db,
      databaseUrl: url,
      settings: { dir: backupDir(), time: '02:30', keep: 2 },
      uploadsDir: uploads,
      log: silent,
      ...over,
    });
  const scratchDatabases = async () => {
    const res = (await handle.db.execute(
      sql`select count(*)::int as n from pg_database where datname like 'kade_verify_%'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return res.rows[0].n;
  };
  const day = (d: number) => new Date(2026, 0, d, 2, 30, 5);

  itWithPgDump('writes a verified backup with the uploads, records it, and keeps the last N verified ones', async () => {
    mkdirSync(backupDir(), { recursive: true });
    // An older automatic backup nobody verified, a manual backup and another file: only the first may go.
    writeFileSync(path.join(backupDir(), 'kade-auto-20250101-023000.dump'), 'old');
    writeFileSync(path.join(backupDir(), 'kade-20250101-000000.dump'), 'manual');
    writeFileSync(path.join(backupDir(), 'notes.txt'), 'mine');
    const scratchBefore = await scratchDatabases();

    const first = await job().run('manual', day(1));
    expect(first).toMatchObject({
      status: 'ok',
      error: null,
      trigger: 'manual',
      file: path.join(backupDir(), 'kade-auto-20260101-023005000.dump'),
    });
    expect(first!.sizeBytes).toBe(statSync(first!.file).size);
    expect(readFileSync(first!.file).subarray(0, 5).toString('latin1')).toBe('PGDMP');
    expect(readFileSync(path.join(`${first!.file}.uploads`, 'slip.png'), 'utf8')).toBe('a slip');
    expect(await scratchDatabases()).toBe(scratchBefore);

    await job().run('manual', day(2));
    await job().run('manual', day(3));
    expect(readdirSync(backupDir()).sort()).toEqual([
      'kade-20250101-000000.dump',
      'kade-auto-20260102-023005000.dump',
      'kade-auto-20260102-023005000.dump.uploads',
      'kade-auto-20260103-023005000.dump',
      'kade-auto-20260103-023005000.dump.uploads',
      'notes.txt',
    ]);
    const status = await getBackupStatus(handle.db, true);
    expect(status.lastRun?.status).toBe('ok');
  });

  itWithPgDump('records a corrupted backup as failed, and a failure never pushes a good backup out', async () => {
    const corrupt = job({
      dump: async (format, u, file) => {
        await dumpDatabase(format, u, file);
        truncateSync(file, Math.floor(statSync(file).size / 2));
      },
    });
    const scratchBefore = await scratchDatabases();
    const run = await corrupt.run('manual', day(4));
    expect(run).toMatchObject({ status: 'failed', file: path.join(backupDir(), 'kade-auto-20260104-023005000.dump') });
    expect(run!.error).toMatch(/^restore failed: pg_restore failed/);
    expect(existsSync(run!.file)).toBe(true);
    expect(existsSync(path.join(backupDir(), 'kade-auto-20260102-023005000.dump'))).toBe(true);
    expect(await scratchDatabases()).toBe(scratchBefore);
    const status = await getBackupStatus(handle.db, true);
    expect(status.warning).toBe('failed');
  });

  itWithPgDump('records a database whose invariants do not hold as failed (the restored copy is checked)', async () => {
    await handle.db.execute(sql`update products set stock = stock + 1`);
    try {
      const run = await job().run('manual', day(5));
      expect(run?.status).toBe('failed');
      expect(run!.error).toContain('invariants do not hold in the restored copy');
      expect(run!.error).toContain('[stock]');
    } finally {
      await handle.db.execute(sql`update products set stock = stock - 1`);
    }
  });

  itWithPgDump('two runs at once back up once; the schedule backs up once per day', async () => {
    const [a, b] = await Promise.all([job().run('manual', day(6)), job().run('manual', new Date(2026, 0, 6, 2, 30, 6))]);
    expect([a, b].filter(Boolean)).toHaveLength(1);

    const morning = new Date(2026, 0, 7, 9, 0, 0);
    const scheduled = await job().run('schedule', morning);
    expect(scheduled).toMatchObject({ status: 'ok', trigger: 'schedule' });
    // Later the same day (another node, a restart): today's backup is already taken.
    expect(await job().run('schedule', new Date(2026, 0, 7, 23, 0, 0))).toBeNull();
    const rows = await handle.db
      .select()
      .from(backupRuns)
      .where(sql`${backupRuns.trigger} = 'schedule'`);
    expect(rows).toHaveLength(1);
  });

  it("the embedded engine's format (Kade's own dump): verified by loading it; a cut-short one fails", async () => {
    const run = await job({ format: 'kade' }).run('manual', day(8));
    expect(run).toMatchObject({ status: 'ok', error: null, file: path.join(backupDir(), 'kade-auto-20260108-023005000.kdump') });
    const cut = await job({
      format: 'kade',
      dump: async (format, u, file) => {
        await dumpDatabase(format, u, file);
        truncateSync(file, Math.floor(statSync(file).size * 0.8));
      },
    }).run('manual', day(9));
    expect(cut?.status).toBe('failed');
    expect(cut!.error).toMatch(/^restore failed: /);
  });

  itWithPgDump('"Back up now" (super admin) runs the job and answers the outcome; the platform view shows the settings', async () => {
    const app = await buildApp({
      db: handle.db,
      sessionSecret: 's'.repeat(40),
      isProduction: false,
      uploadsDir: uploads,
      backups: job(),
    });
    await app.ready();
    try {
      const admin = await createSuperAdmin(app);
      const res = await admin.api.post(BACKUP_PATHS.run, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', trigger: 'manual', error: null });
      const view = (await admin.api.get(BACKUP_PATHS.platform)).json();
      expect(view.settings).toEqual({ dir: backupDir(), time: '02:30', keep: 2 });
      expect(view.runs[0]).toMatchObject({ status: 'ok', trigger: 'manual' });
      expect(view.status).toMatchObject({ enabled: true, warning: 'none' });
    } finally {
      await app.close();
    }
  });

  itWithPgDump('the started schedule backs up on its own at the next check', async () => {
    await handle.db.delete(backupRuns).where(sql`${backupRuns.trigger} = 'schedule'`);
    const running = job({ checkIntervalMs: 50 }).start();
    try {
      const deadline = Date.now() + 30_000;
      let rows: (typeof backupRuns.$inferSelect)[] = [];
      while (Date.now() < deadline && rows.length === 0) {
        await new Promise((r) => setTimeout(r, 200));
        rows = await handle.db
          .select()
          .from(backupRuns)
          .where(sql`${backupRuns.trigger} = 'schedule'`);
      }
      expect(rows).toHaveLength(1);
      expect(rows[0].status, String(rows[0].error)).toBe('ok');
    } finally {
      await running.stop();
    }
  });
});
