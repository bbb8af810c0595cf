/**
 * What a goods received note means for its purchase order (DECISIONS: the GRN is saved and moves
 * stock). Quantities are thousandths.
 *
 * - The order is complete when, for every product ordered, the good-condition quantity received
 *   across all of the order's GRNs is at least the quantity ordered.
 * - The GRN's status: `received` when it completes the order; otherwise `rejected` when nothing at
 *   all arrived on it, `damaged` when items arrived but none in good condition, else `partial`.
 */
export type GrnLine = { receivedQuantity: number; condition: 'good' | 'damaged' | 'expired' };
export type GrnOutcomeStatus = 'received' | 'partial' | 'damaged' | 'rejected';

export function isOrderFullyReceived(
  orderedByProduct: ReadonlyMap<number, number>,
  goodReceivedByProduct: ReadonlyMap<number, number>,
): boolean {
  if (orderedByProduct.size === 0) return false;
  for (const [productId, ordered] of orderedByProduct) {
    if ((goodReceivedByProduct.get(productId) ?? 0) < ordered) return false;
  }
  return true;
}

export function deriveGrnStatus(lines: readonly GrnLine[], completesOrder: boolean): GrnOutcomeStatus {
  if (completesOrder) return 'received';
  const arrived = lines.some((l) => l.receivedQuantity > 0);
  if (!arrived) return 'rejected';
  const good = lines.some((l) => l.condition === 'good' && l.receivedQuantity > 0);
  return good ? 'partial' : 'damaged';
}

/**
 * A GRN on which nothing at all arrived (every received quantity 0). It is allowed — a delivery
 * turned away — but only with a reason, so it is never saved as "rejected" by accident.
 */
export function receivesNothing(lines: readonly { receivedQuantity: number }[]): boolean {
  return lines.length > 0 && lines.every((l) => l.receivedQuantity === 0);
}

/**
 * What a new GRN's received quantity starts at for each product: what was ordered less what earlier
 * GRNs of the order received in good condition, never below 0 (thousandths).
 */
export function remainingToReceive(ordered: number, alreadyReceivedGood: number): number {
  return Math.max(0, ordered - alreadyReceivedGood);
}
