import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Executor } from '../db/client';
import { authThrottle } from '../db/schema';
import { currentRequestStore } from '../db/request-context';
import { AppError } from '../lib/app-error';

/**
 * Wrong manager PINs, counted per approver in `auth_throttle` like wrong passwords — and OUTSIDE
 * the request's transaction: a sale refused for a wrong PIN rolls its transaction back (every
 * status >= 400 does, plugins/tenant-transaction.ts), and the failure must count all the same.
 *
 *
 * The counter is written on a connection of its own, in its own statement (autocommit), from a
 * small pool of its own (2 connections, the application pool's settings): a request holding one of
 * the application's connections never waits for another (10 PIN checks at once on a pool of 10
 * would otherwise wait on each other). The attempt is counted BEFORE the PIN is checked (one atomic
 * upsert), so parallel guesses cannot slip past the limit; a right PIN then clears it.
 */
export const PIN_THROTTLE = { max: 5, windowMs: 15 * 60 * 1000 } as const;

interface SideChannel {
  base: Database;
}

type Registered = SideChannel & { own: () => Database };
/** One per application in this process (tests build several); the latest serves (production has one). */
const registry: Registered[] = [];

/**
 * The application's own database (not a request's transaction): set when the routes are registered.
 * Returns what closes it (the PIN pool) when the application closes.
 */
export function registerPinThrottleDatabase(channel: SideChannel): () => Promise<void> {
  let pool: pg.Pool | null = null;
  let own: Database | null = null;
  const client = (channel.base as unknown as { $client?: unknown }).$client;
  const entry = {
    ...channel,
    own(): Database {
      if (own) return own;
      if (!(client instanceof pg.Pool)) return channel.base;
      pool = new pg.Pool({ ...(client as unknown as { options: pg.PoolConfig }).options, max: 2 });
      pool.on('error', () => {});
      own = drizzlePg(pool) as unknown as Database;
      return own;
    },
  };
  registry.push(entry);
  return async () => {
    const at = registry.indexOf(entry);
    if (at >= 0) registry.splice(at, 1);
    await pool?.end();
  };
}

const keyFor = (businessId: number, approverId: string) => `pin:${businessId}:${approverId}`;

function tooMany(retryAfterMs: number) {
  return new AppError('TOO_MANY_ATTEMPTS', {
    headers: {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    },
  });
}

const upsertFailure = (key: string) => {
  const windowEnds = new Date(Date.now() + PIN_THROTTLE.windowMs);
  return sql`
    insert into auth_throttle (key, failures, window_ends_at) values (${key}, 1, ${windowEnds})
    on conflict (key) do update set
      failures = case when auth_throttle.window_ends_at <= now() then 1 else auth_throttle.failures + 1 end,
      window_ends_at = case when auth_throttle.window_ends_at <= now() then excluded.window_ends_at else auth_throttle.window_ends_at end
    returning failures, window_ends_at`;
};

/** Where the counter is written: in a request, a connection of its own; outside one, the caller's. */
function counterDatabase(db: Executor): Executor {
  if (!currentRequestStore()?.tx) return db;
  const registered = registry.at(-1);
  if (!registered) throw new Error('The PIN throttle has no database: registerPinThrottleDatabase was not called');
  return registered.own();
}

export interface PinAttempt {
  /** The PIN was wrong: nothing more to do (the attempt was counted when it began). */
  failed(): Promise<void>;
  /** The PIN was right: forgive this approver's failures. */
  succeeded(): Promise<void>;
}

/**
 * Opens one PIN attempt for an approver: 429 TOO_MANY_ATTEMPTS when 5 wrong PINs are already
 * counted in the window. `db` is the caller's executor (the request's transaction in a request).
 */
export async function beginPinAttempt(db: Executor, businessId: number, approverId: string): Promise<PinAttempt> {
  const key = keyFor(businessId, approverId);
  const counter = counterDatabase(db);
  const result = await counter.execute(upsertFailure(key));
  const row = (result as unknown as { rows: Array<{ failures: number; window_ends_at: string | Date }> }).rows[0];
  if (Number(row.failures) > PIN_THROTTLE.max) throw tooMany(new Date(row.window_ends_at).getTime() - Date.now());
  return {
    failed: async () => {},
    succeeded: async () => {
      await counter.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}
