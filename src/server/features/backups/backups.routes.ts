import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKUP_ROUTES } from '#shared/contracts/backup-paths';
import { BackupRun, BackupStatus, PlatformBackups } from '#shared/contracts/backups';
import { BusinessIdParams } from '#shared/contracts/common';
import { AppError } from '#server/lib/app-error';
import { getBackupStatus, getPlatformBackups } from './backups.service';

// The shop's owner/admin (the dashboard's access); a cashier is refused (403).
const shopAccess = { kind: 'business', permission: 'business:manage', allowInactive: true } as const;
const platform = { access: { kind: 'platform' as const } };

export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const job = () => app.appOptions.backups ?? null;

  app.get(
    BACKUP_ROUTES.businessStatus,
    { config: { access: shopAccess }, schema: { params: BusinessIdParams, response: { 200: BackupStatus } } },
    async () => getBackupStatus(app.db, job() !== null),
  );

  app.get(BACKUP_ROUTES.platform, { config: platform, schema: { response: { 200: PlatformBackups } } }, async () =>
    getPlatformBackups(app.db, job()?.settings ?? null),
  );

  // "Back up now": runs in the request and answers the outcome (verified or failed, with why).
  app.post(BACKUP_ROUTES.run, { config: platform, schema: { response: { 200: BackupRun } } }, async () => {
    const backups = job();
    if (!backups) throw new AppError('BACKUPS_OFF');
    const row = await backups.run('manual');
    if (!row) throw new AppError('BACKUP_RUNNING');
    return { ...row, startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt.toISOString() };
  });
};
