/**
 * What a return gives back, as the sale charged it: pure integer arithmetic in cents and
 * thousandths, shared by the server (which decides) and the till (which previews).
 *
 * A line returned in parts gives back, each time, the difference of two cumulative shares:
 *   share(X, returned + q) − share(X, returned),  share(X, r) = round(X × r / sold)
 * for its total, VAT, NBT, discount share and cost; its net is total − VAT − NBT. Parts therefore
 * add up to the line EXACTLY once all of it is back, whatever the order or size of the parts, and a
 * part is never more than its proportion by more than a cent.
 */
import { multiplyDivideFloor, multiplyDivideRounded, sumSafeIntegers } from './integer-math';
import { isFractionalUnit, type ProductUnit } from './units';

/** A sale line as stored, with how much of it came back already. Amounts in cents, quantities in thousandths. */
export interface ReturnableLine {
  quantity: number;
  returnedQuantity: number;
  unit: ProductUnit;
  lineTotalCents: number;
  vatCents: number;
  nbtCents: number;
  discountShareCents: number;
  lineCostCents: number;
}

export interface ReturnedShare {
  quantity: number;
  subtotalCents: number;
  vatCents: number;
  nbtCents: number;
  totalCents: number;
  discountShareCents: number;
  costCents: number;
}

export type ReturnLineError = 'EXCEEDS_SOLD' | 'NOT_WHOLE' | 'NOT_POSITIVE';

/** Why `quantity` (thousandths) cannot be returned of this line, or null when it can. */
export function returnLineError(line: ReturnableLine, quantity: number): ReturnLineError | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return 'NOT_POSITIVE';
  if (quantity > line.quantity - line.returnedQuantity) return 'EXCEEDS_SOLD';
  // Counted goods come back whole, unless the sale itself sold a part (it never does today).
  if (!isFractionalUnit(line.unit) && quantity % 1000 !== 0 && line.quantity % 1000 === 0) return 'NOT_WHOLE';
  return null;
}

const cumulative = (amount: number, part: number, whole: number) => multiplyDivideRounded(amount, part, whole);
const between = (amount: number, from: number, to: number, whole: number) =>
  cumulative(amount, to, whole) - cumulative(amount, from, whole);

/** The money `quantity` more of the line gives back (RangeError when it may not be returned). */
export function returnedShare(line: ReturnableLine, quantity: number): ReturnedShare {
  const error = returnLineError(line, quantity);
  if (error) throw new RangeError(`${error}: ${quantity} of ${line.quantity} (${line.returnedQuantity} back already)`);
  const from = line.returnedQuantity;
  const to = from + quantity;
  const totalCents = between(line.lineTotalCents, from, to, line.quantity);
  const vatCents = between(line.vatCents, from, to, line.quantity);
  const nbtCents = between(line.nbtCents, from, to, line.quantity);
  return {
    quantity,
    subtotalCents: totalCents - vatCents - nbtCents,
    vatCents,
    nbtCents,
    totalCents,
    discountShareCents: between(line.discountShareCents, from, to, line.quantity),
    costCents: between(line.lineCostCents, from, to, line.quantity),
  };
}

export interface ReturnTotals {
  subtotalCents: number;
  vatCents: number;
  nbtCents: number;
  discountCents: number;
  totalCents: number;
  costCents: number;
}

export function returnTotals(shares: readonly ReturnedShare[]): ReturnTotals {
  const sum = (pick: (s: ReturnedShare) => number) => sumSafeIntegers(shares.map(pick));
  return {
    subtotalCents: sum((s) => s.subtotalCents),
    vatCents: sum((s) => s.vatCents),
    nbtCents: sum((s) => s.nbtCents),
    discountCents: sum((s) => s.discountShareCents),
    totalCents: sum((s) => s.totalCents),
    costCents: sum((s) => s.costCents),
  };
}

/**
 * The loyalty points the returned part of a sale earned: the same cumulative share of the points the
 * sale earned, by value returned (rounded down each time, so a whole return takes back exactly all).
 */
export function pointsToReverse(o: {
  pointsEarned: number;
  saleTotalCents: number;
  returnedBeforeCents: number;
  returnCents: number;
}): number {
  const { pointsEarned, saleTotalCents } = o;
  if (pointsEarned <= 0 || saleTotalCents <= 0) return 0;
  const before = Math.min(o.returnedBeforeCents, saleTotalCents);
  const after = Math.min(before + o.returnCents, saleTotalCents);
  return multiplyDivideFloor(pointsEarned, after, saleTotalCents) - multiplyDivideFloor(pointsEarned, before, saleTotalCents);
}

/** Points taken off a balance that may not go below zero: what comes off, and the shortfall recorded. */
export function reversePoints(balance: number, points: number): { taken: number; shortfall: number } {
  const taken = Math.min(Math.max(balance, 0), points);
  return { taken, shortfall: points - taken };
}

export type RefundError = 'REFUNDS_MISMATCH' | 'CREDIT_TOO_HIGH' | 'CREDIT_NO_CUSTOMER';

/**
 * Refunds against a return's total: they add up to it exactly; a `credit` part goes off the sale's
 * debt (at most `debtCents`, what the debtor owes now) when the sale was on credit, else (or when
 * that debt is paid off) onto a CRM customer's store credit (`hasCustomer`), else it is not possible.
 */
export function checkRefunds(
  totalCents: number,
  refunds: readonly { method: string; amountCents: number }[],
  credit: { onCredit: boolean; debtCents: number; hasCustomer: boolean },
): { error: RefundError | null; creditTo: 'debt' | 'store' | null; creditCents: number } {
  const creditCents = sumSafeIntegers(refunds.filter((r) => r.method === 'credit').map((r) => r.amountCents));
  // A credit sale whose debt is settled already has no debt to lower: the customer's store credit, if any.
  const toDebt = credit.onCredit && (credit.debtCents > 0 || !credit.hasCustomer);
  const creditTo = creditCents === 0 ? null : toDebt ? 'debt' : credit.hasCustomer ? 'store' : null;
  if (sumSafeIntegers(refunds.map((r) => r.amountCents)) !== totalCents) return { error: 'REFUNDS_MISMATCH', creditTo, creditCents };
  if (creditCents > 0 && creditTo === null) return { error: 'CREDIT_NO_CUSTOMER', creditTo, creditCents };
  if (creditTo === 'debt' && creditCents > credit.debtCents) return { error: 'CREDIT_TOO_HIGH', creditTo, creditCents };
  return { error: null, creditTo, creditCents };
}

/** The sale's status once `returned` of `sold` thousandths (over all its lines) are back. */
export function saleStatusAfterReturns(soldQuantity: number, returnedQuantity: number): 'completed' | 'partly_returned' | 'returned' {
  if (returnedQuantity <= 0) return 'completed';
  return returnedQuantity >= soldQuantity ? 'returned' : 'partly_returned';
}

/**
 * A cashier's return within the business's limit needs no admin: a refund up to `limitCents`, within
 * `limitDays` whole local days of the sale (0: the same day). Dates are the shop's 'YYYY-MM-DD'.
 */
export function returnWithinCashierLimit(o: {
  totalCents: number;
  limitCents: number;
  saleDay: string;
  today: string;
  limitDays: number;
}): boolean {
  if (o.totalCents > o.limitCents) return false;
  const days = (Date.parse(`${o.today}T00:00:00Z`) - Date.parse(`${o.saleDay}T00:00:00Z`)) / 86_400_000;
  return days <= o.limitDays;
}
