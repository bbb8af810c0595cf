/**
 * Debtors: balance, status, payments and due dates.
 *
 * The balance is derived from the debtor's entries — credit sales and manual debts minus
 * payments — never stored on its own. Status:
 *   settled  when the balance is zero (or, defensively, below zero);
 *   overdue  when the balance is positive and the due date has passed, or, with no due date,
 *            when the debtor was created more than 30 days ago;
 *   active   otherwise.
 */
import { assertNonNegativeSafeInteger, assertSafeInteger, sumSafeIntegers } from './integer-math';

export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
/** With no due date, a positive balance becomes overdue after this many days. */
export const OVERDUE_WITHOUT_DUE_DATE_DAYS = 30;
export const MILLISECONDS_PER_DAY = 86_400_000;

export const DEBTOR_STATUSES = ['active', 'overdue', 'settled'] as const;
export type DebtorStatus = (typeof DEBTOR_STATUSES)[number];

export type DebtorEntryKind = 'charge' | 'payment';
export type DebtorEntry = { kind: DebtorEntryKind; amountCents: number };

export type PaymentError = 'AMOUNT_NOT_POSITIVE' | 'AMOUNT_EXCEEDS_BALANCE';

function assertValidDate(date: Date, name: string): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError(`${name} must be a valid Date`);
  }
}

/**
 * `days` whole days of 24 hours later (earlier when negative). Sri Lanka keeps no daylight
 * saving, so fixed 24-hour days keep the local time of day unchanged.
 */
export function addDays(date: Date, days: number): Date {
  assertValidDate(date, 'date');
  assertSafeInteger(days, 'days');
  return new Date(date.getTime() + days * MILLISECONDS_PER_DAY);
}

/** Due date of a credit sale: the sale date plus the payment terms (30 days by default). */
export function computeDueDate(saleDate: Date, paymentTermsDays = DEFAULT_PAYMENT_TERMS_DAYS): Date {
  assertNonNegativeSafeInteger(paymentTermsDays, 'paymentTermsDays');
  return addDays(saleDate, paymentTermsDays);
}

/**
 * Status of a debtor at `now`. A due date "has passed" once `now` is later than it, so a debt
 * due at 10:00 is overdue from 10:00:00.001; a debtor without a due date turns overdue once more
 * than 30 × 24 hours have gone by since it was created.
 */
export function getDebtorStatus(input: {
  balanceCents: number;
  dueDate: Date | null | undefined;
  createdAt: Date;
  now: Date;
}): DebtorStatus {
  assertSafeInteger(input.balanceCents, 'balanceCents');
  assertValidDate(input.now, 'now');
  if (input.balanceCents <= 0) return 'settled';
  const deadline = input.dueDate ?? addDays(input.createdAt, OVERDUE_WITHOUT_DUE_DATE_DAYS);
  assertValidDate(deadline, 'dueDate');
  return input.now.getTime() > deadline.getTime() ? 'overdue' : 'active';
}

/** Charges (credit sales, manual debts) minus payments. Entry amounts are positive cents. */
export function computeDebtorBalance(entries: readonly DebtorEntry[]): number {
  return sumSafeIntegers(
    entries.map((entry) => {
      assertNonNegativeSafeInteger(entry.amountCents, 'amountCents');
      if (entry.kind === 'charge') return entry.amountCents;
      if (entry.kind === 'payment') return -entry.amountCents;
      throw new RangeError(`Unknown debtor entry kind: ${String(entry.kind)}`);
    }),
  );
}

/**
 * Why a payment may not be recorded, or null when it may. The specified messages: 'Amount must be
 * greater than 0' and 'Amount cannot exceed outstanding debt'. Paying the whole balance is fine.
 */
export function validatePayment(balanceCents: number, amountCents: number): PaymentError | null {
  assertSafeInteger(balanceCents, 'balanceCents');
  assertSafeInteger(amountCents, 'amountCents');
  if (amountCents <= 0) return 'AMOUNT_NOT_POSITIVE';
  if (amountCents > balanceCents) return 'AMOUNT_EXCEEDS_BALANCE';
  return null;
}
