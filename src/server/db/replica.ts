import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { openBoundTransaction, type OpenTransaction, type TransactionBinding } from './request-context';

/**
 * The read replica (DATABASE_REPLICA_URL, docs/decisions/0011-read-replica.md): routes marked
 * `readReplica` (reports, exports, the tax panel's reads) run their transaction on a PostgreSQL
 * streaming replica while it is fresh enough; otherwise, and for everything else, the primary.
 *
 * Freshness is checked at most every `checkEveryMs`, never per request: a request past that age
 * starts a check in the background and is routed on the last answer. A replica that cannot be
 * reached is marked down at once by the request that found it so; the next check may bring it back.
 */
export interface ReplicaOptions {
  /** A replica further behind the primary than this is not used. */
  maxLagMs?: number;
  /** How old the last freshness check may be before a request starts the next one. */
  checkEveryMs?: number;
}

export const DEFAULT_MAX_LAG_MS = 5_000;
export const DEFAULT_CHECK_EVERY_MS = 2_000;

export type ReplicaState = 'unknown' | 'fresh' | 'lagging' | 'down';

/**
 * One statement on the replica: is it a standby still receiving WAL, and how far behind is it?
 * When everything received has been replayed, nothing is missing (lag 0) even if the last replayed
 * commit is old (an idle shop). Otherwise the lag is the age of the last replayed commit: with
 * replay paused or slow it grows with the clock. No WAL receiver (cut off from the primary): stale.
 */
const FRESHNESS = sql.raw(`select pg_is_in_recovery() as standby,
  exists (select 1 from pg_stat_wal_receiver where pid is not null) as receiving,
  case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
       else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 end as lag_ms`);

export class ReadReplica {
  readonly maxLagMs: number;
  readonly checkEveryMs: number;
  state: ReplicaState = 'unknown';
  lagMs: number | null = null;
  /** Request transactions opened on the replica, and requests that asked for it but got the primary. */
  readonly stats = { replicaTransactions: 0, primaryFallbacks: 0 };
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    opts: ReplicaOptions = {},
  ) {
    // A replica that goes away while a request holds one of its connections must fail that request's
    // next query, not crash the process (pg emits 'error' on a checked-out client nobody listens to).
    const pool = (db as unknown as { $client?: { on?: (e: 'connect', fn: (c: { on(e: 'error', fn: () => void): void }) => void) => void } })
      .$client;
    pool?.on?.('connect', (client) => client.on('error', () => {}));
    this.maxLagMs = opts.maxLagMs ?? DEFAULT_MAX_LAG_MS;
    this.checkEveryMs = opts.checkEveryMs ?? DEFAULT_CHECK_EVERY_MS;
  }

  /** Checks freshness now (once at a time); never rejects. */
  check(): Promise<void> {
    this.checking ??= this.measure().finally(() => {
      this.checkedAt = Date.now();
      this.checking = null;
    });
    return this.checking;
  }

  private async measure(): Promise<void> {
    try {
      const result = await this.db.execute(FRESHNESS);
      const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
      const standby = row?.standby === true;
      const lag = row?.lag_ms == null ? null : Number(row.lag_ms);
      this.lagMs = lag;
      // A server that is not in recovery is no replica (promoted, or misconfigured): it would not see the primary's writes.
      this.state = standby && row?.receiving === true && lag != null && lag <= this.maxLagMs ? 'fresh' : 'lagging';
    } catch {
      this.state = 'down';
      this.lagMs = null;
    }
  }

  /** Whether a request may use the replica now; starts a background check when the last one is old. */
  usable(): boolean {
    if (Date.now() - this.checkedAt >= this.checkEveryMs) void this.check();
    return this.state === 'fresh';
  }

  /**
   * A transaction on the replica bound like the request's (role kade_app, its business, platform
   * off: the same row-level security), or null when the replica is not fresh or not reachable —
   * the caller then stays on the primary. One round trip proves the connection alive, so a replica
   * that went away since the last check costs this request nothing but that attempt.
   */
  async open(binding: TransactionBinding): Promise<OpenTransaction | null> {
    if (!this.usable()) {
      this.stats.primaryFallbacks++;
      return null;
    }
    let open: OpenTransaction | null = null;
    try {
      open = await openBoundTransaction(this.db, binding);
      await open.tx.execute(sql`select 1`);
      this.stats.replicaTransactions++;
      return open;
    } catch {
      await open?.end(false).catch(() => {});
      this.state = 'down';
      this.stats.primaryFallbacks++;
      return null;
    }
  }
}
