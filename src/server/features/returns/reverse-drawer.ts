/**
 * The drawer a return's cash comes out of: the cashier's open shift. A void is in the sale's own
 * shift (void-sale.ts checks it is still open).
 */
import type { Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { BusinessSettingsRow } from '#server/kernel/business-settings';
import type { PlannedRefund } from './reversal-plan';
import * as repo from './returns.repo';

export const drawerReversal = {
  /** The cashier's open shift, if any; where cashiers work in shifts, cash back without one is refused (409). */
  async shiftOfReturn(
    tx: Tx,
    actor: { businessId: number; userId: string },
    settings: BusinessSettingsRow,
    refunds: readonly PlannedRefund[],
  ): Promise<number | null> {
    const shiftId = await repo.openShiftOf(tx, actor.businessId, actor.userId);
    if (shiftId == null && settings.cashiersWorkInShifts && refunds.some((r) => r.method === 'cash' && r.amountCents > 0))
      throw new AppError('OPEN_SHIFT_FOR_CASH_BACK');
    return shiftId;
  },
};
