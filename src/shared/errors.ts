// The error body every API error answers with, and the codes the client may branch on.
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
  /** The signed-in user already has an open shift (issue 18). */
  'SHIFT_ALREADY_OPEN',
  /** A closed shift changes no more: no cash movement, no second close (issue 18). */
  'SHIFT_CLOSED',
  /** A cashier's discount above the business's limit without a manager's valid PIN (issue 18). */
  'DISCOUNT_APPROVAL_REQUIRED',
  /** 5 wrong manager PINs for one approver: wait before trying again (issue 18). */
  'TOO_MANY_ATTEMPTS',
  /** A cashier's return beyond the business's limit, or a void, without an admin's valid PIN (issue 19). */
  'RETURN_APPROVAL_REQUIRED',
  'VOID_APPROVAL_REQUIRED',
  /** More of a sale line returned than was sold, less what came back already (issue 19). */
  'RETURN_EXCEEDS_SOLD',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  code?: ErrorCode | string;
  fieldErrors?: FieldErrors;
}
