/**
 * Social Security Contribution Levy: who is liable and on what.
 *
 * SSCL follows registration, not each period's turnover. A shop registers once its turnover
 * passes the thresholds (a quarter above LKR 15M or four quarters above LKR 60M: effective-dated
 * data in the tax configuration, so a change of law is a new row); from the registration date
 * every quarter is liable, whatever its turnover, until the registration is cancelled.
 *
 * The levy's turnover is sales net of VAT less the supplies the Act's Part IB exempts (LP gas,
 * pharmaceuticals and the like: a product flag); the levy is rate × liable share × that turnover.
 * Dates are calendar dates 'YYYY-MM-DD'.
 */
import { assertSafeInteger } from './integer-math';

export type SsclRegistration = {
  /** The first day the shop is registered for SSCL; null: not registered. */
  ssclRegisteredFrom: string | null;
  /** The first day it no longer is (the registration was cancelled); null: still registered. */
  ssclCancelledFrom: string | null;
};

/**
 * A period [firstDay, lastDay] is liable when the registration began on or before its last day
 * and was not cancelled on or before its first day: a quarter the shop registers in is liable.
 */
export function ssclLiableForPeriod(reg: SsclRegistration, period: { firstDay: string; lastDay: string }): boolean {
  if (!reg.ssclRegisteredFrom || reg.ssclRegisteredFrom > period.lastDay) return false;
  return !reg.ssclCancelledFrom || reg.ssclCancelledFrom > period.firstDay;
}

/** Whether the shop is registered on a given day. */
export function ssclRegisteredOn(reg: SsclRegistration, day: string): boolean {
  return ssclLiableForPeriod(reg, { firstDay: day, lastDay: day });
}

/** The levy's turnover: sales net of VAT less Part IB exempt supplies (never below 0). */
export function ssclTurnover(input: { revenueCents: number; partIbExemptCents: number }): number {
  assertSafeInteger(input.revenueCents, 'revenueCents');
  assertSafeInteger(input.partIbExemptCents, 'partIbExemptCents');
  return Math.max(0, input.revenueCents - input.partIbExemptCents);
}

/** The seeded SSCL registration thresholds: a quarter above LKR 15,000,000, four quarters above LKR 60,000,000. */
export const DEFAULT_SSCL_QUARTERLY_THRESHOLD_CENTS = 1_500_000_000;
export const DEFAULT_SSCL_ANNUAL_THRESHOLD_CENTS = 6_000_000_000;
