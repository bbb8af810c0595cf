import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AUTH_UNAVAILABLE } from '#shared/contracts/auth-paths';
import type { ErrorBody, ErrorRef, FieldErrors } from '#shared/errors';
import { messageRef } from '#shared/messages';
import { AppError, databaseFailure, pgErrorCode, type DatabaseFailure } from '../lib/app-error';
import { isPageRoute } from './static-client';

/**
 * The one error handler: every error leaves as `{ message, code, params?, fieldErrors?, fieldCodes? }`
 * (src/shared/errors.ts); 5xx carry no internals. `code` is the message's registered code.
 */
export function registerErrorHandler(app: FastifyInstance, opts: { serveSpa: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (reply.raw.destroyed) return answerNobody(error, request, reply);
    const body = (message: string, code: string, fieldErrors?: FieldErrors) => errorBody(message, code, fieldErrors, request.log);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.message, error.code, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fieldErrors[key] ??= []).push(v.message ?? 'Invalid value');
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(body(first, 'VALIDATION_FAILED', fieldErrors));
    }
    const failure = databaseFailure(error);
    if (failure) return sendDatabaseFailure(failure, error, request, reply);
    const pgCode = pgErrorCode(error);
    if (pgCode === '23505') return reply.status(409).send(body('This record already exists', 'CONFLICT'));
    if (pgCode === '22003' || pgCode === '22P02') return reply.status(400).send(body('A value is out of range', 'VALIDATION_FAILED'));
    // Text PostgreSQL cannot store (a NUL character, a \u0000 escape in JSON): the client's input, not a server fault.
    if (pgCode === '22021' || pgCode === '22P05')
      return reply.status(400).send(body('Text contains a character that is not allowed', 'VALIDATION_FAILED'));
    // Exact arithmetic (src/shared/domain/integer-math.ts, money.ts) throws a RangeError rather than
    // return an approximate figure. The contracts' bounds (shared/domain/bounds.ts) keep single
    // values in range, so what is left is a combination too large to compute (e.g. a cart of many
    // maximal lines): the request's numbers, not a server fault.
    if (error instanceof RangeError) {
      request.log.warn({ err: error }, 'arithmetic out of range');
      return reply.status(400).send(body(NUMBER_TOO_LARGE, 'VALIDATION_FAILED', { _: [NUMBER_TOO_LARGE] }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('Internal server error', 'INTERNAL'));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('Internal server error', 'INTERNAL'));
    }
    // Fastify's own 4xx: bad JSON, unsupported media type, body too large, rate limit.
    const code =
      status === 415
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 429
            ? 'RATE_LIMITED'
            : 'VALIDATION_FAILED';
    return reply.status(status).send(body(error.message, code));
  });

  app.setNotFoundHandler((request, reply) => {
    const body = (message: string, code: string) => errorBody(message, code, undefined, request.log);
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/auth');
    // Every other GET of a page path is a client-side route: the SPA decides what to show, including
    // its 404 page. A missing file (/assets/x.js, /.env) is a 404.
    if (opts.serveSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && isPageRoute(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(body(`Route ${request.method} ${request.url.split('?')[0]} not found`, 'NOT_FOUND'));
  });
}

/**
 * Fastify's own refusals before routing (a path parameter too long, a malformed URL) answer with
 * the same body as every other error (pass as `frameworkErrors` to Fastify()).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(errorBody(error.message, 'VALIDATION_FAILED', undefined, request.log));
}

/**
 * The database, not the request, failed: 503 with a Retry-After the till's retry honours, never a
 * 500. Nothing was written: the request's transaction rolls back (or never began). Sign-in routes
 * keep the specified "Authentication service unavailable", which the client shows as the Service
 * Unavailable screen.
 */
function sendDatabaseFailure(failure: DatabaseFailure, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (failure === 'busy') {
    request.log.warn({ err: error }, 'database busy');
    return reply
      .status(503)
      .header('Retry-After', String(BUSY_RETRY_AFTER_S))
      .send(errorBody(DATABASE_BUSY, 'DATABASE_BUSY', undefined, request.log));
  }
  request.log.error({ err: error }, 'database unavailable');
  const message = request.url.startsWith('/api/auth') ? AUTH_UNAVAILABLE : DATABASE_UNAVAILABLE;
  return reply
    .status(503)
    .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
    .send(errorBody(message, 'DATABASE_UNAVAILABLE', undefined, request.log));
}

/**
 * The client hung up before its answer (a closed tab, a till that lost its signal): its request
 * failed afterwards, mostly because its statement was cancelled (plugins/tenant-transaction.ts).
 * Nobody reads the answer; it still goes through onSend, whose status (never below 400 here)
 * rolls the transaction back. Logged as the everyday event it is, not as a server fault.
 */
function answerNobody(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ url: request.url, reason: error.message }, 'client left; its request ended with an error');
  const status = error instanceof AppError ? error.statusCode : 503;
  return reply.status(status).send({ message: error.message, code: 'CLIENT_LEFT' });
}

const BUSY_RETRY_AFTER_S = 2;
const UNAVAILABLE_RETRY_AFTER_S = 5;
const DATABASE_BUSY = 'The server is busy. Please try again in a moment.';
const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';

const NUMBER_TOO_LARGE = 'The numbers are too large to compute exactly';

/**
 * The body of an error: the message's registered code and params (src/shared/messages) — so the
 * services keep throwing conflict('…'), badRequest('…') with the specified English words and
 * the client still gets a specific code to translate. A message not registered keeps the thrown
 * code and is logged: the route matrix and the fuzzer fail on such a body.
 */
export function errorBody(message: string, thrownCode: string, fieldErrors?: FieldErrors, log?: FastifyBaseLogger): ErrorBody {
  const ref = refOf(message, thrownCode, log);
  const out: ErrorBody = { message, code: ref.code };
  if (ref.params) out.params = ref.params;
  if (!fieldErrors) return out;
  out.fieldErrors = fieldErrors;
  out.fieldCodes = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((m) => refOf(m, 'VALIDATION_FAILED', log))]),
  );
  return out;
}

function refOf(message: string, thrownCode: string, log?: FastifyBaseLogger): ErrorRef {
  const ref = messageRef(message);
  if (ref) return ref;
  log?.warn({ message, code: thrownCode }, 'error message not registered in src/shared/messages');
  return { code: thrownCode };
}
