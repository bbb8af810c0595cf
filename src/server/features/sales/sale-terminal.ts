/**
 * A sale numbered by a registered terminal, and a sale made offline (decision 0016
 * §1–2): when it was made, and the terminal's own invoice number. Pure code: the terminal's row is
 * updated by the sale's first statement (record-sale.repo.ts), which says how it went.
 */
import { SOLD_AT_CLOCK_SKEW_MS, SYNC_GRACE_HOURS, terminalInvoiceNumber } from '#shared/contracts/terminals';
import { AppError } from '#server/lib/app-error';
import type { TerminalOutcome } from './record-sale.repo';

const HOUR_MS = 3_600_000;

/**
 * The time a terminal says it made the sale may be a little ahead of the server's clock (a till's
 * clock drifts), and no older than the offline limit plus the grace for bringing the queue in:
 * 422 otherwise. The device refuses to sell after its limit, so an older sale is not its own.
 */
export function checkSoldAt(soldAt: Date, offlineLimitHours: number, now = Date.now()): void {
  if (soldAt.getTime() > now + SOLD_AT_CLOCK_SKEW_MS) throw new AppError('SOLD_AT_IN_FUTURE');
  if (soldAt.getTime() < now - (offlineLimitHours + SYNC_GRACE_HOURS) * HOUR_MS) throw new AppError('SOLD_AT_TOO_OLD');
}

/**
 * The terminal's invoice number (INV-T1-000001) when the sale's first statement recorded it on the
 * terminal; another device: 409 TERMINAL_OTHER_DEVICE; a retired terminal: 409 TERMINAL_RETIRED;
 * no such terminal in this business: 404. The caller's transaction rolls the stock taken back.
 */
export function terminalInvoice(outcome: TerminalOutcome | undefined, prefix: string, number: number): string {
  if (!outcome) throw new AppError('TERMINAL_NOT_FOUND');
  if (outcome.numbered) return terminalInvoiceNumber(prefix, outcome.code, number);
  if (outcome.reason === 'retired') throw new AppError('TERMINAL_RETIRED');
  if (outcome.reason === 'otherDevice') throw new AppError('TERMINAL_OTHER_DEVICE');
  throw new AppError('TERMINAL_NOT_FOUND');
}
