import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import {
  bindTransaction,
  currentExecutor,
  currentRequestStore,
  openBoundTransaction,
  runWithRequestStore,
  type OpenTransaction,
  type RequestDbStore,
} from '../db/request-context';
import { writeAudit } from '../lib/audit';
import type { ReadReplica } from '../db/replica';

/**
 * One transaction per API request, bound for row-level security (docs/security.md
 * "Row-level security"):
 *
 * 1. onRequest (before the session lookup): BEGIN; SET LOCAL ROLE kade_app, no business, no platform.
 *    The session lookup itself already runs as kade_app.
 *    The session lookup binds the session's business in the statement that reads it; on PostgreSQL
 *    BEGIN, the binding and the lookup travel as one message (db/statement-batching.ts).
 * 2. onRequest (after the access check): platform routes switch
 *    kade.platform on, and platform writes leave an audit entry ('platform.access').
 * 3. The handler's queries all go through `app.db`, which is this transaction.
 * 4. onSend (before a byte of the answer leaves): COMMIT when the status is below 400 (public routes
 *    always commit: the sign-in throttle records failures), ROLLBACK otherwise. A 2xx is therefore
 *    never sent for work that is not durable. Streamed answers (CSV exports) end the transaction
 *    when the stream closes; reads of signed-in routes, which write nothing, end it just after
 *    the answer (onResponse).
 */
declare module 'fastify' {
  interface FastifyRequest {
    dbStore: RequestDbStore | null;
    dbTx: OpenTransaction | null;
  }
  interface FastifyContextConfig {
    /** A GET that records what it did (a tax invoice's print count): it commits before its answer, like a write. */
    writesOnRead?: boolean;
    /** A read that may be up to a few seconds stale (reports, exports): its queries run on the read replica when one is fresh (db/replica.ts). */
    readReplica?: boolean;
  }
}

const isDatabaseUrl = (url: string) => url.startsWith('/api') || url.startsWith('/auth');

/** `app.db`: the request's transaction inside a request, else a stand-in that resolves per access. */
export function decorateRequestDb(app: FastifyInstance, base: Database, scoped: Database) {
  app.decorate('db', {
    getter() {
      return currentRequestStore() ? currentExecutor(base) : scoped;
    },
  });
}

/** Step 1: register BEFORE the session hook. */
export function openRequestTransactions(app: FastifyInstance, base: Database) {
  app.decorateRequest('dbStore', null);
  app.decorateRequest('dbTx', null);

  app.addHook('onRequest', (request, _reply, done) => {
    if (!isDatabaseUrl(request.url)) return done();
    const store: RequestDbStore = { tx: null, finished: false, afterCommit: [] };
    request.dbStore = store;
    runWithRequestStore(store, () => {
      openBoundTransaction(base, { businessId: null, platform: false }).then(
        (open) => {
          store.tx = open.tx;
          request.dbTx = open;
          done();
        },
        (err: Error) => {
          store.finished = true;
          done(err);
        },
      );
    });
  });

  // Body parsing runs on the socket's events, outside the request's async context: re-enter it.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.dbStore) return done();
    runWithRequestStore(request.dbStore, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const open = request.dbTx;
    if (!open || request.dbStore?.finished) return payload;
    if (payload instanceof Readable) {
      streaming.add(request);
      // The stream reads through the transaction: end it when the stream is done (or destroyed).
      payload.once('close', () => {
        endRequestTransaction(request, reply, !payload.errored).catch((err) => request.log.error({ err }, 'request transaction failed'));
      });
      return payload;
    }
    if (isReadOfSignedInRoute(request)) {
      endsAfterAnswer.add(request);
      return payload;
    }
    await endRequestTransaction(request, reply, true);
    return payload;
  });

  // Safety net: whatever happened, the connection goes back to the pool.
  app.addHook('onResponse', async (request, reply) => {
    if (endsAfterAnswer.has(request)) {
      await endRequestTransaction(request, reply, true).catch((err) => request.log.error({ err }, 'request transaction failed'));
      return;
    }
    if (request.dbTx && !request.dbStore?.finished && !streaming.has(request)) {
      await endRequestTransaction(request, reply, false).catch((err) => request.log.error({ err }, 'request transaction failed'));
    }
  });
}

/** Requests whose answer is a stream: their transaction ends with the stream, not with onSend. */
const streaming = new WeakSet<FastifyRequest>();

/**
 * A GET of a signed-in route writes nothing (the route matrix proves it for every such route and
 * caller), so nothing waits on its COMMIT: the answer leaves first and the transaction ends just
 * after (one round trip less before every read). Public GETs keep the order: sign-in callbacks
 * write the session the browser's next request needs.
 */
const endsAfterAnswer = new WeakSet<FastifyRequest>();
function isReadOfSignedInRoute(request: FastifyRequest): boolean {
  const kind = request.routeOptions.config?.access?.kind;
  if (request.routeOptions.config?.writesOnRead === true) return false;
  return (request.method === 'GET' || request.method === 'HEAD') && kind != null && kind !== 'public';
}

async function endRequestTransaction(request: FastifyRequest, reply: FastifyReply, ok: boolean) {
  const store = request.dbStore;
  const open = request.dbTx;
  if (!store || !open || store.finished) return;
  store.finished = true;
  store.tx = null;
  const kind = request.routeOptions.config?.access?.kind;
  const commit = ok && (reply.statusCode < 400 || kind === 'public');
  let committed = false;
  try {
    await open.end(commit);
    committed = commit;
  } finally {
    for (const next of store.afterCommit.splice(0)) next(committed);
  }
}

/** Step 2: register AFTER the access check. */
export function bindRequestTransactions(app: FastifyInstance, replica: ReadReplica | null = null) {
  if (replica) markRecentWrites(app, replica);
  app.addHook('onRequest', async (request) => {
    const tx = request.dbStore?.tx;
    if (!tx) return;
    const access = request.routeOptions.config?.access;
    const auth = request.auth;
    if (access?.kind === 'platform' && auth) {
      // The one way across businesses: explicit (super admin routes only) and audited — every
      // platform write leaves an audit entry in its own transaction; reads (which must change
      // nothing, see the route matrix) are logged.
      await bindTransaction(tx, { businessId: null, platform: true });
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      if (request.method === 'GET' || request.method === 'HEAD') {
        request.log.info({ platformAccess: route, userId: auth.user.id }, 'platform read');
        return;
      }
      await writeAudit(tx, {
        userId: auth.user.id,
        action: 'platform.access',
        entityType: 'route',
        entityId: route,
        after: { url: request.url },
        ipAddress: request.ip,
      });
      return;
    }
    // Otherwise the session's own business, if any (never one from the path or the body): the
    // session lookup already bound it in the statement that read it (plugins/session.ts).
    if (replica && request.routeOptions.config?.readReplica === true && auth?.business && !request.cookies[WROTE_COOKIE]) {
      await moveToReplica(request, replica, auth.business.id);
    }
  });
}

/**
 * Read your own writes: a browser that just wrote (a calculation saved, an expense recorded) reads
 * from the primary until the replica surely has it — the lag limit plus one freshness check. A
 * cookie rather than memory, so it holds whichever Kade process the next request reaches.
 */
const WROTE_COOKIE = 'kade.wrote';
function markRecentWrites(app: FastifyInstance, replica: ReadReplica) {
  const maxAge = Math.ceil((replica.maxLagMs + replica.checkEveryMs) / 1000);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.auth || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config?.readReplica === true) return payload;
    reply.setCookie(WROTE_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge });
    return payload;
  });
}

/**
 * The session was read on the primary (a revoked session must stop at once, and its sliding expiry
 * is a write): that transaction commits, and the handler's queries run on a replica transaction
 * bound to the same business. When the replica is stale or unreachable the request stays here.
 */
async function moveToReplica(request: FastifyRequest, replica: ReadReplica, businessId: number) {
  const store = request.dbStore;
  const primary = request.dbTx;
  if (!store || !primary) return;
  const open = await replica.open({ businessId, platform: false });
  if (!open) return;
  store.tx = null;
  await primary.end(true).catch(async (err: unknown) => {
    await open.end(false).catch(() => {});
    throw err;
  });
  store.tx = open.tx;
  request.dbTx = open;
}
