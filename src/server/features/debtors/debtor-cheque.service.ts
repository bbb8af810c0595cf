/**
 * A bounced cheque back on the customer's debt: called by the cheques feature
 * inside the bounce's transaction. The debtor is found as a credit sale finds it — by the
 * normalised phone of the sale's debtor details or customer — or created; a drawer with no phone
 * becomes a debtor of their own (nothing to match them on). The charge names its cheque; the
 * unique (business, cheque) index charges a cheque once, whatever retries or races.
 */
import { computeDueDate } from '#shared/domain/debtor-status';
import { normalizePhone } from '#shared/domain/phone';
import type { Tx } from '#server/db/client';
import { writeAudit } from '#server/kernel/audit';
import { syncSalePaymentStatuses } from './debtor-ledger.service';
import * as repo from './debtors.repo';

export interface BouncedChequeCharge {
  businessId: number;
  userId: string;
  cheque: { id: number; chequeNumber: string; bank: string; amountCents: number; saleId: number | null };
  /** Who owes it: the sale's debtor details, else its customer, else the cheque's drawer. */
  customer: { name: string; phone: string | null; email?: string | null; address?: string | null };
  invoiceNumber: string | null;
  paymentTermsDays: number;
  note?: string;
  now: Date;
}

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/** Locks the debtor with this phone, or creates one (two bounces at once converge on one debtor). */
async function lockOrCreateDebtor(tx: Tx, c: BouncedChequeCharge, dueDate: Date) {
  const phone = blankToNull(c.customer.phone);
  const phoneNormalized = phone ? normalizePhone(phone) : null;
  const values = {
    businessId: c.businessId,
    name: c.customer.name.trim(),
    phone,
    phoneNormalized: phoneNormalized || null,
    email: blankToNull(c.customer.email),
    address: blankToNull(c.customer.address),
    dueDate,
  };
  if (!values.phoneNormalized) return { debtor: await repo.insertDebtor(tx, values), created: true };
  const found = await repo.lockDebtorByPhone(tx, c.businessId, values.phoneNormalized);
  if (found) return { debtor: found, created: false };
  const inserted = await repo.insertDebtorIfAbsent(tx, values);
  const debtor = inserted ?? (await repo.lockDebtorByPhone(tx, c.businessId, values.phoneNormalized));
  if (!debtor) throw new Error('debtor vanished while charging a bounced cheque');
  return { debtor, created: Boolean(inserted) };
}

/**
 * Charges the cheque's amount to its debtor and re-states the debtor's sales' payment statuses.
 * Due date as for a credit sale: while the debtor still owes, the earliest due date is kept.
 */
export async function chargeBouncedCheque(
  tx: Tx,
  c: BouncedChequeCharge,
): Promise<{ debtorId: number; name: string; balanceCents: number }> {
  const dueDate = computeDueDate(c.now, c.paymentTermsDays);
  const { debtor, created } = await lockOrCreateDebtor(tx, c, dueDate);
  if (!created) {
    const balanceBefore = await repo.debtorBalanceCents(tx, c.businessId, debtor.id);
    const keepOld = balanceBefore > 0 && debtor.dueDate && debtor.dueDate.getTime() <= dueDate.getTime();
    await repo.updateDebtor(tx, c.businessId, debtor.id, { dueDate: keepOld ? debtor.dueDate : dueDate });
  }
  const label = `Bounced cheque ${c.cheque.chequeNumber} (${c.cheque.bank})${c.invoiceNumber ? ` for ${c.invoiceNumber}` : ''}`;
  const entry = await repo.insertEntry(tx, {
    businessId: c.businessId,
    debtorId: debtor.id,
    kind: 'charge',
    amountCents: c.cheque.amountCents,
    saleId: c.cheque.saleId,
    chequeId: c.cheque.id,
    notes: c.note ? `${label}: ${c.note}` : label,
    entryDate: c.now,
    recordedBy: c.userId,
  });
  await syncSalePaymentStatuses(tx, c.businessId, debtor.id);
  const balanceCents = await repo.debtorBalanceCents(tx, c.businessId, debtor.id);
  await writeAudit(tx, {
    businessId: c.businessId,
    userId: c.userId,
    action: created ? 'debtor.create_from_cheque' : 'debtor.charge_cheque',
    entityType: 'debtor',
    entityId: debtor.id,
    after: { entryId: entry.id, chequeId: c.cheque.id, saleId: c.cheque.saleId, amountCents: c.cheque.amountCents, balanceCents },
  });
  return { debtorId: debtor.id, name: debtor.name, balanceCents };
}
