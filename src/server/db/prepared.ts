import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './client';

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    /** The transaction's connection (a pg.Client) or the pool. */
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
 * array parameters, never as a variable number of placeholders.
 */
export async function executePrepared(db: Executor, name: string, query: SQL, opts: RunOptions = {}): Promise<Record<string, unknown>[]> {
  const { sql: text, params } = (db as unknown as DrizzleInternals).dialect.sqlToQuery(query);
  return run(db, name, text, params, opts);
}

export interface RunOptions {
  /**
   * `db` is a transaction and this is its last statement: its COMMIT travels with it
   * (db/commit-with-statement.ts) and the transaction's own COMMIT costs nothing. Never inside a savepoint: it commits the whole transaction.
   */
  thenCommit?: boolean;
}

/**
 * A named statement whose SQL text is built ONCE (at module load) rather than on every call: its
 * values are named placeholders (`sql.placeholder('x')`) filled in by `executeCompiled`. For the
 * till's hot path, where building a large statement's text each time costs more than sending it.
 */
export interface CompiledStatement<Values extends Record<string, unknown>> {
  name: string;
  text: string;
  params: unknown[];
  /** Type only: the placeholders' values. */
  values?: Values;
}

const dialect = new PgDialect();

export function compileStatement<Values extends Record<string, unknown>>(name: string, query: SQL): CompiledStatement<Values> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

export function executeCompiled<Values extends Record<string, unknown>>(
  db: Executor,
  statement: CompiledStatement<Values>,
  values: Values,
  opts: RunOptions = {},
): Promise<Record<string, unknown>[]> {
  return run(db, statement.name, statement.text, fillPlaceholders(statement.params, values), opts);
}

async function run(db: Executor, name: string, text: string, params: unknown[], opts: RunOptions): Promise<Record<string, unknown>[]> {
  const d = db as unknown as DrizzleInternals;
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
