import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '#server/db/client';

/** postgres://…/anything → the same server, database `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates database `name` on the server if it is missing and applies the app's migrations. */
export async function ensureDatabase(serverUrl: string, name: string, poolSize = 10): Promise<DatabaseHandle & { url: string }> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const handle = openPostgres(url, poolSize);
  await handle.migrate();
  return { ...handle, url };
}

/** A plain pg client on the database, for raw SQL (data generation, EXPLAIN, forced plans). */
export async function rawClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** One statement (or a script of several) on its own connection, closed after: data generation, markers. */
export async function adminQuery(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}
