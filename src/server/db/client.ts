import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { queryThenCommit } from './commit-with-statement';
import { batchStatements } from './statement-batching';

/**
 * Drizzle over node-postgres. No relational-query schema (`db.query.*` is not used): drizzle would
 * otherwise build a query builder per table for every transaction, i.e. for every API request.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repo function accepts: the database, or the transaction it is part of. */
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// pg returns int8 and numeric as strings; aggregates are converted explicitly in repos,
// but count(*) and bigint ids are safe as numbers at our scale.
pg.types.setTypeParser(20, (v) => Number(v));

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  // Outside requests (migrations, background jobs, tools) the connection acts for the platform;
  // every request transaction sets kade.platform LOCAL (off unless on a platform route) and runs
  // as kade_app (db/request-context.ts). Matters only when the connecting role is no superuser.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, options: '-c kade.platform=on' });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // When its server dies, a connection lent to a request reports the loss as an 'error' event as well
  // as by failing the request's query; unheard, that event would end Kade. The request answers 503
  // and the pool drops the broken connection, so the event itself needs nothing more.
  pool.on('connect', (client) => client.on('error', () => {}));
  // A request runs all its queries on one connection (its row-level-security transaction), and
  // services may start several at once (Promise.all): queue them here rather than in pg's
  // deprecated internal queue.
  pool.on('connect', serializeQueries);
  pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => heldStatements.get(client)?.());
  const db = drizzlePg(pool) as unknown as Database;
  poolStatsOf.set(db, () => ({ size: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  return {
    db,
    async migrate() {
      // Several processes may start at once against one server: migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function serializeQueries(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // `begin` and the request's opening statements travel with the next statement (statement-batching.ts).
  const batched = batchStatements((config) =>
    config.thenCommit ? queryThenCommit(query, config) : (query(config) as Promise<pg.QueryResult | pg.QueryResult[]>),
  );
  let tail: Promise<unknown> = Promise.resolve();
  const state = { pending: 0 };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    // Callback style (pg's own Pool.query) never overlaps on a checked-out client: leave it alone.
    if (typeof args[args.length - 1] === 'function') return query(...args);
    state.pending++;
    const run = tail.then(() => batched.query(args[0] as Parameters<typeof batched.query>[0], args[1] as unknown[] | undefined));
    tail = run.catch(() => {}).finally(() => state.pending--);
    return run;
  };
  queryState.set(client, state);
  heldStatements.set(client, batched.reset);
}

/** Per connection: drops statements still held when it goes back to the pool (statement-batching.ts). */
const heldStatements = new WeakMap<pg.PoolClient, () => void>();
/** Per connection: how many of its statements are queued or running. */
const queryState = new WeakMap<pg.PoolClient, { pending: number }>();

/** How a pool is used right now: `GET /api/health` reports it. */
export interface PoolStats {
  /** The most connections the pool opens. */
  size: number;
  /** Connections open now, idle or lent to a request. */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}
const poolStatsOf = new WeakMap<Database, () => PoolStats>();

/** The pool behind `db`, or null when `db` was not opened by `openPostgres` (a tool's own client). */
export function poolStats(db: Database): PoolStats | null {
  return poolStatsOf.get(db)?.() ?? null;
}

/**
 * Cancels the statement running on a transaction's connection, if any (PostgreSQL's CancelRequest,
 * sent on a connection of its own, so it works when every pooled connection is taken). The
 * statement fails with 57014 and the transaction can then roll back.
 */
export function cancelRunningStatement(tx: Tx): boolean {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client as
    (pg.PoolClient & { processID: number | null; secretKey: number | null; host: string; port: number }) | undefined;
  if (!client || !(client instanceof pg.Client) || !queryState.get(client)?.pending) return false;
  const { processID, secretKey, host, port } = client;
  if (processID == null || secretKey == null) return false;
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(80877102, 4); // the CancelRequest code
  message.writeInt32BE(processID, 8);
  message.writeInt32BE(secretKey, 12);
  const socket = host.startsWith('/') ? net.connect(path.join(host, `.s.PGSQL.${port}`)) : net.connect(port, host);
  socket.setTimeout(2000, () => socket.destroy());
  socket.on('error', () => {});
  socket.on('connect', () => socket.end(message));
  return true;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
