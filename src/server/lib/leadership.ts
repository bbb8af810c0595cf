/**
 * Leadership for background work when several Kade processes share one PostgreSQL
 * (docs/decisions/0010-several-servers.md). The leader holds a session-level advisory lock on a
 * dedicated connection; the others try again every few seconds. When the leader dies, PostgreSQL
 * ends its session, the lock is released, and the next try elsewhere takes over. With the embedded
 * database there is one process: it is simply the leader.
 */
import { hostname } from 'node:os';
import pg from 'pg';

/** The advisory lock key ("KADE" in ASCII): other locks in Kade use small numbers or xact locks. */
export const LEADER_LOCK_KEY = 0x4b414445;
export const LEADER_RETRY_MS = 3000;

/** Something started while leading and stopped when leadership is lost (or at shutdown). */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface Leadership {
  isLeader(): boolean;
  /** Called with true when this process becomes leader and false when it stops leading. */
  onChange(listener: (leading: boolean) => void): void;
  /** Gives up leadership (closing the connection releases the lock) and stops retrying. */
  stop(): Promise<void>;
}

interface Log {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/** The single embedded process: leader from the start, for good. */
export function soloLeadership(): Leadership {
  let stopped = false;
  return {
    isLeader: () => !stopped,
    onChange(listener) {
      if (!stopped) listener(true);
    },
    async stop() {
      stopped = true;
    },
  };
}

export interface AdvisoryLeadershipOptions {
  databaseUrl: string;
  log: Log;
  retryMs?: number;
  /** Shown in pg_stat_activity.application_name, so an operator (and the multi-node test) can see who leads. */
  name?: string;
  /** Tests only: another key, so they never meet a server running on the same database. */
  lockKey?: number;
}

/**
 * Tries `pg_try_advisory_lock` on its own connection every `retryMs`; while leading, the same
 * tick checks the connection is alive, so a broken connection (the lock is gone with it) is
 * noticed within one interval and background work stops before another node starts it.
 */
export function advisoryLeadership(opts: AdvisoryLeadershipOptions): Leadership {
  const retryMs = opts.retryMs ?? LEADER_RETRY_MS;
  const lockKey = opts.lockKey ?? LEADER_LOCK_KEY;
  const name = opts.name ?? `kade-leader:${hostname()}:${process.pid}`;
  const listeners: Array<(leading: boolean) => void> = [];
  let client: pg.Client | null = null;
  let leading = false;
  let stopped = false;
  let busy: Promise<void> | null = null;

  const setLeading = (next: boolean) => {
    if (next === leading) return;
    leading = next;
    opts.log.info({ leader: next, name }, next ? 'leading background work' : 'no longer leading background work');
    for (const l of listeners) l(next);
  };

  const drop = async () => {
    const c = client;
    client = null;
    setLeading(false);
    await c?.end().catch(() => {});
  };

  const attempt = async () => {
    try {
      if (!client) {
        const c = new pg.Client({
          connectionString: opts.databaseUrl,
          application_name: name,
          connectionTimeoutMillis: 5000,
          // A leader cut off from PostgreSQL must notice within a few intervals, not a TCP timeout.
          query_timeout: Math.max(5000, retryMs * 2),
        });
        // A dropped connection ends the session and so the lock: stop leading at once.
        c.on('error', () => void drop());
        c.on('end', () => {
          if (client === c) void drop();
        });
        client = c;
        await c.connect();
      }
      if (leading) {
        await client.query('select 1');
        return;
      }
      const res = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockKey]);
      if (stopped) return;
      setLeading(res.rows[0]?.locked === true);
    } catch (err) {
      if (!stopped) opts.log.warn({ err }, 'leadership check failed; retrying');
      await drop();
    }
  };

  const tick = () => {
    if (busy || stopped) return;
    busy = attempt().finally(() => {
      busy = null;
    });
  };
  const timer = setInterval(tick, retryMs);
  timer.unref();
  tick();

  return {
    isLeader: () => leading,
    onChange(listener) {
      listeners.push(listener);
      if (leading) listener(true);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
      await drop();
    },
  };
}

/**
 * Runs `start` whenever this process leads and stops what it returned when leadership is lost;
 * the returned handle stops it for good (shutdown). `name` only labels the log lines.
 */
export function runWhileLeader(leadership: Leadership, name: string, start: () => Stoppable, log?: Log): Stoppable {
  let job: Stoppable | null = null;
  let chain: Promise<void> = Promise.resolve();
  let finished = false;
  leadership.onChange((leading) => {
    chain = chain.then(async () => {
      if (leading && !job && !finished) {
        job = start();
        log?.info({ job: name }, 'background job started on this node');
      } else if (!leading && job) {
        const j = job;
        job = null;
        await j.stop().catch((err: unknown) => log?.warn({ err, job: name }, 'background job failed to stop'));
        log?.info({ job: name }, 'background job stopped on this node');
      }
    });
  });
  return {
    async stop() {
      finished = true;
      await chain;
      const j = job;
      job = null;
      await j?.stop();
    },
  };
}
