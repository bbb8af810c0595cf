import type {
  CreateDebtorInput,
  Debtor,
  DebtorLedger,
  DebtorPayment,
  DebtorStats,
  PaymentInput,
  UpdateDebtorInput,
} from '../../../shared/contracts/debtors';
import { computeDebtorStats } from '../../../shared/domain/debtor-stats';
import { getDebtorStatus, validatePayment } from '../../../shared/domain/debtor-status';
import { fromCents, toCents } from '../../../shared/domain/money';
import { normalizePhone } from '../../../shared/domain/phone';
import { endOfZonedDay, parseDateOnly, toZonedDateString, zonedMidnight } from '../../../shared/domain/time-zone';
import type { Database, Executor, Tx } from '../../db/client';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.service';
import { getBusinessSettings } from '../settings/settings.service';
import { listDebtorInvoices, syncSalePaymentStatuses } from './debtor-ledger.service';
import * as repo from './debtors.repo';

export interface CreditSaleInput {
  businessId: number;
  userId: string;
  saleId: number;
  invoiceNumber: string;
  amountCents: number;
  saleDate: Date;
  dueDate: Date;
  customer: { name: string; phone: string; email?: string | null; address?: string | null };
}

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/**
 * Called by the sales service inside the sale's transaction for a credit sale.
 *
 * Finds the business's debtor by normalised phone (0771234567 = +94 77 123 4567), or creates it
 * (unique (business_id, phone_normalized) makes two simultaneous first sales converge on one
 * debtor), locks the debtor row, and writes a charge entry referencing the sale.
 *
 * Due date rule: while the debtor still owes money, the EARLIEST unpaid due date is kept (an old
 * debt does not get more time because the customer bought again); when the debtor was settled
 * (balance 0) or had no due date, the new sale's due date applies.
 * Name / e-mail / address of an existing debtor are not overwritten, except that missing e-mail
 * or address are filled in from the sale.
 */
export async function addCreditSaleToDebtor(tx: Tx, input: CreditSaleInput): Promise<{ debtorId: number }> {
  const name = input.customer.name.trim();
  const phone = input.customer.phone.trim();
  const phoneNormalized = normalizePhone(phone);
  if (!name || !phoneNormalized) throw badRequest('Name and phone number are required for credit sales');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw badRequest('A credit sale must have a positive total');
  }

  let debtor = await repo.lockDebtorByPhone(tx, input.businessId, phoneNormalized);
  let created = false;
  if (!debtor) {
    const inserted = await repo.insertDebtorIfAbsent(tx, {
      businessId: input.businessId,
      name,
      phone,
      phoneNormalized,
      email: blankToNull(input.customer.email),
      address: blankToNull(input.customer.address),
      dueDate: input.dueDate,
    });
    created = Boolean(inserted);
    // Someone else inserted the same phone a moment ago: lock theirs.
    debtor = inserted ?? (await repo.lockDebtorByPhone(tx, input.businessId, phoneNormalized));
    if (!debtor) throw new Error('debtor vanished while adding a credit sale');
  }
  if (!debtor.isActive) throw new Error('inactive debtors have no phone key');

  if (!created) {
    const balanceBefore = await repo.debtorBalanceCents(tx, input.businessId, debtor.id);
    const keepOld = balanceBefore > 0 && debtor.dueDate && debtor.dueDate.getTime() <= input.dueDate.getTime();
    await repo.updateDebtor(tx, input.businessId, debtor.id, {
      dueDate: keepOld ? debtor.dueDate : input.dueDate,
      email: debtor.email ?? blankToNull(input.customer.email),
      address: debtor.address ?? blankToNull(input.customer.address),
    });
  }

  const entry = await repo.insertEntry(tx, {
    businessId: input.businessId,
    debtorId: debtor.id,
    kind: 'charge',
    amountCents: input.amountCents,
    saleId: input.saleId,
    notes: `Credit sale ${input.invoiceNumber}`,
    entryDate: input.saleDate,
    recordedBy: input.userId,
  });
  await writeAudit(tx, {
    businessId: input.businessId,
    userId: input.userId,
    action: created ? 'debtor.create_from_sale' : 'debtor.charge_sale',
    entityType: 'debtor',
    entityId: debtor.id,
    after: { entryId: entry.id, saleId: input.saleId, invoiceNumber: input.invoiceNumber, amountCents: input.amountCents },
  });
  return { debtorId: debtor.id };
}

// ---------------------------------------------------------------------------------------------
// The Debtors screen
// ---------------------------------------------------------------------------------------------

function toView(row: repo.DebtorWithSums, now: Date): Debtor {
  const totalDebtCents = row.chargedCents - row.creditedCents;
  const remainingCents = totalDebtCents - row.paidCents;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    totalDebt: fromCents(totalDebtCents),
    paidAmount: fromCents(row.paidCents),
    remainingAmount: fromCents(remainingCents),
    dueDate: row.dueDate ? row.dueDate.toISOString() : null,
    status: getDebtorStatus({ balanceCents: remainingCents, dueDate: row.dueDate, createdAt: row.createdAt, now }),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

function paymentView(row: repo.DebtorEntryRow): DebtorPayment {
  return {
    id: row.id,
    debtorId: row.debtorId,
    amount: fromCents(row.amountCents),
    paymentMethod: row.paymentMethod,
    paymentDate: row.entryDate.toISOString(),
    notes: row.notes,
    recordedBy: row.recordedBy,
  };
}

/** A date-only due date is the end of that local day; a full date-time is taken as it is. */
function dueDateFrom(value: string, timeZone: string): Date {
  if (value.length === 10) {
    const d = endOfZonedDay(value, timeZone);
    if (!d) throw badRequest('Please enter a valid due date', { dueDate: ['Please enter a valid due date'] });
    return d;
  }
  return new Date(value);
}

/** A payment dated today is stamped now; an earlier (or later) day at local noon. */
function paymentDateFrom(value: string, timeZone: string, now: Date): Date {
  if (value.length !== 10) return new Date(value);
  if (value === toZonedDateString(now, timeZone)) return now;
  const d = parseDateOnly(value);
  if (!d) throw badRequest('Payment date is required', { paymentDate: ['Payment date is required'] });
  return new Date(zonedMidnight(d.year, d.month, d.day, timeZone).getTime() + 12 * 3_600_000);
}

function phoneConflict(err: unknown): never {
  if (isUniqueViolation(err, 'debtors_business_phone_key')) {
    throw new AppError('CONFLICT', 409, 'A debtor with this phone number already exists', {
      phone: ['A debtor with this phone number already exists'],
    });
  }
  throw err;
}

async function requireDebtor(db: Executor, businessId: number, id: number, now: Date): Promise<Debtor> {
  const row = await repo.getDebtorWithSums(db, businessId, id);
  if (!row) throw notFound('Debtor');
  return toView(row, now);
}

export async function listDebtors(db: Executor, businessId: number, now = new Date()): Promise<Debtor[]> {
  const rows = await repo.listDebtorsWithSums(db, businessId);
  return rows.map((r) => toView(r, now));
}

export async function getDebtorStats(db: Executor, businessId: number, now = new Date()): Promise<DebtorStats> {
  const views = await listDebtors(db, businessId, now);
  const s = computeDebtorStats(views.map((d) => ({ balanceCents: toCents(d.remainingAmount), status: d.status })));
  return {
    totalDebtors: s.totalDebtors,
    totalDebt: fromCents(s.totalDebtCents),
    overdueDebt: fromCents(s.overdueDebtCents),
    averageDebt: fromCents(s.averageDebtCents),
  };
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
      if (!locked) throw notFound('Debtor');
      const before = await repo.getDebtorWithSums(tx, t.businessId, id);
      if (!before) throw notFound('Debtor');
      const changes: Parameters<typeof repo.updateDebtor>[3] = { name: input.name };
      if (input.phone !== undefined) {
        changes.phone = input.phone;
        changes.phoneNormalized = normalizePhone(input.phone);
      }
      if (input.email !== undefined) changes.email = input.email;
      if (input.address !== undefined) changes.address = input.address;
      if (input.notes !== undefined) changes.notes = input.notes;
      if (input.dueDate !== undefined) changes.dueDate = input.dueDate ? dueDateFrom(input.dueDate, timeZone) : null;
      const after = await repo.updateDebtor(tx, t.businessId, id, changes);

      let adjustmentCents = 0;
      if (input.totalDebt != null) {
        const currentTotal = before.chargedCents - before.creditedCents;
        const wanted = toCents(input.totalDebt);
        if (wanted < before.paidCents) {
          throw badRequest('Total debt cannot be less than the amount already paid', {
            totalDebt: ['Total debt cannot be less than the amount already paid'],
          });
        }
        adjustmentCents = wanted - currentTotal;
        if (adjustmentCents !== 0) {
          await repo.insertEntry(tx, {
            businessId: t.businessId,
            debtorId: id,
            kind: adjustmentCents > 0 ? 'charge' : 'credit',
            amountCents: Math.abs(adjustmentCents),
            notes: 'Debt adjusted',
            entryDate: now,
            recordedBy: t.userId,
          });
          await syncSalePaymentStatuses(tx, t.businessId, id);
        }
      }
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
 * Removes the debtor from the list. The row and its ledger are kept for the record (is_active
 * false, the phone key released so a new debtor may use the number). A debtor who still owes
 * money is only removed with confirm=true (the screen asks first); both cases are audited.
 */
export async function deleteDebtor(db: Database, t: { businessId: number; userId: string }, id: number, confirm: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await repo.lockDebtor(tx, t.businessId, id);
    if (!locked) throw notFound('Debtor');
    const balance = await repo.debtorBalanceCents(tx, t.businessId, id);
    if (balance > 0 && !confirm) {
      throw new AppError('CONFLICT', 409, 'This debtor still owes money. Confirm to delete.');
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
    if (!locked) throw notFound('Debtor');
    const balance = await repo.debtorBalanceCents(tx, t.businessId, id);
    const amountCents = toCents(input.amount);
    const problem = validatePayment(balance, amountCents);
    if (problem === 'AMOUNT_NOT_POSITIVE') throw badRequest('Amount must be greater than 0', { amount: ['Amount must be greater than 0'] });
    if (problem === 'AMOUNT_EXCEEDS_BALANCE') {
      throw badRequest('Amount cannot exceed outstanding debt', { amount: ['Amount cannot exceed outstanding debt'] });
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

export async function listPayments(db: Executor, businessId: number, id: number): Promise<DebtorPayment[]> {
  const row = await repo.getDebtorWithSums(db, businessId, id);
  if (!row) throw notFound('Debtor');
  const entries = await repo.listEntries(db, businessId, id, 'payment');
  return entries.map(paymentView);
}

/** The debtor's page: its details, its charges (credit sales and manual debts) with what is paid on each, its payments. */
export async function getDebtorLedger(db: Executor, businessId: number, id: number, now = new Date()): Promise<DebtorLedger> {
  const debtor = await requireDebtor(db, businessId, id, now);
  const [invoices, payments] = [await listDebtorInvoices(db, businessId, id), await listPayments(db, businessId, id)];
  return { debtor, invoices, payments };
}
