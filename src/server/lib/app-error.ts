import type { ErrorCode, FieldErrors } from '../../shared/errors';

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

/** The database cannot be reached: connection refused, reset, or the pool timed out. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let cur: unknown = err;
  while (cur && !seen.has(cur)) {
    seen.add(cur);
    const e = cur as { code?: string; message?: string; cause?: unknown };
    if (
      e.code &&
      ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', '57P01', '57P03', '08006', '08001'].includes(e.code)
    )
      return true;
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect|Connection terminated|PGlite is closed/i.test(e.message))
      return true;
    cur = e.cause;
  }
  return false;
}
