/**
 * The work of one backup against a PostgreSQL server: a dump to a file, then a verification —
 * restored into a scratch database on the same server (`kade_verify_<random>`, dropped after) and
 * the money and stock invariants run over it. Two formats, the same as `npm run backup`'s:
 * - 'pg_dump' (DATABASE_URL): pg_dump -Fc, checked with pg_restore; the tools run as child
 *   processes without blocking the event loop.
 * - 'kade' (the embedded PostgreSQL, whose package ships no pg_dump): Kade's own logical dump
 *   (db/embedded-dump.ts, one repeatable-read snapshot), checked by loading it with loadDump.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { findPgTool } from './backup-files';
import { openPostgres } from '#server/db/client';
import { dumpDatabaseToFile, loadDump, readDumpFile } from '#server/db/embedded-dump';
import { checkInvariants, formatViolations } from '#server/lib/invariants';

/** Runs a PostgreSQL tool; rejects with the tool's last error lines (what the run record shows). */
function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + String(d)).slice(-4000);
    });
    child.on('error', (err) => reject(new Error(`${path.basename(tool)} could not be run: ${err.message}`)));
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      const lines = stderr.trim().split('\n').slice(-3).join(' ');
      reject(new Error(`${path.basename(tool)} failed (exit code ${code})${lines ? `: ${lines}` : ''}`));
    });
  });
}

export type BackupFormat = 'pg_dump' | 'kade';

/** One consistent snapshot while the servers keep running. */
export async function dumpDatabase(format: BackupFormat, databaseUrl: string, file: string): Promise<void> {
  if (format === 'kade') await dumpDatabaseToFile(databaseUrl, file);
  else await runTool(findPgTool('pg_dump'), ['--format=custom', '--file', file, '--dbname', databaseUrl]);
}

async function restoreInto(format: BackupFormat, scratchUrl: string, file: string): Promise<void> {
  if (format === 'kade') await loadDump(scratchUrl, readDumpFile(file));
  else await runTool(findPgTool('pg_restore'), ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', scratchUrl, file]);
}

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into a new scratch database and checks it; null when it is good, else why not.
 * The scratch database is dropped whatever happens (needs the CREATEDB privilege).
 */
export async function verifyDump(format: BackupFormat, databaseUrl: string, file: string): Promise<string | null> {
  const name = `kade_verify_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(databaseUrl, `create database ${name} template template0`);
  } catch (err) {
    return `could not create the scratch database ${name}: ${(err as Error).message}`;
  }
  const scratchUrl = withDatabaseName(databaseUrl, name);
  try {
    await restoreInto(format, scratchUrl, file);
    return await checkRestored(scratchUrl);
  } catch (err) {
    return `restore failed: ${(err as Error).message}`;
  } finally {
    await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`).catch(() => {});
  }
}

/** The restored copy holds Kade's schema (its migrations) and every invariant holds over its data. */
async function checkRestored(scratchUrl: string): Promise<string | null> {
  const handle = openPostgres(scratchUrl, 1);
  try {
    const res = (await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    if (!res.rows[0]?.n) return 'the restored copy has no Kade migrations';
    const report = await checkInvariants(handle.db);
    if (report.violations.length === 0) return null;
    return `invariants do not hold in the restored copy (${report.violations.length}): ${formatViolations(report).slice(0, 1500)}`;
  } catch (err) {
    return `the restored copy could not be checked: ${(err as Error).message}`;
  } finally {
    await handle.close();
  }
}
