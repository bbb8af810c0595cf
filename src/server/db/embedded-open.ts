import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from './client';
import { dumpRows, loadDump, type Query } from './embedded-dump';
import { startEmbeddedPostgres, type EmbeddedLog, type EmbeddedOptions, type EmbeddedPostgres } from './embedded-postgres';

type Log = EmbeddedLog;

/** How long closing waits for the pool's connections to come back before the server is stopped under them. */
const POOL_CLOSE_MS = 2000;

/**
 * The embedded default (no DATABASE_URL): the embedded PostgreSQL in DATA_DIR, reached through
 * `openPostgres` exactly like a production server. Closing the handle stops the server.
 * The caller holds the DATA_DIR lock.
 */
export async function openEmbedded(
  dataDir: string,
  poolSize: number,
  log: Log = console,
  opts: EmbeddedOptions = {},
): Promise<DatabaseHandle & { server: EmbeddedPostgres }> {
  const server = await startEmbeddedPostgres(dataDir, { log, ...opts });
  try {
    await moveFromPglite(dataDir, server, log);
  } catch (err) {
    await server.stop();
    throw err;
  }
  const handle = openPostgres(server.url, poolSize);
  return {
    ...handle,
    server,
    async close() {
      // A request still holding a connection must not keep the server running: after a short wait
      // PostgreSQL's fast shutdown ends those sessions (their transactions roll back).
      await Promise.race([handle.close().catch(() => {}), new Promise((r) => setTimeout(r, POOL_CLOSE_MS).unref())]);
      await server.stop();
    },
  };
}

export const pgliteDir = (dataDir: string) => path.join(path.resolve(dataDir), 'pgdata');

/** 20260131-142501 (UTC) for directory names. */
const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * A DATA_DIR from before decision 0009 has its database in PGlite (DATA_DIR/pgdata). On the first
 * start it is copied, row by row, into the embedded server's `kade` database (recreated empty first,
 * so a move cut short by a crash is simply done again); row counts are checked; only then is pgdata
 * renamed to pgdata.moved-to-postgres-<time>, untouched: that directory is the backup. PGlite reads a
 * scratch copy, because opening a data directory writes to it.
 */
export async function moveFromPglite(dataDir: string, server: EmbeddedPostgres, log: Log): Promise<string | undefined> {
  const source = pgliteDir(dataDir);
  if (!existsSync(source)) return undefined;
  log.info(`Moving the PGlite database in ${source} to the embedded PostgreSQL (the PGlite directory is kept as a backup)…`);
  const work = `${source}.moving`;
  rmSync(work, { recursive: true, force: true });
  cpSync(source, work, { recursive: true });
  try {
    await recreateDatabase(server);
    const client = await PGlite.create({ dataDir: work });
    try {
      const query: Query = (text, params) => client.query<Record<string, unknown>>(text, params);
      await client.query('begin isolation level repeatable read');
      const counts = await loadDump(server.url, dumpRows(query));
      await client.query('rollback');
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      log.info(`Moved ${rows} rows in ${Object.keys(counts).length} tables.`);
    } finally {
      await client.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const backup = `${source}.moved-to-postgres-${stamp()}`;
  renameSync(source, backup);
  log.info(`The PGlite database is kept, unchanged, in ${backup}; delete it once you are satisfied.`);
  return backup;
}

async function recreateDatabase(server: EmbeddedPostgres) {
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    await admin.query('drop database if exists kade with (force)');
    await admin.query('create database kade');
  } finally {
    await admin.end();
  }
}
