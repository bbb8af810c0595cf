/**
 * `npm run backup [-- <file>]` — a backup of Kade's database and uploaded bank slips.
 *
 * With DATABASE_URL: `pg_dump -Fc` to backups/kade-YYYYMMDD-HHMMSS.dump (servers may keep running:
 * pg_dump reads one consistent snapshot). Without it: the embedded PGlite database in DATA_DIR, taken
 * under the server's data-directory lock (stop the server first) with PGlite's dumpDataDir, to
 * backups/kade-YYYYMMDD-HHMMSS.tar.gz. In both cases DATA_DIR/uploads is copied to `<file>.uploads/`.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupError, backupTarget, copyUploads, findPgTool, lockOrExplain, main, run, timestamp, uploadsCopyOf } from './backup-lib';

void main(async () => {
  const target = backupTarget();
  const ext = target.databaseUrl ? 'dump' : 'tar.gz';
  const file = path.resolve(process.argv[2] ?? path.join('backups', `kade-${timestamp()}.${ext}`));
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another file name.`);
  mkdirSync(path.dirname(file), { recursive: true });

  if (target.databaseUrl) {
    const pgDump = findPgTool('pg_dump');
    run(pgDump, ['--format=custom', '--file', file, '--dbname', target.databaseUrl]);
  } else {
    if (!existsSync(target.pgdata))
      throw new BackupError(`There is no embedded database at ${target.pgdata} (DATA_DIR=${target.dataDir}).`);
    const release = lockOrExplain(target.dataDir);
    try {
      const client = await PGlite.create({ dataDir: target.pgdata });
      try {
        const dump = await client.dumpDataDir('gzip');
        writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  }
  const slips = copyUploads(target.uploads, uploadsCopyOf(file));
  const size = (statSync(file).size / 1024).toFixed(0);
  console.log(`Backup written: ${file} (${size} KiB)${slips ? `; ${slips} uploaded file(s) in ${uploadsCopyOf(file)}` : ''}`);
});
