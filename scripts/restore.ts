/**
 * `npm run restore -- <file>` — puts a backup made by `npm run backup` back.
 *
 * With DATABASE_URL: `pg_restore --clean --if-exists --no-owner` of a .dump into that database, in
 * one transaction. Without it: under the data-directory lock (stop the server first) the embedded
 * PostgreSQL of DATA_DIR is set aside (DATA_DIR/postgres → postgres.before-restore-<time>, likewise a
 * PGlite pgdata not yet moved) and a new one is loaded from the backup: a Kade dump (.kdump), or a
 * PGlite snapshot (.tar.gz) from before decision 0009. Then the migrations run, so an older backup is
 * brought up to date, and `<file>.uploads/` (if present) replaces DATA_DIR/uploads (the old one is
 * kept aside too).
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { openPostgres } from '../src/server/db/client';
import {
  BackupError,
  backupTarget,
  findPgTool,
  lockOrExplain,
  restoreEmbedded,
  restoreUploads,
  run,
  timestamp,
  uploadsCopyOf,
} from '#server/features/backups/backup-files';
import { runBackupCommand } from './backup-command';

void runBackupCommand(async () => {
  const arg = process.argv[2];
  if (!arg) throw new BackupError('Usage: npm run restore -- <backup file> (a .dump with DATABASE_URL, a .kdump or .tar.gz without).');
  const file = path.resolve(arg);
  if (!existsSync(file)) throw new BackupError(`Backup file not found: ${file}`);
  const target = backupTarget();
  const stamp = timestamp();
  const isDump = readFileSync(file).subarray(0, 5).toString('latin1') === 'PGDMP';

  if (target.databaseUrl) {
    if (!isDump) throw new BackupError(`${file} is not a pg_dump archive; unset DATABASE_URL to restore an embedded-database backup.`);
    const pgRestore = findPgTool('pg_restore');
    run(pgRestore, [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
    const handle = openPostgres(target.databaseUrl, 1);
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
  } else {
    if (isDump) throw new BackupError(`${file} is a pg_dump archive; set DATABASE_URL to the PostgreSQL database to restore it into.`);
    const release = lockOrExplain(target.dataDir);
    try {
      for (const dir of [target.postgres, target.pgdata]) {
        if (!existsSync(dir)) continue;
        const aside = `${dir}.before-restore-${stamp}`;
        renameSync(dir, aside);
        console.log(`The previous database was moved to ${aside}`);
      }
      await restoreEmbedded(target.dataDir, file);
    } finally {
      release();
    }
  }
  const slips = restoreUploads(uploadsCopyOf(file), target.uploads, stamp);
  console.log(
    `Restored ${file} into ${target.databaseUrl ? 'the DATABASE_URL database' : target.postgres}${slips ? `; ${slips} uploaded file(s)` : ''}.`,
  );
});
