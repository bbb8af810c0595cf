import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpDatabaseToFile, dumpRows, isDumpFile, loadDump, readDumpFile } from '#server/db/embedded-dump';
import { moveFromPglite } from '#server/db/embedded-open';
import { embeddedDir, startEmbeddedPostgres } from '#server/db/embedded-postgres';
import { DataDirLockedError, lockDataDir } from '#server/lib/data-dir-lock';

/** What `npm run backup` / `npm run restore` work on, from the same variables as the server. */
export function backupTarget(env: NodeJS.ProcessEnv = process.env) {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  return {
    databaseUrl,
    dataDir,
    /** The embedded PostgreSQL's data (decision 0009). */
    postgres: embeddedDir(dataDir),
    /** A PGlite database from before decision 0009 (moved into `postgres` on the next start). */
    pgdata: path.join(dataDir, 'pgdata'),
    uploads: path.join(dataDir, 'uploads'),
  };
}

export class BackupError extends Error {}

/** 20260131-142501 (local time): sorts by name, safe in file names. */
export function timestamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** The uploaded bank slips travel next to the database backup: `<backup file>.uploads/`. */
export const uploadsCopyOf = (backupFile: string) => `${backupFile}.uploads`;

/** pg_dump / pg_restore: on PATH, else in `pg_config --bindir`; a clear error when neither has it. */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const exe = process.platform === 'win32' ? `${name}.exe` : name;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, exe))) return path.join(dir, exe);
  }
  const bindir = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (bindir.status === 0) {
    const candidate = path.join(bindir.stdout.trim(), exe);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${name} was not found (looked on PATH and in \`pg_config --bindir\`). Install the PostgreSQL client tools ` +
      `(e.g. \`apt-get install postgresql-client\`), in a version not older than the server.`,
  );
}

export function run(tool: string, args: string[]): void {
  const res = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (res.error) throw new BackupError(`${path.basename(tool)} could not be run: ${res.error.message}`);
  if (res.status !== 0) throw new BackupError(`${path.basename(tool)} failed (exit code ${res.status}).`);
}

/**
 * The embedded database must not be in use: the server's DATA_DIR lock is taken for the whole
 * backup or restore, so a snapshot is consistent and a restore cannot pull the files from under it.
 */
export function lockOrExplain(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      throw new BackupError(`${err.message.split('. ')[0]}. Stop the Kade server first, then run this again.`);
    throw err;
  }
}

/**
 * The embedded database of DATA_DIR (the caller holds its lock) to a Kade dump file: its server is
 * started for the purpose (a PGlite directory not yet moved is moved first) and stopped after.
 * Returns the row count of each table.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<Record<string, number>> {
  const server = await startEmbeddedPostgres(dataDir);
  try {
    await moveFromPglite(dataDir, server, { info: (m) => process.stdout.write(`${m}\n`) });
    return await dumpDatabaseToFile(server.url, file);
  } finally {
    await server.stop();
  }
}

/**
 * A backup file into a NEW embedded database of DATA_DIR (none there yet; the caller holds the lock):
 * a Kade dump, or a PGlite snapshot (.tar.gz, `dumpDataDir`) from before decision 0009, read through
 * a scratch PGlite directory. Returns the row count of each table.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<Record<string, number>> {
  const server = await startEmbeddedPostgres(dataDir);
  try {
    if (await isDumpFile(file)) return await loadDump(server.url, readDumpFile(file));
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'kade-pglite-restore-'));
    try {
      const blob = new Blob([readFileSync(file)], { type: 'application/x-gzip' });
      const client = await PGlite.create({ dataDir: path.join(scratch, 'pgdata'), loadDataDir: blob }).catch((err: Error) => {
        throw new BackupError(`${file} is neither a Kade dump nor a PGlite snapshot (${err.message}).`);
      });
      try {
        return await loadDump(
          server.url,
          dumpRows((text, params) => client.query<Record<string, unknown>>(text, params)),
        );
      } finally {
        await client.close();
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  } finally {
    await server.stop();
  }
}

export function copyUploads(from: string, to: string): number {
  if (!existsSync(from) || !statSync(from).isDirectory()) return 0;
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true });
  return countFiles(to);
}

/** Moves the current uploads aside and puts the backup's in place (nothing happens without a copy). */
export function restoreUploads(copy: string, uploads: string, stamp: string): number {
  if (!existsSync(copy)) return 0;
  if (existsSync(uploads)) renameSync(uploads, `${uploads}.before-restore-${stamp}`);
  cpSync(copy, uploads, { recursive: true });
  return countFiles(uploads);
}

function countFiles(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1;
  return n;
}
