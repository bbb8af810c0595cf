import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
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
export async function executePrepared(db: Executor, name: string, query: SQL): Promise<Record<string, unknown>[]> {
  const d = db as unknown as DrizzleInternals;
  const result = await d.session.prepareQuery(d.dialect.sqlToQuery(query), undefined, name, false).execute();
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
