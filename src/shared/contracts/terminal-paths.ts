// The zod-free part of the terminals contract: the offline till imports its paths and
// words from here without pulling zod into its first paint; `./terminals` re-exports it.

import { pathBuilders } from './fill-path';

export const TERMINAL_ROUTES = {
  terminals: '/api/businesses/:businessId/terminals',
  terminal: '/api/businesses/:businessId/terminals/:terminalId',
  register: '/api/businesses/:businessId/terminals/:terminalId/register',
  enrol: '/api/businesses/:businessId/terminals/enrol',
  saleExceptions: '/api/businesses/:businessId/sale-exceptions',
  resolveSaleException: '/api/businesses/:businessId/sale-exceptions/:exceptionId/resolve',
} as const;

export const TERMINAL_PATHS = pathBuilders(TERMINAL_ROUTES);

/**
 * The code a browser that makes itself a till takes: the lowest T1, T2, … the business has never
 * used (a retired terminal keeps its code, so its series is never reused).
 */
export function nextTerminalCode(taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`T${n}`)) n++;
  return `T${n}`;
}

/**
 * A browser makes itself a till only while the business has fewer active terminals than this: a
 * guard against a run of new browsers (or a script) filling the list, not a plan's limit. The owner
 * may still add more by hand in Settings → Terminals, or retire the ones no longer used.
 */
export const AUTO_TERMINAL_LIMIT = 30;

/** Digits of a terminal's serial: INV-T1-000001. */
export const TERMINAL_INVOICE_DIGITS = 6;

/** A terminal's invoice number: the business's prefix, the terminal's code, its own serial. */
export const terminalInvoiceNumber = (prefix: string, code: string, n: number) =>
  `${prefix}${code}-${String(n).padStart(TERMINAL_INVOICE_DIGITS, '0')}`;

/** A sale's `soldAt` may be this far ahead of the server's clock (a till's clock drifts). */
export const SOLD_AT_CLOCK_SKEW_MS = 2 * 60_000;
/** After its offline limit, a device still has this long to bring its queued sales in. */
export const SYNC_GRACE_HOURS = 7 * 24;

export const TERMINAL_MESSAGES = {
  codeTaken: 'A terminal with this code already exists',
  codeInvalid: 'Use 1 to 6 capital letters or digits, like T1',
  notFound: 'Terminal not found',
  retired: 'This terminal was retired: register this device as another terminal',
  otherDevice: 'This terminal is registered on another device',
  soldAtWithoutTerminal: 'Only a registered terminal can send when a sale was made',
  soldAtInFuture: 'The sale time is in the future: check the till’s clock',
  soldAtTooOld: 'The sale is older than the offline limit allows',
  numberUsed: 'This invoice number was already used by the terminal',
  exceptionNotFound: 'Exception not found',
  exceptionResolved: 'This exception is already resolved',
  creditLimitExceeded: 'This sale would take the customer over their credit limit',
  enrolNeedsConfirmation: 'This shop makes a browser a till only when the owner confirms it',
  enrolOwnerOnly: 'Only the owner can make this browser a till',
  enrolLimit: (limit: number) => `This shop already has ${limit} active tills: retire one in Settings first`,
} as const;

/** The stable error codes the offline queue branches on. */
export const TERMINAL_ERROR_CODES = {
  otherDevice: 'TERMINAL_OTHER_DEVICE',
  retired: 'TERMINAL_RETIRED',
  numberUsed: 'INVOICE_NUMBER_USED',
  soldAtInFuture: 'SOLD_AT_IN_FUTURE',
  soldAtTooOld: 'SOLD_AT_TOO_OLD',
  creditLimitExceeded: 'CREDIT_LIMIT_EXCEEDED',
  enrolNeedsConfirmation: 'TERMINAL_ENROL_NEEDS_CONFIRMATION',
  enrolOwnerOnly: 'TERMINAL_ENROL_OWNER_ONLY',
  enrolLimit: 'TERMINAL_LIMIT_REACHED',
} as const;

export const SALE_EXCEPTION_KINDS = [
  'oversold',
  'price_changed',
  'product_inactive',
  'credit_limit',
  'z_report_differs',
  'above_mrp',
] as const;
export type SaleExceptionKind = (typeof SALE_EXCEPTION_KINDS)[number];
