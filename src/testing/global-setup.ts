import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';

/** Fixed by default; TEST_TEMPLATE_DB lets parallel worktrees share one server without dropping each other's template. */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'kade_test_template';

/**
 * The tests' database server: with TEST_DATABASE_URL that server (CI's PostgreSQL 15), else the
 * same embedded PostgreSQL 17 `npm start` runs, started here once for the whole run in a temporary
 * folder, so `npm install && npm test` needs nothing else installed. Migrated once into a template
 * database each test file clones (test-db.ts).
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kade-test-db-'));
    const server = await startEmbeddedPostgres(dataDir, {
      logFile: path.join(dataDir, 'postgres.log'),
      log: { info: () => {}, warn: (m: string) => console.warn(m) },
      // Test data need not survive a power cut (the power-cut test starts a durable server of its
      // own); each worker's files open pools of their own.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' },
    });
    url = server.adminUrl;
    stopEmbedded = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const handle = openPostgres(withDatabase(url, TEMPLATE_DB), 2);
  await handle.migrate();
  await handle.close();
  project.provide('testDatabase', { kind: 'postgres', url });
  return stopEmbedded;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'postgres'; url: string };
  }
}
