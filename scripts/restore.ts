/**
 * `npm run restore -- <file>` — puts a backup made by `npm run backup` back.
 *
 * With DATABASE_URL: `pg_restore --clean --if-exists --no-owner` of a .dump into that database, in
 * one transaction. Without it: the embedded database in DATA_DIR is replaced by the .tar.gz snapshot
 * under the data-directory lock (stop the server first); the current DATA_DIR/pgdata is kept as
 * pgdata.before-restore-<time>. Then the migrations run, so an older backup is brought up to date,
 * and `<file>.uploads/` (if present) replaces DATA_DIR/uploads (the old one is kept aside too).
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, wrapPglite } from '../src/server/db/client';
import { BackupError, backupTarget, findPgTool, lockOrExplain, main, restoreUploads, run, timestamp, uploadsCopyOf } from './backup-lib';

void main(async () => {
  const arg = process.argv[2];
  if (!arg) throw new BackupError('Usage: npm run restore -- <backup file> (a .dump with DATABASE_URL, a .tar.gz without).');
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
      if (existsSync(target.pgdata)) {
        const aside = `${target.pgdata}.before-restore-${stamp}`;
        renameSync(target.pgdata, aside);
        console.log(`The previous database was moved to ${aside}`);
      }
      const blob = new Blob([readFileSync(file)], { type: 'application/x-gzip' });
      const client = await PGlite.create({ dataDir: target.pgdata, loadDataDir: blob });
      try {
        await wrapPglite(client).migrate();
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  }
  const slips = restoreUploads(uploadsCopyOf(file), target.uploads, stamp);
  console.log(
    `Restored ${file} into ${target.databaseUrl ? 'the DATABASE_URL database' : target.pgdata}${slips ? `; ${slips} uploaded file(s)` : ''}.`,
  );
});
