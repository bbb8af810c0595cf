/**
 * The Debtors screen: the list, the figures above it, a debtor's page (its charges with what is
 * paid on each, its payments, and the returns and adjustments that took debt off). Reads only; the writes are debtor-edits, debtor-payments and
 * debtor-credit-sale.
 */
import type { Debtor, DebtorCredit, DebtorLedger, DebtorPayment, DebtorStats } from '#shared/contracts/debtors';
import { computeDebtorStats } from '#shared/domain/debtor-stats';
import { getDebtorStatus } from '#shared/domain/debtor-status';
import { fromCents, toCents } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { listCredits } from './debtor-ledger.repo';
import { listDebtorInvoices } from './debtor-ledger.service';
import * as repo from './debtors.repo';

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
    creditLimit: row.creditLimitCents == null ? null : fromCents(row.creditLimitCents),
    createdAt: row.createdAt.toISOString(),
  };
}

export function paymentView(row: repo.DebtorEntryRow): DebtorPayment {
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
/** The debtor as listed; another business's (or a removed) debtor: 404. */
export async function requireDebtor(db: Executor, businessId: number, id: number, now: Date): Promise<Debtor> {
  const row = await repo.getDebtorWithSums(db, businessId, id);
  if (!row) throw new AppError('DEBTOR_NOT_FOUND');
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
export async function listPayments(db: Executor, businessId: number, id: number): Promise<DebtorPayment[]> {
  const row = await repo.getDebtorWithSums(db, businessId, id);
  if (!row) throw new AppError('DEBTOR_NOT_FOUND');
  const entries = await repo.listEntries(db, businessId, id, 'payment');
  return entries.map(paymentView);
}

/** Σ outstanding balances of the business's active debtors (cents): the dashboard's pending collections. */
export function getTotalOutstandingCents(db: Executor, businessId: number): Promise<number> {
  return repo.totalOutstandingCents(db, businessId);
}

/** The debtor's page: its details, its charges (credit sales and manual debts) with what is paid on each, its payments. */
export async function getDebtorLedger(db: Executor, businessId: number, id: number, now = new Date()): Promise<DebtorLedger> {
  const debtor = await requireDebtor(db, businessId, id, now);
  const [invoices, payments] = [await listDebtorInvoices(db, businessId, id), await listPayments(db, businessId, id)];
  const credits: DebtorCredit[] = (await listCredits(db, businessId, id)).map((c) => ({
    id: c.id,
    amount: fromCents(c.amountCents),
    date: c.entryDate.toISOString(),
    notes: c.notes,
    returnId: c.returnId,
    kind: c.kind,
    creditNoteNumber: c.creditNoteNumber,
    invoiceNumber: c.invoiceNumber,
  }));
  return { debtor, invoices, payments, credits };
}
