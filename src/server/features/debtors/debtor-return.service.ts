/**
 * A return's or void's `credit` refund off the debt of the sale it returns: called by the
 * returns feature inside the return's transaction. The debtor is the one the sale charged.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { debtorEntries } from '#server/db/schema';
import { writeAudit } from '#server/kernel/audit';
import { syncSalePaymentStatuses } from './debtor-ledger.service';
import * as repo from './debtors.repo';

/**
 * The debtor a sale's credit part charged, locked (every ledger write on a debtor is serialised on
 * its row), and what it owes now: a credit refund may take off at most that. Undefined when the
 * sale charged no debtor.
 */
export async function lockSaleDebt(
  tx: Tx,
  businessId: number,
  saleId: number,
): Promise<{ debtorId: number; balanceCents: number } | undefined> {
  const [charge] = await tx
    .select({ debtorId: debtorEntries.debtorId })
    .from(debtorEntries)
    .where(
      and(
        eq(debtorEntries.businessId, businessId),
        eq(debtorEntries.saleId, saleId),
        eq(debtorEntries.kind, 'charge'),
        isNull(debtorEntries.chequeId),
      ),
    )
    .limit(1);
  if (!charge) return undefined;
  const debtor = await repo.lockDebtor(tx, businessId, charge.debtorId);
  if (!debtor) return undefined;
  return { debtorId: debtor.id, balanceCents: await repo.debtorBalanceCents(tx, businessId, debtor.id) };
}

export interface ReturnCreditInput {
  businessId: number;
  userId: string;
  debtorId: number;
  saleId: number;
  returnId: number;
  amountCents: number;
  /** e.g. "Return CN-000001 of INV-000123" or "Void of INV-000123". */
  notes: string;
  entryDate: Date;
}

/**
 * A 'credit' entry off the debtor (with the sale and the return), then the debtor's sales' payment
 * statuses follow. The caller checked the amount against the balance (never below zero).
 */
export async function creditReturnToDebtor(tx: Tx, input: ReturnCreditInput): Promise<void> {
  const entry = await repo.insertEntry(tx, {
    businessId: input.businessId,
    debtorId: input.debtorId,
    kind: 'credit',
    amountCents: input.amountCents,
    saleId: input.saleId,
    returnId: input.returnId,
    notes: input.notes,
    entryDate: input.entryDate,
    recordedBy: input.userId,
  });
  await syncSalePaymentStatuses(tx, input.businessId, input.debtorId);
  await writeAudit(tx, {
    businessId: input.businessId,
    userId: input.userId,
    action: 'debtor.credit_return',
    entityType: 'debtor',
    entityId: input.debtorId,
    after: { entryId: entry.id, saleId: input.saleId, returnId: input.returnId, amountCents: input.amountCents },
  });
}
