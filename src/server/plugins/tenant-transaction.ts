import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cancelRunningStatement, type Database } from '../db/client';
import {
  LONG_REQUEST_LIMITS,
  REQUEST_LIMITS,
  bindTransaction,
  currentExecutor,
  currentRequestStore,
  openBoundTransaction,
  runWithRequestStore,
  type OpenTransaction,
  type RequestDbStore,
} from '../db/request-context';
import { writeAudit } from '../kernel/audit';
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
 * 5. A client that hangs up (a closed tab, a till that lost its signal) ends nothing by itself:
 *    Fastify runs neither onResponse nor, when the handler then fails, always onSend for it. So the
 *    response's 'close' is watched: a read whose client left has its running statement cancelled
 *    and ends as soon as its handler has answered into the void; a write runs on and commits or
 *    rolls back whole by its own outcome, which its Idempotency-Key replays when the till retries.
 *    The database's own limits (statement and idle-in-transaction timeouts, request-context.ts) and
 *    a last timer end anything still open.
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
    /** Served without a request transaction (the health check must answer while every connection is taken). */
    outsideRequestTransaction?: boolean;
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

  app.addHook('onRequest', (request, reply, done) => {
    if (!isDatabaseUrl(request.url) || request.routeOptions.config?.outsideRequestTransaction === true) return done();
    const store: RequestDbStore = { tx: null, finished: false, afterCommit: [] };
    request.dbStore = store;
    runWithRequestStore(store, () => {
      const opening = openBoundTransaction(base, { businessId: null, platform: false, limits: limitsFor(request) });
      watchForHangUp(request, reply, opening);
      opening.then(
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
    bodyRead.add(request);
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
    if (isReadOfSignedInRoute(request) && !clientLeft(request, reply)) {
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

function limitsFor(request: FastifyRequest) {
  const config = request.routeOptions.config;
  const upload = request.headers['content-type']?.startsWith('multipart/form-data') === true;
  return config?.readReplica === true || upload ? LONG_REQUEST_LIMITS : REQUEST_LIMITS;
}

const clientLeft = (request: FastifyRequest, reply: FastifyReply) => reply.raw.destroyed || request.raw.socket?.destroyed === true;

/**
 * The response closed without being finished: the client hung up (or its connection dropped).
 * Acts once the transaction is open (a client may leave while BEGIN is on its way). A request still
 * waiting for its body is rolled back at once. A read stops its running statement; its handler then
 * fails fast and onSend ends the transaction. A write is left to finish. If nothing has ended the
 * transaction once the database's own limits would have, it is rolled back here.
 */
function watchForHangUp(request: FastifyRequest, reply: FastifyReply, opened: Promise<unknown>) {
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return; // answered: onResponse ends what is left
    opened.then(
      () => afterHangUp(request, reply),
      () => {},
    );
  });
}

function afterHangUp(request: FastifyRequest, reply: FastifyReply) {
  const store = request.dbStore;
  if (!store || store.finished) return;
  const fail = (err: unknown) => request.log.error({ err }, 'request transaction failed');
  // The answer was built (a read waiting for onResponse, which will not come): end it now.
  if (endsAfterAnswer.has(request)) return void endRequestTransaction(request, reply, true).catch(fail);
  // Its body had not been read: Fastify waits for the rest of a body that will never come, and
  // nothing of the request has run. Roll back now; anything of it that still runs fails at its
  // first query.
  if (!bodyRead.has(request)) return void endRequestTransaction(request, reply, false).catch(fail);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isRead && request.dbTx) cancelRunningStatement(request.dbTx.tx);
  const limits = limitsFor(request);
  const lastResort = setTimeout(() => {
    if (store.finished) return;
    request.log.warn({ url: request.url }, 'abandoned request transaction rolled back');
    endRequestTransaction(request, reply, false).catch(fail);
  }, limits.statementMs + limits.idleMs);
  lastResort.unref();
}

/** Requests whose body has been read (preValidation reached): their handler will run. */
const bodyRead = new WeakSet<FastifyRequest>();

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
