/** A debtor's payments: recorded against the locked debtor row, so two cannot together overpay. */
import type { Debtor, DebtorPayment, PaymentInput } from '#shared/contracts/debtors';
import { validatePayment } from '#shared/domain/debtor-status';
import { toCents } from '#shared/domain/money';
import { parseDateOnly, toZonedDateString, zonedMidnight } from '#shared/domain/time-zone';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { syncSalePaymentStatuses } from './debtor-ledger.service';
import * as repo from './debtors.repo';
import { paymentView, requireDebtor } from './debtors.service';

/** A payment dated today is stamped now; an earlier (or later) day at local noon. */
function paymentDateFrom(value: string, timeZone: string, now: Date): Date {
  if (value.length !== 10) return new Date(value);
  if (value === toZonedDateString(now, timeZone)) return now;
  const d = parseDateOnly(value);
  if (!d) throw new AppError('FIELD_REQUIRED', { params: { label: 'Payment date' }, field: 'paymentDate' });
  return new Date(zonedMidnight(d.year, d.month, d.day, timeZone).getTime() + 12 * 3_600_000);
}

/** Records a payment. The debtor row is locked first, so two payments cannot together overpay. */
export async function recordPayment(
  db: Database,
  t: { businessId: number; userId: string },
  id: number,
  input: PaymentInput,
): Promise<{ payment: DebtorPayment; debtor: Debtor }> {
  const now = new Date();
  const { timeZone } = await getBusinessSettings(db, t.businessId);
  const entry = await db.transaction(async (tx) => {
    const locked = await repo.lockDebtor(tx, t.businessId, id);
    if (!locked) throw new AppError('DEBTOR_NOT_FOUND');
    const balance = await repo.debtorBalanceCents(tx, t.businessId, id);
    const amountCents = toCents(input.amount);
    const problem = validatePayment(balance, amountCents);
    if (problem === 'AMOUNT_NOT_POSITIVE') throw new AppError('FIELD_NOT_POSITIVE', { params: { label: 'Amount' }, field: 'amount' });
    if (problem === 'AMOUNT_EXCEEDS_BALANCE') {
      throw new AppError('AMOUNT_ABOVE_DEBT', { field: 'amount' });
    }
    const row = await repo.insertEntry(tx, {
      businessId: t.businessId,
      debtorId: id,
      kind: 'payment',
      amountCents,
      paymentMethod: input.paymentMethod,
      notes: input.notes ?? null,
      entryDate: paymentDateFrom(input.paymentDate, timeZone, now),
      recordedBy: t.userId,
    });
    await syncSalePaymentStatuses(tx, t.businessId, id);
    await writeAudit(tx, {
      businessId: t.businessId,
      userId: t.userId,
      action: 'debtor.payment',
      entityType: 'debtor',
      entityId: id,
      before: { balanceCents: balance },
      after: { entryId: row.id, amountCents, paymentMethod: input.paymentMethod, balanceCents: balance - amountCents },
    });
    return row;
  });
  return { payment: paymentView(entry), debtor: await requireDebtor(db, t.businessId, id, now) };
}
