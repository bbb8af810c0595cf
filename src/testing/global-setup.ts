import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../server/db/client';

/** Fixed by default; TEST_TEMPLATE_DB lets parallel worktrees share one server without dropping each other's template. */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'kade_test_template';

/**
 * Migrate once per run. PGlite: a migrated data-directory snapshot each test file loads (~1 s instead
 * of ~4 s). PostgreSQL (TEST_DATABASE_URL): a migrated template database each file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const handle = openPostgres(withDatabase(url, TEMPLATE_DB), 2);
    await handle.migrate();
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', url });
    return;
  }
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kade-pglite-'));
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('testDatabase', { kind: 'pglite', snapshot: file });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; url: string };
  }
}
