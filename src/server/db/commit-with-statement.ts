/**
 * The last statement of a transaction and its COMMIT in ONE message (PostgreSQL's extended
 * protocol: Bind/Execute of the statement, then Parse/Bind/Execute of `commit`, then one Sync).
 * The till's sale ends its request with one round trip less (bench/README.md, goal 1).
 *
 * If the statement fails, PostgreSQL skips everything up to the Sync, COMMIT included: the
 * transaction stays open and aborted, and the caller's ROLLBACK ends it as usual. If COMMIT fails,
 * the transaction is over (rolled back) and the caller gets COMMIT's error. The caller gets the
 * statement's own result, never COMMIT's.
 */
import pg from 'pg';

export interface StatementConfig {
  text: string;
  values?: unknown[];
  name?: string;
}

interface Connection {
  execute(config: { portal?: string; rows?: number }): void;
  parse(config: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  sync(): void;
}

/** pg's Query, with the hooks this module replaces (pg.Query is untyped beyond Submittable). */
interface PgQuery {
  portal: string;
  _getRows(connection: Connection, rows?: number): void;
  handleCommandComplete(msg: unknown, connection: Connection): void;
}
type PgQueryClass = new (
  config: StatementConfig,
  values: undefined,
  callback: (err: Error | null, result: pg.QueryResult) => void,
) => PgQuery;

/**
 * Runs `config` in a connection's open transaction, then commits it, in one round trip. `submit`
 * is the connection's own (unwrapped) `query`.
 */
export function queryThenCommit(submit: (query: pg.Submittable) => unknown, config: StatementConfig): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const Query = pg.Query as unknown as PgQueryClass;
    const query = new Query({ text: config.text, values: config.values, name: config.name }, undefined, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    // pg's Query ends its message with Execute + Sync; put COMMIT between the two.
    query._getRows = (connection) => {
      connection.execute({ portal: query.portal });
      connection.parse({ text: 'commit' });
      connection.bind({});
      connection.execute({});
      connection.sync();
    };
    // COMMIT's CommandComplete is not part of the statement's result.
    const complete = query.handleCommandComplete.bind(query);
    let completions = 0;
    query.handleCommandComplete = (msg, connection) => {
      if (completions++ === 0) complete(msg, connection);
    };
    submit(query as unknown as pg.Submittable);
  });
}
