import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, type Database, type DatabaseHandle } from '../server/db/client';
import { pgliteDir } from '../server/db/embedded-open';

/**
 * A DATA_DIR as an older Kade left it: its database in PGlite (DATA_DIR/pgdata), migrated, ready
 * for the tests of the move to the embedded PostgreSQL (and of restoring an old PGlite snapshot) to
 * fill through the API. Kade itself no longer runs on PGlite; only these tests make such a directory.
 */
export async function openOlderPgliteDataDir(dataDir: string): Promise<DatabaseHandle & { client: PGlite }> {
  const dir = pgliteDir(dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({ dataDir: dir });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: drizzle(client) as unknown as Database,
    client,
    migrate: async () => {},
    close: () => client.close(),
  };
}
