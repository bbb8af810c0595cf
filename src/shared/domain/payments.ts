/**
 * How a sale is paid: one or more payments that add up to its total, cash
 * tendered above the cash share and the change, the method the sale is listed under and its
 * payment status. Pure integer cents.
 *
 * - Payments of 0 are left out (the till may send an empty line of its split list); what remains
 *   must add up to the total exactly.
 * - Cash tendered is optional and only with a cash payment; it must cover the cash share, and the
 *   change is tendered − cash share.
 * - The sale's method is the one method its payments use (two card payments are still 'card'), or
 *   'split'; a sale of 0.00 has no payments and keeps the method asked for.
 * - Status: 'paid' when nothing is on credit, 'pending' when all of it is, 'partial' otherwise.
 */
import { DomainError } from './errors';
import { assertNonNegativeSafeInteger, sumSafeIntegers } from './integer-math';

/** The methods a payment may use (sale_payments.method). */
export const TENDER_METHODS = ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];
/** A sale's own method: the one its payments use, or 'split'. */
export const SALE_PAYMENT_METHODS = [...TENDER_METHODS, 'split'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];
export type PaymentStatus = 'paid' | 'partial' | 'pending';

export type PaymentPart<M extends TenderMethod = TenderMethod> = { method: M; amountCents: number };

export type SettledPayments<P extends PaymentPart> = {
  /** The payments kept (none of 0), in the order given. */
  payments: P[];
  paymentMethod: SalePaymentMethod;
  paymentStatus: PaymentStatus;
  cashCents: number;
  creditCents: number;
  /** Null when no tendered amount was given. */
  cashTenderedCents: number | null;
  changeDueCents: number;
};

const sumOf = (payments: readonly PaymentPart[], method?: TenderMethod) =>
  sumSafeIntegers(payments.filter((p) => method === undefined || p.method === method).map((p) => p.amountCents));

export function paymentStatusOf(totalCents: number, creditCents: number): PaymentStatus {
  if (creditCents <= 0) return 'paid';
  return creditCents >= totalCents ? 'pending' : 'partial';
}

/**
 * Checks the payments against the sale's total. Throws DomainError 'PAYMENTS_MISMATCH' (they do not
 * add up to the total), 'TENDERED_WITHOUT_CASH' or 'TENDERED_TOO_LOW'.
 */
export function settlePayments<P extends PaymentPart>(
  totalCents: number,
  given: readonly P[],
  opts: { cashTenderedCents?: number | null; fallbackMethod?: TenderMethod } = {},
): SettledPayments<P> {
  assertNonNegativeSafeInteger(totalCents, 'totalCents');
  given.forEach((p) => assertNonNegativeSafeInteger(p.amountCents, 'amountCents'));
  const payments = given.filter((p) => p.amountCents > 0);
  const paidCents = sumOf(payments);
  if (paidCents !== totalCents)
    throw new DomainError('PAYMENTS_MISMATCH', `Payments of ${paidCents} do not add up to the total of ${totalCents} (cents)`);
  const cashCents = sumOf(payments, 'cash');
  const creditCents = sumOf(payments, 'credit');
  const tendered = opts.cashTenderedCents ?? null;
  let changeDueCents = 0;
  if (tendered !== null) {
    assertNonNegativeSafeInteger(tendered, 'cashTenderedCents');
    if (!given.some((p) => p.method === 'cash')) throw new DomainError('TENDERED_WITHOUT_CASH', 'Cash tendered needs a cash payment');
    if (tendered < cashCents) throw new DomainError('TENDERED_TOO_LOW', `Cash tendered ${tendered} is below the cash share ${cashCents}`);
    changeDueCents = tendered - cashCents;
  }
  const methods = new Set(payments.map((p) => p.method));
  const only = methods.size === 1 ? [...methods][0] : undefined;
  const paymentMethod: SalePaymentMethod = methods.size > 1 ? 'split' : (only ?? opts.fallbackMethod ?? given[0]?.method ?? 'cash');
  return {
    payments,
    paymentMethod,
    paymentStatus: paymentStatusOf(totalCents, creditCents),
    cashCents,
    creditCents,
    cashTenderedCents: tendered,
    changeDueCents,
  };
}
