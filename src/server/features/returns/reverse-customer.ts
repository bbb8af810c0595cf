/**
 * The sale's customer: the points earned on what comes back are taken off (a void also gives back
 * the points redeemed), the purchase totals lowered, and a store-credit refund added to the balance.
 */
import { pointsToReverse } from '#shared/domain/returns';
import type { Tx } from '#server/db/client';
import { applyReturnToCustomer, lockCustomerForReturn } from '#server/features/customers';
import { refundedTo, type SaleBefore, type WrittenReturn } from './reversal-plan';

export const customerReversal = {
  async lock(tx: Tx, before: SaleBefore): Promise<void> {
    if (before.customerId != null) await lockCustomerForReturn(tx, before.businessId, before.customerId);
  },

  /** Answers the points moved, when any moved, for the return's row. */
  async reverse(tx: Tx, { plan, returnId, totalCents, label }: WrittenReturn) {
    const { sale, actor } = plan;
    if (sale.customerId == null) return undefined;
    const points = await applyReturnToCustomer(tx, {
      businessId: actor.businessId,
      userId: actor.userId,
      customerId: sale.customerId,
      saleId: sale.id,
      returnId,
      totalCents,
      pointsToReverse: pointsToReverse({
        pointsEarned: sale.pointsEarned ?? 0,
        saleTotalCents: sale.totalCents,
        returnedBeforeCents: plan.returnedBeforeCents,
        returnCents: totalCents,
      }),
      pointsToRestore: plan.kind === 'void' ? (sale.pointsRedeemed ?? 0) : 0,
      removesPurchase: plan.kind === 'void',
      storeCreditCents: refundedTo(plan, 'store'),
      description: label,
    });
    if (!points || !(points.pointsReversed || points.pointsShortfall || points.pointsRestored)) return undefined;
    return points;
  },
};
