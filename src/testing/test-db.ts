import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../server/db/client';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function createTestDatabase(opts: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(target.snapshot)]) });
    return wrapPglite(client);
  }
  const name = `kade_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const handle = openPostgres(withDatabase(target.url, name), opts.poolSize ?? 10);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: target.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
