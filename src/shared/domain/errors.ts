/**
 * Errors raised by the pure business rules.
 *
 * Two kinds of failure, kept apart on purpose:
 * - `DomainError` (with a stable `code`) when a business rule is broken by otherwise well-formed
 *   input: a discount larger than the bill, a quantity that is not allowed for the unit, not
 *   enough stock, an unknown tax period. Services map these codes to 4xx answers.
 * - `RangeError` when a caller passes a malformed number (NaN, a fraction of a cent, a negative
 *   price). That is a programming error — the contracts should have converted and validated the
 *   input first — so it is not given a business code.
 */
export const DOMAIN_ERROR_CODES = [
  'DISCOUNT_TOO_LARGE',
  /** A line's own discount above what the line comes to (vat-pricing.ts). */
  'LINE_DISCOUNT_TOO_LARGE',
  'INVALID_QUANTITY',
  'INSUFFICIENT_STOCK',
  'INVALID_PERIOD',
  /** A sale's payments that do not add up to its total; cash tendered without cash or below its share (payments.ts). */
  'PAYMENTS_MISMATCH',
  'TENDERED_WITHOUT_CASH',
  'TENDERED_TOO_LOW',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message?: string) {
    super(message ?? code);
    this.code = code;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
