import type { ErrorCode, FieldErrors } from '#shared/errors';

/**
 * Services throw these; the one error handler turns them into `{ message, code, params?,
 * fieldErrors?, fieldCodes? }`, where `code` is the code the message is registered under in
 * src/shared/messages (so conflict('A product with this SKU already exists') answers SKU_TAKEN).
 * A new message must be registered there, or the route matrix and the fuzzer fail.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly statusCode: number,
    message: string,
    public readonly fieldErrors?: FieldErrors,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found`);
export const forbidden = (message = "You don't have permission to do this") => new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', 401, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError('VALIDATION_FAILED', 400, message, fieldErrors);

/** PostgreSQL error codes we translate for the user instead of answering 500. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (pgErrorCode(err) !== '23505') return false;
  if (!constraint) return true;
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return (e.constraint ?? e.cause?.constraint) === constraint;
}

/**
 * Why a database call failed, when the cause is the database rather than the request:
 * - `busy`: every pooled connection stayed taken for the whole connect timeout, or a statement ran
 *   past its time limit or waited too long for a lock: try again in a moment.
 * - `unavailable`: the server cannot be reached or went away mid-transaction (refused, reset, its
 *   socket file missing, shut down, crashed, a connection cut by the idle-in-transaction timeout),
 *   or it only accepts reads (a standby): nothing was written.
 */
export type DatabaseFailure = 'busy' | 'unavailable';

const BUSY_SQLSTATES = new Set(['57014', '55P03']);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '25P03', '25006']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);
const BUSY_MESSAGE = /timeout exceeded when trying to connect/i;
const UNAVAILABLE_MESSAGE = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

export function databaseFailure(err: unknown): DatabaseFailure | undefined {
  const seen = new Set<unknown>();
  let cur: unknown = err;
  while (cur && !seen.has(cur)) {
    seen.add(cur);
    const e = cur as { code?: unknown; message?: unknown; syscall?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : undefined;
    const message = typeof e.message === 'string' ? e.message : '';
    if (code && BUSY_SQLSTATES.has(code)) return 'busy';
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return 'unavailable';
    // A Unix socket that is not there (the server stopped and removed it): ENOENT from connect(),
    // never from reading a file.
    if (code === 'ENOENT' && e.syscall === 'connect') return 'unavailable';
    if (BUSY_MESSAGE.test(message)) return 'busy';
    if (UNAVAILABLE_MESSAGE.test(message)) return 'unavailable';
    cur = e.cause;
  }
  return undefined;
}

/** The database cannot be reached or cannot take the request now (see databaseFailure). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return databaseFailure(err) !== undefined;
}
