import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorKey,
  type ErrorParams,
  type ErrorRef,
  type ErrorStatus,
  type FieldErrors,
} from '#shared/errors';
import { MESSAGES, render, splitKey, type MessageKey } from '#shared/messages';
import { entryRef, entryText, issueRef } from '#shared/messages/zod-refs';

type NeedsParams<K extends ErrorKey> = [keyof ErrorParams<K>] extends [never] ? false : true;
type ParamsOption<K extends ErrorKey> = NeedsParams<K> extends true ? { params: ErrorParams<K> } : { params?: undefined };
export type AppErrorOptions<K extends ErrorKey> = ParamsOption<K> & {
  /** The field at fault (a path such as `items.2.quantity`): the body's fieldErrors name it with this message. */
  field?: string;
  /** Fields at fault, each named by its registry entry (a message of its own, not the error's). */
  fields?: Record<string, FieldEntry>;
  headers?: Record<string, string>;
};

/** One field's message by its registry entry, with its variables. */
export interface FieldEntry {
  key: MessageKey;
  params?: Record<string, string>;
}

/** One field's refusal, for AppError.fields: a registered key and its variables. */
export type FieldMessage = { [K in ErrorKey]: { key: K } & ParamsOption<K> }[ErrorKey];

/**
 * What a service throws when it refuses a request: a registered key (src/shared/messages), its
 * variables, and the field at fault. The status comes from the one table (src/shared/errors.ts),
 * the English text from the registry: `new AppError('INSUFFICIENT_STOCK', { params: { name } })`.
 * A key whose text has variables does not compile without them.
 */
export class AppError<K extends ErrorKey = ErrorKey> extends Error {
  /** The body's code: the key less its context ending. */
  readonly code: ErrorCode;
  readonly key: K;
  readonly statusCode: ErrorStatus;
  /** The text's variables, and the key's context ending as `context`, for the client's translation. */
  readonly params?: Record<string, string>;
  readonly fieldErrors?: FieldErrors;
  /** The code of each field message, in the order of fieldErrors: always given with fieldErrors. */
  readonly fieldCodes?: Record<string, ErrorRef[]>;
  readonly headers?: Record<string, string>;

  constructor(key: K, ...[options]: NeedsParams<K> extends true ? [AppErrorOptions<K>] : [AppErrorOptions<K>?]) {
    const params = options?.params as Record<string, string> | undefined;
    super(render(MESSAGES[key], params));
    this.name = 'AppError';
    const ref = refOf(key, params);
    this.key = key;
    this.code = ref.code as ErrorCode;
    this.statusCode = ERROR_STATUS[this.code];
    this.params = ref.params;
    this.headers = options?.headers;
    if (options?.field !== undefined) {
      this.fieldErrors = { [options.field]: [this.message] };
      this.fieldCodes = { [options.field]: [ref] };
    } else if (options?.fields) {
      const entries = Object.entries(options.fields);
      this.fieldErrors = Object.fromEntries(entries.map(([f, m]) => [f, [entryText(m.key, m.params)]]));
      this.fieldCodes = Object.fromEntries(entries.map(([f, m]) => [f, [entryRef(m.key, m.params)]]));
    }
  }

  /**
   * A 400 refusing one or more fields, each with its own registered message (a product a line names
   * that this business does not have is PRODUCT_NOT_FOUND on that line, yet a 400): the body's
   * message and code are the first field's.
   */
  static fields(fields: Record<string, FieldMessage>): AppError {
    const entries = Object.entries(fields);
    const error = new AppError('INVALID_REQUEST');
    Object.assign(error, {
      fieldErrors: Object.fromEntries(
        entries.map(([f, m]) => [f, [render(MESSAGES[m.key], m.params as Record<string, string> | undefined)]]),
      ),
      fieldCodes: Object.fromEntries(entries.map(([f, m]) => [f, [refOf(m.key, m.params as Record<string, string> | undefined)]])),
    });
    return error;
  }
}

/**
 * The code of a field message nobody named by its registry entry (a schema's plain text): the
 * handler answers INVALID_VALUE and logs it, and the route matrix and the fuzzer fail on it.
 */
export const UNCODED: ErrorRef = Object.freeze({ code: 'INVALID_VALUE' });

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The fields of a schema's issues (zod issues of a shared contract): each field's messages and,
 * in the same order, the refs the issues carry (src/shared/messages/zod-refs.ts), never looked up
 * by their text. `fieldOf` names an issue's field (by default its dotted path, `_` for the whole).
 */
export function fieldsOfIssues(
  issues: readonly Issue[],
  fieldOf: (issue: Issue) => string = (i) => i.path.map(String).join('.') || '_',
): { fieldErrors: FieldErrors; fieldCodes: Record<string, ErrorRef[]> } {
  const fieldErrors: FieldErrors = {};
  const fieldCodes: Record<string, ErrorRef[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    (fieldErrors[field] ??= []).push(issue.message);
    (fieldCodes[field] ??= []).push(issueRef(issue) ?? UNCODED);
  }
  return { fieldErrors, fieldCodes };
}

/**
 * A refusal of a schema's issues parsed inside a service: the body's message and code are the
 * first field's.
 */
export function invalidFields(issues: readonly Issue[], fieldOf?: (issue: Issue) => string): AppError {
  const error = new AppError('INVALID_REQUEST');
  return Object.assign(error, fieldsOfIssues(issues, fieldOf));
}

function refOf(key: string, params: Record<string, string> | undefined): ErrorRef {
  const { code, context } = splitKey(key);
  const all = context ? { ...params, context } : params;
  return all && Object.keys(all).length ? { code, params: all } : { code };
}

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
