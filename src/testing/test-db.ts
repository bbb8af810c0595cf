import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../server/db/client';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file, cloned from the run's template on the tests'
 * PostgreSQL (the embedded one, or TEST_DATABASE_URL's; global-setup.ts), dropped on close.
 */
export async function createTestDatabase(opts: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
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
