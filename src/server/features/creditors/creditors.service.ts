/**
 * Supplier credit reads (decision 0021): the creditors list with ageing and what
 * falls due this week, a supplier's ledger, and the cheques issued to suppliers. Every balance is
 * derived from the GRNs on credit, the payments allocated to them and the debit notes (goods returned).
 */
import type { CreditGrn, CreditorList, SupplierCheque, SupplierLedger } from '#shared/contracts/creditors';
import { DUE_SOON_DAYS } from '#shared/contracts/creditors';
import { addDays, ageDocuments } from '#shared/domain/ageing';
import { fromCents } from '#shared/domain/money';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { ageingView, creditDaysOf, paymentReference } from './creditors.mappers';
import * as repo from './creditors.repo';
import type { CreditGrnRow } from './creditors.repo';

/** The shop's calendar day now. */
export async function shopToday(db: Executor, businessId: number, now = new Date()): Promise<string> {
  const { timeZone } = await getBusinessSettings(db, businessId);
  return toZonedDateString(now, timeZone);
}

const outstandingOf = (g: CreditGrnRow) => Math.max(0, g.totalCents - g.paidCents);

function creditGrnView(g: CreditGrnRow, today: string): CreditGrn {
  const outstanding = outstandingOf(g);
  return {
    id: g.id,
    grnNumber: g.grnNumber,
    receivedDate: g.receivedDate,
    dueDate: g.dueDate,
    total: fromCents(g.totalCents),
    paid: fromCents(g.paidCents),
    outstanding: fromCents(outstanding),
    overdue: outstanding > 0 && g.dueDate < today,
  };
}

const ageingOf = (grns: CreditGrnRow[], asOf: string) =>
  ageDocuments(
    grns.map((g) => ({ date: g.receivedDate, dueDate: g.dueDate, amountCents: g.totalCents, allocatedCents: g.paidCents })),
    0,
    asOf,
  );

export async function listCreditors(db: Executor, businessId: number, now = new Date()): Promise<CreditorList> {
  const today = await shopToday(db, businessId, now);
  const soon = addDays(today, DUE_SOON_DAYS);
  const open = (await repo.creditGrns(db, businessId)).filter((g) => outstandingOf(g) > 0);
  const bySupplier = new Map<number, CreditGrnRow[]>();
  for (const g of open) bySupplier.set(g.supplierId, [...(bySupplier.get(g.supplierId) ?? []), g]);
  const suppliers = new Map((await repo.suppliersByIds(db, businessId, [...bySupplier.keys()])).map((s) => [s.id, s]));

  const total = ageingOf(open, today);
  let dueSoonCents = 0;
  const creditors = [...bySupplier.entries()].map(([supplierId, grns]) => {
    const s = suppliers.get(supplierId);
    const ageing = ageingOf(grns, today);
    const dueSoon = grns.filter((g) => g.dueDate <= soon).reduce((sum, g) => sum + outstandingOf(g), 0);
    dueSoonCents += dueSoon;
    return {
      supplierId,
      name: s?.name ?? '',
      phone: s?.phone ?? null,
      creditDays: creditDaysOf(s ?? { creditDays: null }),
      balance: fromCents(ageing.total),
      ageing: ageingView(ageing),
      nextDueDate: grns.map((g) => g.dueDate).sort()[0] ?? null,
      overdue: ageing.total > ageing.current,
      dueSoon: fromCents(dueSoon),
    };
  });
  creditors.sort((a, b) => (a.nextDueDate ?? '').localeCompare(b.nextDueDate ?? '') || a.name.localeCompare(b.name));
  return {
    asOf: today,
    creditors,
    totals: {
      balance: fromCents(total.total),
      overdue: fromCents(total.total - total.current),
      dueSoon: fromCents(dueSoonCents),
      ageing: ageingView(total),
    },
    dueSoon: open
      .filter((g) => g.dueDate <= soon)
      .map((g) => ({ ...creditGrnView(g, today), supplierId: g.supplierId, supplierName: suppliers.get(g.supplierId)?.name ?? '' })),
  };
}

/** Owed to suppliers, for the dashboard card: total, overdue and due within the week (cents). */
export async function creditorsSummaryCents(db: Executor, businessId: number, now = new Date()) {
  const today = await shopToday(db, businessId, now);
  const soon = addDays(today, DUE_SOON_DAYS);
  const open = (await repo.creditGrns(db, businessId)).filter((g) => outstandingOf(g) > 0);
  const ageing = ageingOf(open, today);
  return {
    totalCents: ageing.total,
    overdueCents: ageing.total - ageing.current,
    dueThisWeekCents: open.filter((g) => g.dueDate <= soon).reduce((s, g) => s + outstandingOf(g), 0),
  };
}

export async function supplierLedger(db: Executor, businessId: number, supplierId: number, now = new Date()): Promise<SupplierLedger> {
  const supplier = await repo.getSupplier(db, businessId, supplierId);
  if (!supplier) throw new AppError('SUPPLIER_NOT_FOUND');
  const today = await shopToday(db, businessId, now);
  const grns = await repo.creditGrns(db, businessId, { supplierId });
  const payments = await repo.paymentsOf(db, businessId, supplierId);
  // Debit notes (goods returned) lower what is owed, on credit or not: past zero, the supplier owes the shop.
  const debitNotes = await repo.debitNotesOf(db, businessId, supplierId);
  const rows = [
    ...grns.map((g) => ({
      date: g.receivedDate,
      order: 0,
      id: g.id,
      kind: 'grn' as const,
      reference: g.grnNumber,
      method: null,
      debit: g.grossCents,
      credit: 0,
      dueDate: g.dueDate,
    })),
    ...payments.map((p) => ({
      date: p.paidOn,
      order: 1,
      id: p.id,
      kind: 'payment' as const,
      reference: paymentReference(p),
      method: p.method,
      debit: 0,
      credit: p.amountCents,
      dueDate: null,
    })),
    ...debitNotes.map((d) => ({
      date: d.date,
      order: 2,
      id: d.id,
      kind: 'debit_note' as const,
      reference: d.number,
      method: null,
      debit: 0,
      credit: d.totalCents,
      dueDate: null,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.id - b.id);
  let balance = 0;
  const entries = rows.map(({ order: _order, ...r }) => {
    balance += r.debit - r.credit;
    return { ...r, debit: fromCents(r.debit), credit: fromCents(r.credit), balance: fromCents(balance) };
  });
  const ageing = ageingOf(grns, today);
  return {
    supplier: { id: supplier.id, name: supplier.name, phone: supplier.phone, creditDays: creditDaysOf(supplier) },
    balance: fromCents(balance),
    ageing: ageingView(ageing),
    entries,
    openGrns: grns.filter((g) => outstandingOf(g) > 0).map((g) => creditGrnView(g, today)),
  };
}

/** Cheques issued to suppliers: those still to be presented (dated today or later) first, soonest first; then the rest, latest first. */
export async function supplierCheques(db: Executor, businessId: number, now = new Date()): Promise<{ cheques: SupplierCheque[] }> {
  const today = await shopToday(db, businessId, now);
  const cheques = (await repo.issuedCheques(db, businessId)).map(({ payment: p, supplierName }) => ({
    paymentId: p.id,
    supplierId: p.supplierId,
    supplierName,
    chequeNumber: p.chequeNumber ?? '',
    bank: p.chequeBank ?? '',
    chequeDate: p.chequeDate ?? p.paidOn,
    amount: fromCents(p.amountCents),
    paidOn: p.paidOn,
    upcoming: (p.chequeDate ?? p.paidOn) >= today,
  }));
  const upcoming = cheques.filter((c) => c.upcoming);
  const past = cheques.filter((c) => !c.upcoming).reverse();
  return { cheques: [...upcoming, ...past] };
}
