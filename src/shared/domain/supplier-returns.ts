/**
 * What goods returned to a supplier take back of the GRN they came on: pure integer arithmetic in
 * cents and thousandths.
 *
 * The GRN's input VAT is one amount (from the supplier's tax invoice, or computed from its lines);
 * each good line carries a share of it in proportion to its total, by cumulative shares so the
 * lines' shares add up to the GRN's input VAT exactly. A return of q more of a line takes
 *   share(X, returned + q) − share(X, returned),  share(X, r) = round(X × r / received)
 * of the line's total and of its input VAT: parts add up to the line exactly once all of it is back.
 */
import { multiplyDivideRounded } from './integer-math';

/** Each line's share of `inputVatCents`, in proportion to its total (Σ shares = inputVatCents). */
export function inputVatByLine(inputVatCents: number, lineTotalsCents: readonly number[]): number[] {
  const whole = lineTotalsCents.reduce((s, t) => s + t, 0);
  if (whole <= 0) return lineTotalsCents.map(() => 0);
  let before = 0;
  let running = 0;
  return lineTotalsCents.map((t) => {
    running += t;
    const upTo = multiplyDivideRounded(inputVatCents, running, whole);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

export interface ReturnableGrnLine {
  /** Received in good condition (thousandths). */
  receivedQuantity: number;
  /** Already returned on earlier debit notes (thousandths). */
  returnedQuantity: number;
  totalCents: number;
  inputVatCents: number;
}

/** The amount and input VAT `quantity` (thousandths) more of the line takes back. */
export function returnedGrnShare(line: ReturnableGrnLine, quantity: number): { amountCents: number; inputVatCents: number } {
  if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > line.receivedQuantity - line.returnedQuantity) {
    throw new RangeError(`cannot return ${quantity} of ${line.receivedQuantity} (${line.returnedQuantity} back already)`);
  }
  const from = line.returnedQuantity;
  const to = from + quantity;
  const between = (amount: number) =>
    multiplyDivideRounded(amount, to, line.receivedQuantity) - multiplyDivideRounded(amount, from, line.receivedQuantity);
  return { amountCents: between(line.totalCents), inputVatCents: between(line.inputVatCents) };
}
