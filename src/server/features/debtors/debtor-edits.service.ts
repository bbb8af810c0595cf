/**
 * The owner's edits of a debtor: add one with an opening balance, change its details or its total
 * (as ledger entries, never an overwrite), remove it from the list. Each is audited.
 */
import type { CreateDebtorInput, Debtor, UpdateDebtorInput } from '#shared/contracts/debtors';
import { toCents } from '#shared/domain/money';
import { normalizePhone } from '#shared/domain/phone';
import { endOfZonedDay } from '#shared/domain/time-zone';
import type { Database, Tx } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { syncSalePaymentStatuses } from './debtor-ledger.service';
import * as repo from './debtors.repo';
import { requireDebtor } from './debtors.service';

/** A date-only due date is the end of that local day; a full date-time is taken as it is. */
function dueDateFrom(value: string, timeZone: string): Date {
  if (value.length === 10) {
    const d = endOfZonedDay(value, timeZone);
    if (!d) throw new AppError('ENTER_VALID_DUE_DATE', { field: 'dueDate' });
    return d;
  }
  return new Date(value);
}

/** The credit limit in cents; none given (empty or null): no limit. */
const limitCents = (limit: number | null | undefined) => (limit == null ? null : toCents(limit));

function phoneConflict(err: unknown): never {
  if (isUniqueViolation(err, 'debtors_business_phone_key')) {
    throw new AppError('DEBTOR_PHONE_TAKEN', { field: 'phone' });
  }
  throw err;
}

export async function createDebtor(db: Database, t: { businessId: number; userId: string }, input: CreateDebtorInput): Promise<Debtor> {
  const now = new Date();
  const { timeZone } = await getBusinessSettings(db, t.businessId);
  const id = await db
    .transaction(async (tx) => {
      const debtor = await repo.insertDebtor(tx, {
        businessId: t.businessId,
        name: input.name,
        phone: input.phone ?? null,
        phoneNormalized: normalizePhone(input.phone),
        email: input.email ?? null,
        address: input.address ?? null,
        notes: input.notes ?? null,
        dueDate: input.dueDate ? dueDateFrom(input.dueDate, timeZone) : null,
        creditLimitCents: limitCents(input.creditLimit),
      });
      // The opening balance is a "manual debt" charge: the balance stays Σ entries.
      await repo.insertEntry(tx, {
        businessId: t.businessId,
        debtorId: debtor.id,
        kind: 'charge',
        amountCents: toCents(input.totalDebt),
        notes: 'Manual debt',
        entryDate: now,
        recordedBy: t.userId,
      });
      await writeAudit(tx, {
        businessId: t.businessId,
        userId: t.userId,
        action: 'debtor.create',
        entityType: 'debtor',
        entityId: debtor.id,
        after: { ...debtor, totalDebtCents: toCents(input.totalDebt) },
      });
      return debtor.id;
    })
    .catch(phoneConflict);
  return requireDebtor(db, t.businessId, id, now);
}

/**
 * Edits the debtor's details. A different totalDebt does not overwrite anything: an increase is
 * recorded as a charge entry ('Debt adjusted'), a decrease as a 'credit' entry (a write-down, not
 * money received, so paidAmount is unchanged). The total may not go below what has been paid.
 */
export async function updateDebtor(
  db: Database,
  t: { businessId: number; userId: string },
  id: number,
  input: UpdateDebtorInput,
): Promise<Debtor> {
  const now = new Date();
  const { timeZone } = await getBusinessSettings(db, t.businessId);
  await db
    .transaction(async (tx) => {
      const locked = await repo.lockDebtor(tx, t.businessId, id);
      if (!locked) throw new AppError('DEBTOR_NOT_FOUND');
      const before = await repo.getDebtorWithSums(tx, t.businessId, id);
      if (!before) throw new AppError('DEBTOR_NOT_FOUND');
      const changes: Parameters<typeof repo.updateDebtor>[3] = { name: input.name };
      if (input.phone !== undefined) {
        changes.phone = input.phone;
        changes.phoneNormalized = normalizePhone(input.phone);
      }
      if (input.email !== undefined) changes.email = input.email;
      if (input.address !== undefined) changes.address = input.address;
      if (input.notes !== undefined) changes.notes = input.notes;
      if (input.dueDate !== undefined) changes.dueDate = input.dueDate ? dueDateFrom(input.dueDate, timeZone) : null;
      // Absent: unchanged; empty or null: no limit any more.
      if (input.creditLimit !== undefined) changes.creditLimitCents = limitCents(input.creditLimit);
      const after = await repo.updateDebtor(tx, t.businessId, id, changes);

      const adjustmentCents = input.totalDebt == null ? 0 : await adjustTotalDebt(tx, t, before, toCents(input.totalDebt), now);
      await writeAudit(tx, {
        businessId: t.businessId,
        userId: t.userId,
        action: 'debtor.update',
        entityType: 'debtor',
        entityId: id,
        before: locked,
        after: { ...after, adjustmentCents },
      });
    })
    .catch(phoneConflict);
  return requireDebtor(db, t.businessId, id, now);
}

/**
 * A new total as a ledger entry: an increase is a charge ('Debt adjusted'), a decrease a credit (a
 * write-down, not money received). Not below what was paid (400). Answers the adjustment.
 */
async function adjustTotalDebt(
  tx: Tx,
  t: { businessId: number; userId: string },
  before: repo.DebtorWithSums,
  wantedCents: number,
  now: Date,
): Promise<number> {
  if (wantedCents < before.paidCents) {
    throw new AppError('DEBT_BELOW_PAID', { field: 'totalDebt' });
  }
  const adjustmentCents = wantedCents - (before.chargedCents - before.creditedCents);
  if (adjustmentCents === 0) return 0;
  await repo.insertEntry(tx, {
    businessId: t.businessId,
    debtorId: before.id,
    kind: adjustmentCents > 0 ? 'charge' : 'credit',
    amountCents: Math.abs(adjustmentCents),
    notes: 'Debt adjusted',
    entryDate: now,
    recordedBy: t.userId,
  });
  await syncSalePaymentStatuses(tx, t.businessId, before.id);
  return adjustmentCents;
}

/**
 * Removes the debtor from the list. The row and its ledger are kept for the record (is_active
 * false, the phone key released so a new debtor may use the number). A debtor who still owes
 * money is only removed with confirm=true (the screen asks first); both cases are audited.
 */
export async function deleteDebtor(db: Database, t: { businessId: number; userId: string }, id: number, confirm: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await repo.lockDebtor(tx, t.businessId, id);
    if (!locked) throw new AppError('DEBTOR_NOT_FOUND');
    const balance = await repo.debtorBalanceCents(tx, t.businessId, id);
    if (balance > 0 && !confirm) {
      throw new AppError('DEBTOR_STILL_OWES');
    }
    await repo.updateDebtor(tx, t.businessId, id, { isActive: false, phoneNormalized: null });
    await writeAudit(tx, {
      businessId: t.businessId,
      userId: t.userId,
      action: balance > 0 ? 'debtor.delete_with_balance' : 'debtor.delete',
      entityType: 'debtor',
      entityId: id,
      before: { ...locked, balanceCents: balance },
    });
  });
}
