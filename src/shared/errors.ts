// The error body every API error answers with, and the codes the client may branch on.
// Every body's `code` is a registered one (src/shared/messages): the generic codes below are what a
// service throws (conflict(), badRequest()…); the error handler answers with the specific code its
// message is registered under, which the client's `errors` catalogue translates.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'MODULE_NOT_SUBSCRIBED',
  'BUSINESS_NOT_ACTIVE',
  /** The platform suspended the business: its users are refused everywhere and told why. */
  'BUSINESS_SUSPENDED',
  /** A deactivated user tried to sign in. */
  'ACCOUNT_DEACTIVATED',
  'NO_BUSINESS',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  /** A tax invoice was asked of a business (or a sale) that is not VAT-registered. */
  'VAT_NOT_REGISTERED',
  /** A sale line priced above the product's MRP (Consumer Affairs Authority Act). */
  'ABOVE_MRP',
  /** An Idempotency-Key sent again with another request (server/lib/idempotency.ts). */
  'IDEMPOTENCY_KEY_REUSED',
  /** The signed-in user already has an open shift. */
  'SHIFT_ALREADY_OPEN',
  /** A closed shift changes no more: no cash movement, no second close. */
  'SHIFT_CLOSED',
  /** A cashier's discount above the business's limit without a manager's valid PIN. */
  'DISCOUNT_APPROVAL_REQUIRED',
  /** 5 wrong manager PINs for one approver: wait before trying again. */
  'TOO_MANY_ATTEMPTS',
  /** A cashier's return beyond the business's limit, or a void, without an admin's valid PIN. */
  'RETURN_APPROVAL_REQUIRED',
  'VOID_APPROVAL_REQUIRED',
  /** More of a sale line returned than was sold, less what came back already. */
  'RETURN_EXCEEDS_SOLD',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  /** Every database connection stayed taken, or a statement ran past its limit: retry after Retry-After. */
  'DATABASE_BUSY',
  /** The database cannot be reached (stopped, restarting, failing over): retry after Retry-After. */
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Thrown codes that say only the kind of refusal: the body carries the message's own code instead. */
export const GENERIC_CODES: ReadonlySet<string> = new Set([
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
]);

export type FieldErrors = Record<string, string[]>;

/** A message's code and its variables ({{name}} → value; `context` picks an i18next variant). */
export interface ErrorRef {
  code: string;
  params?: Record<string, string>;
}

/**
 * `{ message, code, params?, fieldErrors?, fieldCodes? }`: `message` is the specified English
 * text, `code` its registered code (the `errors` namespace's key), `params` the text's variables;
 * `fieldCodes` gives, field by field, the code of each of `fieldErrors`' messages in the same order.
 */
export interface ErrorBody {
  message: string;
  code: string;
  params?: Record<string, string>;
  fieldErrors?: FieldErrors;
  fieldCodes?: Record<string, ErrorRef[]>;
}
