/** The debt a credit sale left: a return's credit refund, or a void's credit part, comes off it. */
import type { Tx } from '#server/db/client';
import { creditReturnToDebtor, lockSaleDebt } from '#server/features/debtors';
import { refundedTo, type SaleBefore, type WrittenReturn } from './reversal-plan';

export type LockedDebt = NonNullable<Awaited<ReturnType<typeof lockSaleDebt>>>;

export const debtReversal = {
  /** The debtor of the sale's debt, locked, with what they owe now; undefined for a sale not on credit. */
  async lock(tx: Tx, before: SaleBefore): Promise<LockedDebt | undefined> {
    return lockSaleDebt(tx, before.businessId, before.saleId);
  },

  async reverse(tx: Tx, { plan, returnId, label }: WrittenReturn): Promise<void> {
    const amountCents = refundedTo(plan, 'debt');
    if (amountCents <= 0 || plan.debtorId == null) return;
    await creditReturnToDebtor(tx, {
      businessId: plan.actor.businessId,
      userId: plan.actor.userId,
      debtorId: plan.debtorId,
      saleId: plan.sale.id,
      returnId,
      amountCents,
      notes: label,
      entryDate: plan.returnDate,
    });
  },
};
