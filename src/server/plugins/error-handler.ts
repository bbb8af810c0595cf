import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorRef, FieldErrors } from '#shared/errors';
import { AppError, UNCODED, databaseFailure, fieldsOfIssues, pgErrorCode, type DatabaseFailure } from '../lib/app-error';
import { isPageRoute } from './static-client';

/**
 * The one error handler: every error leaves as `{ message, code, params?, fieldErrors?, fieldCodes? }`
 * (src/shared/errors.ts) with the status of its code in the one table; 5xx carry no internals.
 */
export function registerErrorHandler(app: FastifyInstance, opts: { serveSpa: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (reply.raw.destroyed) return answerNobody(error, request, reply);
    const send = (e: AppError) => {
      if (e.headers) reply.headers(e.headers);
      // A refusal of fields whose messages a schema wrote: the first field speaks for the body.
      if (e.key === 'INVALID_REQUEST' && e.fieldErrors)
        return reply.status(400).send(fieldsBody(e.fieldErrors, e.fieldCodes ?? {}, request.log));
      return reply.status(e.statusCode).send(bodyOf(e, request.log));
    };
    if (error instanceof AppError) return send(error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Each validation item is a zod issue: its params hold the issue's own keys, the ref among them.
      const issues = error.validation.map((v) => ({
        path: [v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_'],
        message: v.message ?? 'Invalid value',
        ...(v.params as { ref?: ErrorRef }),
      }));
      const { fieldErrors, fieldCodes } = fieldsOfIssues(issues, (i) => String(i.path[0]));
      return reply.status(400).send(fieldsBody(fieldErrors, fieldCodes, request.log));
    }
    const failure = databaseFailure(error);
    if (failure) return sendDatabaseFailure(failure, error, request, reply);
    const pgCode = pgErrorCode(error);
    if (pgCode === '23505') return send(new AppError('RECORD_EXISTS'));
    if (pgCode === '22003' || pgCode === '22P02') return send(new AppError('VALUE_OUT_OF_RANGE'));
    // Text PostgreSQL cannot store (a NUL character, a \u0000 escape in JSON): the client's input, not a server fault.
    if (pgCode === '22021' || pgCode === '22P05') return send(new AppError('CHARACTER_NOT_ALLOWED'));
    // Exact arithmetic (src/shared/domain/integer-math.ts, money.ts) throws a RangeError rather than
    // return an approximate figure. The contracts' bounds (shared/domain/bounds.ts) keep single
    // values in range, so what is left is a combination too large to compute (e.g. a cart of many
    // maximal lines): the request's numbers, not a server fault.
    if (error instanceof RangeError) {
      request.log.warn({ err: error }, 'arithmetic out of range');
      return send(new AppError('NUMBERS_TOO_LARGE', { field: '_' }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(new AppError('INTERNAL'));
    }
    const framework = frameworkError(error);
    if (framework) return send(framework);
    request.log.error({ err: error }, 'unhandled error');
    return send(new AppError('INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/auth');
    // Every other GET of a page path is a client-side route: the SPA decides what to show, including
    // its 404 page. A missing file (/assets/x.js, /.env) is a 404.
    if (opts.serveSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && isPageRoute(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const notFound = new AppError('ROUTE_NOT_FOUND', { params: { method: request.method, path: request.url.split('?')[0] } });
    return reply.status(404).send(bodyOf(notFound, request.log));
  });
}

/**
 * Fastify's own refusals before routing (a path parameter too long, a malformed URL) answer with
 * the same body as every other error (pass as `frameworkErrors` to Fastify()).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = frameworkError(error) ?? new AppError('INVALID_REQUEST');
  return reply.status(known.statusCode).send(bodyOf(known, request.log));
}

/**
 * Fastify's and its plugins' own refusals (bad JSON, a body too large, an unsupported media type, a
 * malformed URL) by their error code; undefined for anything else (a fault: 500).
 * The URL ones carry the path Fastify quotes in its message.
 */
function frameworkError(error: FastifyError): AppError | undefined {
  const quoted = () => /^'(.*)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('INVALID_JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('EMPTY_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('CONTENT_LENGTH_MISMATCH');
    case 'FST_ERR_BAD_URL':
      return new AppError('BAD_URL', { params: { path: quoted() } });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('URL_PARAM_TOO_LONG', { params: { path: quoted() } });
  }
  // JSON.parse's own refusal of a prototype key (secure-json-parse) has no code: it is a SyntaxError with a status.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return new AppError(/prototype/.test(error.message) ? 'FORBIDDEN_PROPERTY' : 'INVALID_JSON');
  // Any other refusal a plugin marks as the client's (a multipart limit, a content type it cannot
  // read): answered by its kind, never as a server fault.
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415 || status === 406) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status >= 400 && status < 500) return new AppError('INVALID_REQUEST');
  return undefined;
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
      .send(bodyOf(new AppError('DATABASE_BUSY'), request.log));
  }
  request.log.error({ err: error }, 'database unavailable');
  const unavailable = new AppError(request.url.startsWith('/api/auth') ? 'DATABASE_UNAVAILABLE_auth' : 'DATABASE_UNAVAILABLE');
  return reply.status(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S)).send(bodyOf(unavailable, request.log));
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

/** The body of an AppError: its code, English text and variables, and its fields' messages with their codes. */
export function bodyOf(error: AppError, log?: FastifyBaseLogger): ErrorBody {
  const out: ErrorBody = { message: error.message, code: error.code };
  if (error.params) out.params = error.params;
  if (!error.fieldErrors) return out;
  out.fieldErrors = error.fieldErrors;
  out.fieldCodes = codesOf(error.fieldErrors, error.fieldCodes ?? {}, log);
  return out;
}

/**
 * A refusal of fields (400): the first field's message and code speak for the body. Every field
 * message brings its code — named by key (AppError.fields) or carried by its zod issue (a shared
 * contract's schema says it by its registry entry): never found from its English text. A message
 * without one answers INVALID_VALUE and is logged: the route matrix and the fuzzer fail on such a body.
 */
export function fieldsBody(fieldErrors: FieldErrors, known: Record<string, ErrorRef[]>, log?: FastifyBaseLogger): ErrorBody {
  const fieldCodes = codesOf(fieldErrors, known, log);
  const message = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request';
  const first = Object.values(fieldCodes)[0]?.[0] ?? { code: 'INVALID_REQUEST' };
  return { message, ...first, fieldErrors, fieldCodes };
}

/** Each field message's code, in order; one without a code is INVALID_VALUE, logged. */
function codesOf(fieldErrors: FieldErrors, known: Record<string, ErrorRef[]>, log?: FastifyBaseLogger): Record<string, ErrorRef[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message, i) => {
        const ref = known[field]?.[i];
        if (ref && ref !== UNCODED) return ref;
        log?.warn({ field, message }, 'field message carries no code: name it by its entry in src/shared/messages');
        return { code: 'INVALID_VALUE' };
      }),
    ]),
  );
}
