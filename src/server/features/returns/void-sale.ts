/**
 * A void (decision 0014): the whole sale back in its own shift (no shift: its
 * business day), by an admin or with an admin's PIN. Every line whole and restocked (`void`
 * movements), each payment reversed by its own method (a still-pending cheque handed back, a
 * credit part off the debt), loyalty earned off and redeemed given back; the sale reads VOID and
 * keeps its invoice number.
 */
import { and, eq } from 'drizzle-orm';
import type { Sale } from '#shared/contracts/sales';
import type { VoidInput } from '#shared/contracts/returns';

import { returnedShare } from '#shared/domain/returns';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Tx } from '#server/db/client';
import { cheques, salePayments } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { getBusinessTimeZone } from '../settings/business-time-zone';
import { getSale } from '../sales/sales.service';
import { approveManagerAction } from '../users/manager-approval';
import { lockAhead, returnable } from './return-sale';
import { writeReturn, type PlannedRefund } from './return-write';
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
  const debt = await lockAhead(tx, businessId, saleId, () => true);
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
  const { refunds, debtorId } = await reversePayments(tx, sale, debt);
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

/**
 * The sale's payments, each reversed by its own method. A cheque still pending is handed back (its
 * row deleted); one deposited, cleared or bounced cannot be (409: return the sale instead). A
 * credit part comes off the debt, at most what the debtor owes now; what the debtor paid of it
 * already goes back in cash.
 */
async function reversePayments(
  tx: Tx,
  sale: SaleRow,
  debt: { debtorId: number; balanceCents: number } | undefined,
): Promise<{ refunds: PlannedRefund[]; debtorId: number | null }> {
  const payments = await tx
    .select()
    .from(salePayments)
    .where(and(eq(salePayments.businessId, sale.businessId), eq(salePayments.saleId, sale.id)));
  const refunds: PlannedRefund[] = [];
  let debtorId: number | null = null;
  for (const p of payments) {
    if (p.amountCents <= 0) continue;
    if (p.method === 'cheque') await handBackCheque(tx, sale, p.id);
    if (p.method !== 'credit') {
      refunds.push({ method: p.method, amountCents: p.amountCents, reference: p.reference ?? p.chequeNumber, creditTo: null });
      continue;
    }
    const off = Math.min(p.amountCents, Math.max(0, debt?.balanceCents ?? 0));
    debtorId = debt?.debtorId ?? null;
    if (off > 0) refunds.push({ method: 'credit', amountCents: off, reference: null, creditTo: 'debt' });
    if (p.amountCents > off) refunds.push({ method: 'cash', amountCents: p.amountCents - off, reference: null, creditTo: null });
  }
  return { refunds, debtorId };
}

async function handBackCheque(tx: Tx, sale: SaleRow, paymentId: number): Promise<void> {
  const [cheque] = await tx
    .select({ id: cheques.id, status: cheques.status })
    .from(cheques)
    .where(and(eq(cheques.businessId, sale.businessId), eq(cheques.salePaymentId, paymentId)))
    .for('update')
    .limit(1);
  if (!cheque) return;
  if (cheque.status !== 'pending') throw new AppError('VOID_CHEQUE_HANDLED');
  await tx.delete(cheques).where(and(eq(cheques.businessId, sale.businessId), eq(cheques.id, cheque.id)));
}
