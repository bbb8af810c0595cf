/**
 * Fewer round trips to PostgreSQL for the statements every API request starts with.
 *
 * A request's transaction opens with `begin`, the row-level-security binding and the session
 * lookup: three statements whose answers nobody needs before the next one is sent. On a pg
 * connection, `begin` and statements marked DEFERRABLE are held back (their callers get an empty
 * result at once) and travel with the next statement as ONE simple-protocol message
 * ("begin; select set_config(…); select … from sessions …"): one round trip instead of three.
 * Only parameter-free statements can share a message; a statement with parameters first sends
 * what is held, then itself. An error of a held statement is the error of the statement it
 * travelled with (PostgreSQL aborts the rest of the message), so nothing fails silently.
 */
import type pg from 'pg';

/** Prefix of a parameter-free statement whose result nobody reads and which may wait for the next one. */
export const DEFERRABLE = '/* deferrable */ ';

type QueryConfig = {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: string;
  types?: unknown;
  /** The transaction's last statement: it travels with its COMMIT (commit-with-statement.ts). */
  thenCommit?: boolean;
};
type Send = (config: QueryConfig) => Promise<pg.QueryResult | pg.QueryResult[]>;

const EMPTY: pg.QueryResult = { command: '', rowCount: 0, oid: 0, fields: [], rows: [] };

function isDeferrable(c: QueryConfig): boolean {
  if (c.name || (c.values && c.values.length > 0)) return false;
  return c.text === 'begin' || c.text.startsWith(DEFERRABLE);
}

/**
 * Wraps a connection's promise-style `query` so held statements ride with the next one.
 * A statement sent `thenCommit` ends the transaction: the caller's own COMMIT (or ROLLBACK) that
 * follows is answered here, and any other statement before the next `begin` fails — it would run
 * outside the request's transaction and its row-level-security binding.
 */
export function batchStatements(send: Send) {
  let held: string[] = [];
  let committed = false;
  const query = async (arg: string | QueryConfig, values?: unknown[]): Promise<pg.QueryResult> => {
    const config: QueryConfig = typeof arg === 'string' ? { text: arg, values } : { ...arg, values: values ?? arg.values };
    if (committed) {
      if (config.text === 'commit' || config.text === 'rollback') return EMPTY;
      if (config.text !== 'begin') throw new Error('The transaction has already been committed with its last statement');
      committed = false;
    }
    if (config.thenCommit) {
      if (held.length > 0) await send({ text: held.splice(0).join(';\n') });
      const result = (await send(config)) as pg.QueryResult;
      committed = true;
      return result;
    }
    if (isDeferrable(config)) {
      held.push(config.text);
      return EMPTY;
    }
    if (held.length === 0) return (await send(config)) as pg.QueryResult;
    const batch = held;
    held = [];
    const parameterFree = !config.name && !config.rowMode && !(config.values && config.values.length > 0);
    if (!parameterFree) {
      await send({ text: batch.join(';\n') });
      return (await send(config)) as pg.QueryResult;
    }
    const results = await send({ ...config, text: [...batch, config.text].join(';\n') });
    return Array.isArray(results) ? results[results.length - 1] : results;
  };
  /** A connection going back to the pool with statements still held never began them: drop them. */
  const reset = () => {
    held = [];
    committed = false;
  };
  return { query, reset };
}
