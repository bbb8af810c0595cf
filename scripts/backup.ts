/**
 * `npm run backup [-- <file>]` — a backup of Kade's database and uploaded bank slips.
 *
 * With DATABASE_URL: `pg_dump -Fc` to backups/kade-YYYYMMDD-HHMMSS.dump (servers may keep running:
 * pg_dump reads one consistent snapshot). Without it: the embedded PostgreSQL in DATA_DIR (decision
 * 0009), under the server's data-directory lock (stop the server first), as a Kade dump (every row,
 * read in one snapshot; the package ships no pg_dump) to backups/kade-YYYYMMDD-HHMMSS.kdump. In both
 * cases DATA_DIR/uploads is copied to `<file>.uploads/`.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BackupError,
  backupEmbedded,
  backupTarget,
  copyUploads,
  findPgTool,
  lockOrExplain,
  run,
  timestamp,
  uploadsCopyOf,
} from '#server/features/backups/backup-files';
import { runBackupCommand } from './backup-command';

void runBackupCommand(async () => {
  const target = backupTarget();
  const ext = target.databaseUrl ? 'dump' : 'kdump';
  const file = path.resolve(process.argv[2] ?? path.join('backups', `kade-${timestamp()}.${ext}`));
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another file name.`);
  mkdirSync(path.dirname(file), { recursive: true });

  if (target.databaseUrl) {
    const pgDump = findPgTool('pg_dump');
    run(pgDump, ['--format=custom', '--file', file, '--dbname', target.databaseUrl]);
  } else {
    if (!existsSync(target.postgres) && !existsSync(target.pgdata))
      throw new BackupError(`There is no embedded database in ${target.dataDir} (DATA_DIR).`);
    const release = lockOrExplain(target.dataDir);
    try {
      await backupEmbedded(target.dataDir, file);
    } finally {
      release();
    }
  }
  const slips = copyUploads(target.uploads, uploadsCopyOf(file));
  const size = (statSync(file).size / 1024).toFixed(0);
  console.log(`Backup written: ${file} (${size} KiB)${slips ? `; ${slips} uploaded file(s) in ${uploadsCopyOf(file)}` : ''}`);
});
