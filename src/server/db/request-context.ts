import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from './client';
import { DEFERRABLE } from './statement-batching';

/**
 * Row-level security binding (docs/security.md "Row-level security").
 *
 * Every API request runs in ONE database transaction that starts as the unprivileged role
 * `kade_app` with the request's business (`kade.business_id`) and platform flag (`kade.platform`)
 * set LOCAL to that transaction. Feature code keeps using `app.db`: inside a request it is that
 * transaction (so a service's `db.transaction()` becomes a savepoint), outside a request the base
 * database. The policies of migration 0012_rls then hide every other business's rows, whatever a
 * query forgets.
 */
export const APP_ROLE = 'kade_app';

export interface RequestDbStore {
  /** The request's transaction once it is open; null before and after. */
  tx: Tx | null;
  /** Set once the transaction has ended: a late query must fail loudly, never fall back to the base db. */
  finished: boolean;
  /** Background work waiting for the transaction's end (see afterCommit). */
  afterCommit: Array<(committed: boolean) => void>;
}

const storage = new AsyncLocalStorage<RequestDbStore>();

export function runWithRequestStore<T>(store: RequestDbStore, fn: () => T): T {
  return storage.run(store, fn);
}

export function currentRequestStore(): RequestDbStore | undefined {
  return storage.getStore();
}

/**
 * Background work started by a request (the campaign e-mail sender): runs outside the request's
 * context, on the base database, and only once the request's transaction has COMMITTED — so it sees
 * what the request wrote, and never runs for a request that rolled back (the promise then resolves
 * without running `fn`). Outside a request `fn` runs at once.
 */
export function afterCommit(fn: () => Promise<void>): Promise<void> {
  const store = storage.getStore();
  if (!store || store.finished || !store.tx) return storage.exit(fn);
  return new Promise<void>((resolve, reject) => {
    store.afterCommit.push((committed) => {
      if (!committed) return resolve();
      storage.exit(fn).then(resolve, reject);
    });
  });
}

/** What `app.db` is right now: the request's transaction, or `base` outside any request. */
export function currentExecutor(base: Database): Database {
  const store = storage.getStore();
  if (!store) return base;
  if (store.tx) return store.tx as unknown as Database;
  if (store.finished) throw new Error('The request transaction has already ended; no query may run after the response');
  // Inside a request but before its transaction opened (static files, non-API URLs): the base database.
  return base;
}

/**
 * A stand-in for the database that resolves, on every property access, to the current request's
 * transaction. For code that keeps a reference to `app.db` across requests (`const db = app.db` at
 * plugin registration).
 */
export function createRequestScopedDb(base: Database): Database {
  return new Proxy(base, {
    get(_target, prop) {
      const exec = currentExecutor(base) as unknown as Record<PropertyKey, unknown>;
      const value = exec[prop];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(exec) : value;
    },
  });
}

export interface TransactionBinding {
  businessId: number | null;
  platform: boolean;
  /** How long its statements may run and it may sit idle; the request limits when absent. */
  limits?: TransactionLimits;
}

/**
 * The database's own safety nets for one transaction, set LOCAL to it (so they hold on any
 * PostgreSQL, embedded or DATABASE_URL, and end with it): a statement running past
 * `statementMs` is cancelled (57014: the request answers 503 DATABASE_BUSY), and a transaction left
 * idle longer than `idleMs` — a request whose process stopped driving it — is ended by the server,
 * which closes its connection, so no connection is held for good whatever happens in Kade.
 */
export interface TransactionLimits {
  statementMs: number;
  idleMs: number;
}

/** Every request: the till's reads and writes take milliseconds; 30 s means something is wrong. */
export const REQUEST_LIMITS: TransactionLimits = { statementMs: 30_000, idleMs: 60_000 };
/** Reports, exports and imports: long reads over a whole history, streamed to a slow phone. */
export const LONG_REQUEST_LIMITS: TransactionLimits = { statementMs: 300_000, idleMs: 300_000 };

/** The binding's values as SQL literals: a business id is a safe integer, everything else constant. */
function bindingLiterals(binding: TransactionBinding) {
  const id = binding.businessId;
  if (id != null && !Number.isSafeInteger(id)) throw new Error('A business id must be an integer');
  return { business: id == null ? "''" : `'${id}'`, platform: binding.platform ? "'on'" : "'off'" };
}

/**
 * The first statement of every request transaction: role, business and platform flag in one
 * statement. Parameter-free and DEFERRABLE: on PostgreSQL it travels with `begin` and the session
 * lookup in one round trip (statement-batching.ts).
 */
export function bindingStatement(binding: TransactionBinding) {
  const v = bindingLiterals(binding);
  const limits = binding.limits ?? REQUEST_LIMITS;
  const ms = (n: number) => `'${Math.max(0, Math.trunc(n))}'`;
  return sql.raw(
    `${DEFERRABLE}select set_config('role', '${APP_ROLE}', true), set_config('kade.business_id', ${v.business}, true), set_config('kade.platform', ${v.platform}, true), ` +
      `set_config('statement_timeout', ${ms(limits.statementMs)}, true), set_config('idle_in_transaction_session_timeout', ${ms(limits.idleMs)}, true)`,
  );
}

/** Re-binds the current transaction to a business (after the session told us which one). */
export async function bindTransaction(tx: Executor, binding: TransactionBinding): Promise<void> {
  const v = bindingLiterals(binding);
  await tx.execute(sql.raw(`select set_config('kade.business_id', ${v.business}, true), set_config('kade.platform', ${v.platform}, true)`));
}

/**
 * For the few flows that create a business and then write its first tenant rows in the same
 * transaction (sign-up's application, the demo account): from here on the transaction acts for it.
 */
export async function actForNewBusiness(tx: Executor, businessId: number): Promise<void> {
  await tx.execute(sql`select set_config('kade.business_id', ${String(businessId)}, true)`);
}

export interface OpenTransaction {
  tx: Tx;
  /** When it began (performance.now()): `GET /api/health` reports the oldest still open. */
  startedAt: number;
  /** Ends the transaction: COMMIT when `commit` is true, ROLLBACK otherwise. Resolves when done; rejects if COMMIT failed. */
  end(commit: boolean): Promise<void>;
}

class Rollback extends Error {}

/**
 * Opens a transaction on `base` bound as `binding` and keeps it open until `end()` is called.
 * Resolves once the binding statement has run.
 */
export function openBoundTransaction(base: Database, binding: TransactionBinding): Promise<OpenTransaction> {
  return new Promise<OpenTransaction>((resolveOpen, rejectOpen) => {
    let opened = false;
    const startedAt = performance.now();
    const token = { startedAt };
    let decide!: (commit: boolean) => void;
    const decision = new Promise<boolean>((r) => (decide = r));
    const finished = base
      .transaction(async (tx) => {
        await tx.execute(bindingStatement(binding));
        opened = true;
        openTransactions.add(token);
        resolveOpen({ tx, end, startedAt });
        if (!(await decision)) throw new Rollback();
      })
      .catch((err) => {
        if (err instanceof Rollback) return;
        if (!opened) rejectOpen(err);
        else throw err;
      });
    let ending: Promise<void> | null = null;
    function end(commit: boolean): Promise<void> {
      if (!ending) {
        decide(commit);
        ending = finished.finally(() => openTransactions.delete(token));
      }
      return ending;
    }
  });
}

/** The transactions this process holds open, by their start time. */
const openTransactions = new Set<{ startedAt: number }>();

/** How long the oldest transaction this process holds open has been open, in ms (0 when none). */
export function oldestOpenTransactionMs(): number {
  let oldest = Infinity;
  for (const t of openTransactions) if (t.startedAt < oldest) oldest = t.startedAt;
  return oldest === Infinity ? 0 : Math.round(performance.now() - oldest);
}
