import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './client';

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    /** node-postgres: the transaction's connection (a pg.Client) or the pool; PGlite: its client. */
    client: unknown;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Runs a raw statement as a NAMED prepared statement: on PostgreSQL it is parsed and planned once
 * per connection, not on every call (a few tenths of a millisecond of server CPU per statement on
 * the till's hot path). Every call with one name must produce the same SQL text — pass lists as
 * array parameters, never as a variable number of placeholders. PGlite ignores the name.
 */
export async function executePrepared(
  db: Executor,
  name: string,
  query: SQL,
  opts: {
    /**
     * `db` is a transaction and this is its last statement: on PostgreSQL its COMMIT travels with
     * it (db/commit-with-statement.ts) and the transaction's own COMMIT costs nothing; on PGlite
     * the transaction commits as usual.
     */
    thenCommit?: boolean;
  } = {},
): Promise<Record<string, unknown>[]> {
  const d = db as unknown as DrizzleInternals;
  const { sql: text, params } = d.dialect.sqlToQuery(query);
  const client = d.session.client;
  if (client instanceof pg.Client) {
    // A transaction's own connection: straight to it, with pg's own type parsing.
    const result = await client.query({ name, text, values: params, thenCommit: opts.thenCommit } as pg.QueryConfig);
    return result.rows as Record<string, unknown>[];
  }
  const result = await d.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
}

/** A JS array as a PostgreSQL array literal: one parameter whatever its length (both drivers take the text form). */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const item = (v: string | number | null) => {
    if (v == null) return 'NULL';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new Error('An array literal takes finite numbers only');
      return String(v);
    }
    return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${values.map(item).join(',')}}`;
}
