/**
 * A void (decision 0014): the whole sale back in its own shift (no shift: its
 * business day), by an admin or with an admin's PIN. Every line whole and restocked (`void`
 * movements), each payment reversed by its own method (a still-pending cheque handed back, a
 * credit part off the debt), loyalty earned off and redeemed given back; the sale reads VOID and
 * keeps its invoice number.
 */
import type { Sale } from '#shared/contracts/sales';
import type { VoidInput } from '#shared/contracts/returns';

import { returnedShare } from '#shared/domain/returns';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { getSale } from '#server/features/sales';
import { approveManagerAction } from '#server/kernel/manager-approval';
import { returnable } from './return-sale';
import { writeReturn } from './return-write';
import { paymentsReversal } from './reverse-payments';
import { lockParticipants } from './reversal';
import * as repo from './returns.repo';
import type { SaleRow } from './returns.repo';

export interface VoidActor {
  businessId: number;
  userId: string;
  /** An owner or admin of the business voids without a PIN. */
  admin: boolean;
  ip?: string;
}

export async function voidSale(tx: Tx, actor: VoidActor, saleId: number, input: VoidInput): Promise<Sale> {
  const { businessId } = actor;
  const debt = await lockParticipants(tx, businessId, saleId, () => true);
  const sale = await repo.lockSale(tx, businessId, saleId);
  if (!sale) throw new AppError('SALE_NOT_FOUND');
  if (sale.status === 'void') throw new AppError('SALE_ALREADY_VOID');
  const items = await repo.returnableItems(tx, businessId, saleId);
  if (sale.status !== 'completed' || items.some((i) => i.returnedQuantity > 0)) throw new AppError('VOID_HAS_RETURNS');
  const now = new Date();
  await checkVoidWindow(tx, sale, now);
  const approvedBy = actor.admin
    ? null
    : (
        await approveManagerAction(tx, 'void', {
          businessId,
          requestedBy: actor.userId,
          approval: input.approval ?? undefined,
          ip: actor.ip,
          details: { saleId: sale.id, invoiceNumber: sale.invoiceNumber, totalCents: sale.totalCents, reason: input.reason },
        })
      ).approverId;
  const lines = items.map((item) => ({
    item,
    share: returnedShare(returnable(item), item.quantity),
    restock: true,
    reason: 'other' as const,
  }));
  const { refunds, debtorId } = await paymentsReversal.ofVoid(tx, sale, debt);
  await writeReturn(tx, {
    kind: 'void',
    actor,
    sale,
    saleItems: items,
    lines,
    refunds,
    debtorId,
    shiftId: sale.shiftId,
    approvedBy,
    reason: input.reason,
    creditNoteNumber: null,
    returnedBeforeCents: 0,
    returnDate: now,
  });
  return getSale(tx, businessId, saleId, { withReturns: true });
}

/** Only while the sale's shift is open (409 voidShiftClosed); a sale in no shift: its business day (409 voidDayOver). */
async function checkVoidWindow(tx: Tx, sale: SaleRow, now: Date): Promise<void> {
  if (sale.shiftId != null) {
    if (!(await repo.shiftIsOpen(tx, sale.businessId, sale.shiftId))) throw new AppError('VOID_SHIFT_CLOSED');
    return;
  }
  const timeZone = await getBusinessTimeZone(tx, sale.businessId);
  if (toZonedDateString(sale.saleDate, timeZone) !== toZonedDateString(now, timeZone)) throw new AppError('VOID_DAY_OVER');
}
