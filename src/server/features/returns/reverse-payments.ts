/**
 * The money of a sale going back: a return's refunds as the cashier chose them, or, for a void,
 * every payment by its own method.
 */
import { and, eq } from 'drizzle-orm';
import { checkRefunds } from '#shared/domain/returns';
import type { Tx } from '#server/db/client';
import { cheques, salePayments } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import type { LockedDebt } from './reverse-debt';
import type { PlannedRefund } from './reversal-plan';
import type { SaleRow } from './returns.repo';

type AskedRefund = Omit<PlannedRefund, 'creditTo'>;

export const paymentsReversal = {
  /**
   * A return's refunds: together exactly the return's total (400); a credit refund goes off the
   * sale's debt (at most what is owed, 409) or, for a customer's cash sale, to their store credit;
   * with neither, refused (409).
   */
  ofReturn(totalCents: number, refunds: readonly AskedRefund[], sale: SaleRow, debt: LockedDebt | undefined): PlannedRefund[] {
    const check = checkRefunds(totalCents, refunds, {
      onCredit: debt !== undefined,
      debtCents: debt?.balanceCents ?? 0,
      hasCustomer: sale.customerId != null,
    });
    if (check.error === 'REFUNDS_MISMATCH') throw new AppError('REFUNDS_MISMATCH', { field: 'refund' });
    if (check.error === 'CREDIT_TOO_HIGH') throw new AppError('CREDIT_REFUND_TOO_HIGH');
    if (check.error === 'CREDIT_NO_CUSTOMER') throw new AppError('CREDIT_REFUND_NO_CUSTOMER');
    return refunds.filter((r) => r.amountCents > 0).map((r) => ({ ...r, creditTo: r.method === 'credit' ? check.creditTo : null }));
  },

  ofVoid: (tx: Tx, sale: SaleRow, debt: LockedDebt | undefined) => reverseVoidPayments(tx, sale, debt),
};

/**
 * The sale's payments, each reversed by its own method. A cheque still pending is handed back (its
 * row deleted); one deposited, cleared or bounced cannot be (409: return the sale instead). A
 * credit part comes off the debt, at most what the debtor owes now; what the debtor paid of it
 * already goes back in cash.
 */
async function reverseVoidPayments(
  tx: Tx,
  sale: SaleRow,
  debt: LockedDebt | undefined,
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
