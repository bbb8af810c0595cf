/**
 * Sales roll-ups (docs/decisions/0004-sales-rollups.md): per business and complete local day,
 * the NET sales totals and lines per product and rate pair (the day's sales less the returns and
 * voids dated that day). The roller runs in the server process
 * on a timer, never inside a sale; readers combine the roll-ups for complete days with the raw
 * rows after them (`rollupCoverage`), so every answer equals the live query's.
 */
import { parseDateOnly, zonedMidnight } from '#shared/domain/time-zone';
import type { Database, Executor } from '#server/db/client';
import * as repo from './rollups.repo';
import { runPeriodically } from '#server/lib/periodic';

/** A sale is stamped before its transaction commits: days are closed this long after midnight. */
export const ROLLUP_GRACE_MINUTES = 10;
export const ROLLUP_INTERVAL_MS = 60_000;

export interface RollupRun {
  /** False when another roller (or a back-dated sale) held the lock: nothing was done. */
  ran: boolean;
  businesses: number;
}

/**
 * Completes every business's roll-ups through its local yesterday (as of `now` minus the grace),
 * in one transaction: idempotent, and a second call with the same `now` changes nothing.
 */
export async function rollUpSales(db: Database, now = new Date()): Promise<RollupRun> {
  return db.transaction(async (tx) => {
    if (!(await repo.tryLockRoller(tx))) return { ran: false, businesses: 0 };
    // Planned after the lock: every invalidation committed before it is seen.
    const plan = await repo.planRollups(tx, now, ROLLUP_GRACE_MINUTES);
    if (plan.length === 0) return { ran: true, businesses: 0 };
    await repo.rollDailySales(tx, plan);
    await repo.rollDailyItems(tx, plan);
    await repo.saveRollupState(tx, plan);
    return { ran: true, businesses: plan.length };
  });
}

export interface RollupCoverage {
  /** The last local day ('YYYY-MM-DD') the roll-ups hold completely. */
  throughDay: string;
  /** Local midnight after `throughDay`: raw rows from this instant on are not rolled up. */
  rawFrom: Date;
}

/**
 * How far the business's roll-ups may be used, for readers working in `timeZone`; null when there
 * are none (fresh database, tests) or they were bucketed in another time zone — then read live.
 */
export async function rollupCoverage(db: Executor, businessId: number, timeZone: string): Promise<RollupCoverage | null> {
  const state = await repo.findRollupState(db, businessId);
  if (!state || state.timeZone !== timeZone) return null;
  const d = parseDateOnly(state.throughDay);
  if (!d) return null;
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return {
    throughDay: state.throughDay,
    rawFrom: zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
  };
}

/** A sale was recorded with a back date (demo data, imports): its day and later ones are rolled up again. */
export function reopenRollupsForBackDatedSale(tx: Executor, businessId: number, saleDate: Date): Promise<void> {
  return repo.reopenRollupsFrom(tx, businessId, saleDate);
}

/**
 * A return or void was recorded with a back date (demo data; `returnDate` before the roller's last
 * complete day): its day and later ones are rolled up again, exactly as for a back-dated sale.
 * Call it inside the return's transaction, before its rows are written. A return dated now needs
 * nothing: the roller closes a day only after it (and its grace) is over.
 */
export function reopenRollupsForBackDatedReturn(tx: Executor, businessId: number, returnDate: Date): Promise<void> {
  return repo.reopenRollupsFrom(tx, businessId, returnDate);
}

/** The business's time zone changed: its days have other bounds, so its roll-ups are rebuilt. */
export function resetRollupsForTimeZoneChange(tx: Executor, businessId: number): Promise<void> {
  return repo.dropRollupState(tx, businessId);
}

export interface SalesRoller {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the roller now and every `intervalMs` on the base database (the platform connection,
 * outside any request). A failed run is logged and retried on the next tick; runs never overlap.
 */
export function startSalesRoller(
  db: Database,
  log: { warn: (o: object, m: string) => void },
  intervalMs = ROLLUP_INTERVAL_MS,
): SalesRoller {
  return runPeriodically('sales roll-up', () => rollUpSales(db), intervalMs, log);
}
