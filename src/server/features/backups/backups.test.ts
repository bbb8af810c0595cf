import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_PATHS, type BackupStatus, type PlatformBackups } from '#shared/contracts/backups';
import { backupRuns } from '#server/db/schema';
import { createShop, createSuperAdmin } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

/** The routes over recorded runs (the job that writes them: backups-job.test.ts, on PostgreSQL). */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSuperAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSuperAdmin(ctx.app);
});
afterAll(async () => ctx.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
async function record(status: 'ok' | 'failed', finishedHoursAgo: number, error: string | null = null) {
  const finishedAt = hoursAgo(finishedHoursAgo);
  await ctx.db.insert(backupRuns).values({
    startedAt: new Date(finishedAt.getTime() - 5000),
    finishedAt,
    trigger: 'schedule',
    file: `/mnt/usb/kade-auto-${finishedHoursAgo}.dump`,
    sizeBytes: 123_456,
    status,
    error,
  });
  return finishedAt.toISOString();
}

describe('backup status for the dashboard', () => {
  it('answers the last good backup and warns when none, failed or over two days old', async () => {
    const shop = await createShop(ctx.app);
    const status = async () => {
      const res = await shop.ownerApi.get(BACKUP_PATHS.businessStatus(shop.business.id));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BackupStatus>();
    };
    expect(await status()).toEqual({ enabled: false, lastGood: null, lastRun: null, warning: 'never' });

    const old = await record('ok', 72);
    expect(await status()).toMatchObject({ lastGood: { finishedAt: old, sizeBytes: 123_456 }, warning: 'old' });

    const fresh = await record('ok', 20);
    expect(await status()).toMatchObject({ lastGood: { finishedAt: fresh }, lastRun: { status: 'ok' }, warning: 'none' });

    const failedAt = await record('failed', 1, 'restore failed: pg_restore failed (exit code 1)');
    const afterFailure = await status();
    expect(afterFailure).toMatchObject({
      lastGood: { finishedAt: fresh },
      lastRun: { finishedAt: failedAt, status: 'failed' },
      warning: 'failed',
    });
    // The shop sees no paths and no error text: those are the platform's.
    expect(JSON.stringify(afterFailure)).not.toMatch(/mnt|pg_restore/);
  });

  it('refuses a cashier (403) and another business (404); the platform view is the super admin’s only', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    expect((await shop.cashierApi.get(BACKUP_PATHS.businessStatus(shop.business.id))).statusCode).toBe(403);
    expect((await other.ownerApi.get(BACKUP_PATHS.businessStatus(shop.business.id))).statusCode).toBe(404);
    expect((await shop.ownerApi.get(BACKUP_PATHS.platform)).statusCode).toBe(403);
    expect((await shop.ownerApi.post(BACKUP_PATHS.run, {})).statusCode).toBe(403);

    const res = await admin.api.get(BACKUP_PATHS.platform);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PlatformBackups>();
    expect(body.settings).toBeNull();
    expect(body.runs[0]).toMatchObject({ status: 'failed', error: 'restore failed: pg_restore failed (exit code 1)' });
    expect(body.runs.length).toBeGreaterThanOrEqual(3);
  });

  it('"Back up now" explains that automatic backups are off without BACKUP_DIR (409)', async () => {
    const res = await admin.api.post(BACKUP_PATHS.run, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('BACKUP_DIR');
  });
});
