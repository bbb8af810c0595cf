/**
 * An exchange at the till, as two halves that each add up: the return refunds
 * its credit R in cash, and the new sale (total S) takes that cash as (part of) its payment — the
 * drawer nets to what the customer actually hands over or gets back.
 *
 * - S ≥ R: the refund is [cash R]; the sale is paid by cash R (the return credit) and the customer's
 *   own parts for S − R.
 * - S < R: the sale is paid wholly by cash S from the credit; the refund is [cash S, cash R − S], the
 *   second part handed to the customer.
 * Integer cents throughout.
 */
import type { ExchangeRequest } from '#shared/contracts/returns';
import type { ExchangeDraft } from '#client/features/returns';
import { fromCents } from '#shared/domain/money';
import type { PaymentPart } from './payments';
import { saleBody, type Approval, type SaleOrder } from './sale-body';

export type ExchangeSplit = {
  /** The return's refund parts: they add up to R. */
  refund: { method: 'cash'; amountCents: number }[];
  /** The part of the sale the return's cash pays: min(R, S). */
  creditCents: number;
  /** What the customer still pays: S − R when positive. */
  dueCents: number;
  /** What the customer is paid back: R − S when positive. */
  owedCents: number;
};

export function exchangeSplit(returnCents: number, saleCents: number): ExchangeSplit {
  if (!Number.isSafeInteger(returnCents) || !Number.isSafeInteger(saleCents) || returnCents < 0 || saleCents < 0)
    throw new RangeError('exchange amounts are whole, non-negative cents');
  const creditCents = Math.min(returnCents, saleCents);
  const owedCents = returnCents - creditCents;
  const refund =
    owedCents > 0 && creditCents > 0
      ? [
          { method: 'cash' as const, amountCents: creditCents },
          { method: 'cash' as const, amountCents: owedCents },
        ]
      : returnCents > 0
        ? [{ method: 'cash' as const, amountCents: returnCents }]
        : [];
  return { refund, creditCents, dueCents: saleCents - creditCents, owedCents };
}

/**
 * The new sale's payment parts: the return credit as cash first, then what the customer paid (zero
 * parts — a method pressed when nothing was due — dropped). They add up to S.
 */
export function exchangeSaleParts(split: ExchangeSplit, customerParts: readonly PaymentPart[]): PaymentPart[] {
  const credit: PaymentPart[] =
    split.creditCents > 0 || customerParts.every((p) => p.amountCents === 0) ? [{ method: 'cash', amountCents: split.creditCents }] : [];
  const own = customerParts.filter((p) => p.amountCents > 0);
  // The customer's cash notes count with the credit's cash (one cash payment, its tendered and change).
  return [...credit, ...own];
}

/** The POST body: the return with its cash refund, the new sale paid by that cash and the customer's parts. */
export function exchangeRequest(
  draft: ExchangeDraft,
  order: SaleOrder,
  saleCents: number,
  parts: PaymentPart[],
  approval: { sale?: Approval; ret?: Approval },
): ExchangeRequest {
  const split = exchangeSplit(draft.creditCents, saleCents);
  return {
    return: {
      ...draft.request,
      refund: split.refund.map((r) => ({ method: r.method, amount: fromCents(r.amountCents) })),
      ...(approval.ret ? { approval: approval.ret } : {}),
    },
    sale: saleBody(order, { parts: exchangeSaleParts(split, parts), approval: approval.sale }),
  };
}
