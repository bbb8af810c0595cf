import { PAYMENT_METHODS, type PaymentMethod } from '#shared/contracts/sales-paths';
import { parseDecimalText } from '#shared/domain/decimal-text';
import { fromCents, toCents } from '#shared/domain/money';
import type { DebtorDetails } from './sale-body';

/**
 * The till's pay panel, apart from its screen: the parts paid so far, what is
 * still due, the change, and what one press of a method does. Integer cents throughout.
 *
 * A press of a method takes the amount in the entry, or — the entry empty — the rest due:
 * - less than the rest due: a part (the split list grows, the rest stays due);
 * - the rest due exactly: the last part, the sale completes;
 * - more than the rest due: only cash may be (the customer's note): the cash part is the rest due,
 *   the amount is the cash tendered and the difference the change. Card, LankaQR, cheque, bank
 *   transfer and credit are never more than what is due.
 */
export const TENDER_METHODS = PAYMENT_METHODS;
export type TenderMethod = PaymentMethod;

/** Methods whose slip or transfer carries a reference number (optional). */
export const REFERENCE_METHODS: readonly TenderMethod[] = ['card', 'lankaqr', 'bank_transfer'];

export type ChequeDetails = { number: string; bank: string; /** YYYY-MM-DD, post-dated allowed. */ date: string };

export type PaymentPart = {
  method: TenderMethod;
  /** What this part pays of the sale. */
  amountCents: number;
  /** Cash only: the notes handed over for this part when more than it (the change is the rest). */
  tenderedCents?: number;
  reference?: string;
  cheque?: ChequeDetails;
  /** Credit only: the customer who owes it (as the credit dialog takes them). */
  debtor?: DebtorDetails;
};

export const paidCents = (parts: readonly PaymentPart[]) => parts.reduce((n, p) => n + p.amountCents, 0);

/** What is still to pay: never below zero (parts above a cart made smaller show as `overpaidCents`). */
export const dueCents = (totalCents: number, parts: readonly PaymentPart[]) => Math.max(0, totalCents - paidCents(parts));
export const overpaidCents = (totalCents: number, parts: readonly PaymentPart[]) => Math.max(0, paidCents(parts) - totalCents);

export type TenderRefusal =
  /** The amount in the entry is not a number (or has more than 2 decimals). */
  | 'invalidAmount'
  /** Zero: nothing to pay with. */
  | 'zero'
  /** A method other than cash for more than the rest due. */
  | 'moreThanDue'
  /** The parts already pay more than the total (the cart became smaller): remove one. */
  | 'overpaid'
  /** A sale has one debtor: a second credit part is refused. */
  | 'oneCredit';

export type TenderDecision =
  | { kind: 'refused'; reason: TenderRefusal }
  /** The part joins the split list; `dueCents` is left. */
  | { kind: 'part'; part: PaymentPart; dueCents: number }
  /** This part pays the rest: the sale is ready to send. */
  | { kind: 'complete'; part: PaymentPart };

/** The entry as cents ("Rs. 1,000" → 100000); NaN when it is not an amount of rupees and cents. */
export function entryCents(text: string): number {
  const read = parseDecimalText(text);
  if (!read.ok || !/^\d{1,12}(\.\d{1,2})?$/.test(read.text)) return Number.NaN;
  return toCents(read.text);
}

export const isEntryEmpty = (text: string) => text.trim() === '';

/** What pressing `method` does with the entry's amount (empty: the rest due). */
export function decideTender(a: {
  totalCents: number;
  parts: readonly PaymentPart[];
  method: TenderMethod;
  entry: string;
}): TenderDecision {
  if (overpaidCents(a.totalCents, a.parts) > 0) return { kind: 'refused', reason: 'overpaid' };
  if (a.method === 'credit' && a.parts.some((p) => p.method === 'credit')) return { kind: 'refused', reason: 'oneCredit' };
  const due = dueCents(a.totalCents, a.parts);
  const amount = isEntryEmpty(a.entry) ? due : entryCents(a.entry);
  if (Number.isNaN(amount)) return { kind: 'refused', reason: 'invalidAmount' };
  // A sale of 0.00 (all of it discounted) is completed with the method pressed.
  if (amount === 0 && a.totalCents === 0 && a.parts.length === 0) return { kind: 'complete', part: { method: a.method, amountCents: 0 } };
  if (amount <= 0) return { kind: 'refused', reason: 'zero' };
  if (amount < due) return { kind: 'part', part: { method: a.method, amountCents: amount }, dueCents: due - amount };
  if (amount === due) return { kind: 'complete', part: { method: a.method, amountCents: due } };
  if (a.method !== 'cash') return { kind: 'refused', reason: 'moreThanDue' };
  return { kind: 'complete', part: { method: 'cash', amountCents: due, tenderedCents: amount } };
}

/** The change shown while the cashier types: the entry above what is due (cash). */
export function changePreviewCents(totalCents: number, parts: readonly PaymentPart[], entry: string): number {
  if (isEntryEmpty(entry)) return 0;
  const amount = entryCents(entry);
  const due = dueCents(totalCents, parts);
  return Number.isNaN(amount) || amount <= due ? 0 : amount - due;
}

/** The cash of the sale: its share of the total, the notes handed over and the change. */
export function cashOf(parts: readonly PaymentPart[]) {
  const cash = parts.filter((p) => p.method === 'cash');
  const shareCents = paidCents(cash);
  const tenderedCents = cash.reduce((n, p) => n + (p.tenderedCents ?? p.amountCents), 0);
  return { shareCents, tenderedCents, changeCents: tenderedCents - shareCents, any: cash.length > 0 };
}

/** A quick note (500, 1,000, 5,000) adds to the amount in the entry: two 1,000 notes make 2,000. */
export function addNote(entry: string, noteRupees: number): string {
  const current = isEntryEmpty(entry) ? 0 : entryCents(entry);
  const base = Number.isNaN(current) ? 0 : current;
  return String(fromCents(base + noteRupees * 100));
}

export const QUICK_NOTES = [500, 1000, 5000] as const;

/** One payment of the sale request, as the API takes it; decimals at the API's edge. */
export type PaymentInput = {
  method: TenderMethod;
  amount: number;
  reference?: string;
  chequeNumber?: string;
  chequeBank?: string;
  chequeDate?: string;
};

/**
 * The request's `payments` and `cashTendered`: the cash parts as one payment (one cash line on the
 * receipt), the others in the order taken. `cashTendered` only when notes above the cash share were
 * handed over (the server then stores the change).
 */
export function paymentsRequest(parts: readonly PaymentPart[]): { payments: PaymentInput[]; cashTendered?: number } {
  const cash = cashOf(parts);
  const payments: PaymentInput[] = [];
  let cashPlaced = false;
  for (const p of parts) {
    if (p.method === 'cash') {
      if (!cashPlaced) payments.push({ method: 'cash', amount: fromCents(cash.shareCents) });
      cashPlaced = true;
      continue;
    }
    const reference = p.reference?.trim();
    payments.push({
      method: p.method,
      amount: fromCents(p.amountCents),
      ...(reference ? { reference } : {}),
      ...(p.cheque ? { chequeNumber: p.cheque.number.trim(), chequeBank: p.cheque.bank.trim(), chequeDate: p.cheque.date } : {}),
    });
  }
  return { payments, ...(cash.changeCents > 0 ? { cashTendered: fromCents(cash.tenderedCents) } : {}) };
}
