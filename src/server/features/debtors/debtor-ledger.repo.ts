import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { businessRow } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import { cheques, debtorEntries, saleReturns, sales } from '#server/db/schema';

/** A charge on a debtor's ledger with its sale's invoice number (null for a manual debt). */
export type ChargeRow = {
  entryId: number;
  saleId: number | null;
  invoiceNumber: string | null;
  amountCents: number;
  /** The sale's whole total: more than amountCents when only part of it is on credit (a split sale). */
  saleTotalCents: number | null;
  entryDate: Date;
  notes: string | null;
  /** The bounced cheque this charge put back on the debt. */
  chequeId: number | null;
  chequeNumber: string | null;
  chequeBank: string | null;
};

/** An entry with what it names: its sale (invoice, whole total), its return's credit note, its cheque. */
const ledgerEntryFields = {
  entryId: debtorEntries.id,
  kind: debtorEntries.kind,
  saleId: debtorEntries.saleId,
  invoiceNumber: sales.invoiceNumber,
  amountCents: debtorEntries.amountCents,
  saleTotalCents: sales.totalCents,
  entryDate: debtorEntries.entryDate,
  notes: debtorEntries.notes,
  creditNoteNumber: saleReturns.creditNoteNumber,
  chequeId: debtorEntries.chequeId,
  chequeNumber: cheques.chequeNumber,
  chequeBank: cheques.bank,
};

/** The debtor's ledger entries (only its charges with `kind`), oldest first. */
export function listLedgerEntries(db: Executor, businessId: number, debtorId: number, kind?: 'charge') {
  return db
    .select(ledgerEntryFields)
    .from(debtorEntries)
    .leftJoin(sales, businessRow(sales, debtorEntries.businessId, debtorEntries.saleId))
    .leftJoin(saleReturns, businessRow(saleReturns, debtorEntries.businessId, debtorEntries.returnId))
    .leftJoin(cheques, businessRow(cheques, debtorEntries.businessId, debtorEntries.chequeId))
    .where(and(eq(debtorEntries.businessId, businessId), eq(debtorEntries.debtorId, debtorId), kind && eq(debtorEntries.kind, kind)))
    .orderBy(asc(debtorEntries.entryDate), asc(debtorEntries.id));
}
export type LedgerEntryRow = Awaited<ReturnType<typeof listLedgerEntries>>[number];

/** The debtor's charges, oldest first (the order payments are allocated in). */
export function listChargesOldestFirst(db: Executor, businessId: number, debtorId: number): Promise<ChargeRow[]> {
  return listLedgerEntries(db, businessId, debtorId, 'charge');
}

/** What the debtor has settled: payments and write-downs (cents). */
export async function settledCents(db: Executor, businessId: number, debtorId: number): Promise<number> {
  const [row] = await db
    .select({ settled: sql<number>`coalesce(sum(${debtorEntries.amountCents}), 0)`.mapWith(Number) })
    .from(debtorEntries)
    .where(
      and(
        eq(debtorEntries.businessId, businessId),
        eq(debtorEntries.debtorId, debtorId),
        inArray(debtorEntries.kind, ['payment', 'credit']),
      ),
    );
  return row?.settled ?? 0;
}

/** The sales' payment statuses as stored now, by sale id. */
export async function salePaymentStatuses(db: Executor, businessId: number, saleIds: number[]): Promise<Map<number, string>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sales.id, status: sales.paymentStatus })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), inArray(sales.id, saleIds)));
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function setSalePaymentStatus(db: Executor, businessId: number, saleId: number, status: 'pending' | 'partial' | 'paid') {
  await db
    .update(sales)
    .set({ paymentStatus: status })
    .where(and(eq(sales.businessId, businessId), eq(sales.id, saleId)));
}

/** The debtor's credits (returns, voids, adjustments), newest first, with the return's credit note and sale invoice. */
export async function listCredits(db: Executor, businessId: number, debtorId: number) {
  return db
    .select({
      id: debtorEntries.id,
      amountCents: debtorEntries.amountCents,
      entryDate: debtorEntries.entryDate,
      notes: debtorEntries.notes,
      returnId: debtorEntries.returnId,
      kind: saleReturns.kind,
      creditNoteNumber: saleReturns.creditNoteNumber,
      invoiceNumber: sales.invoiceNumber,
    })
    .from(debtorEntries)
    .leftJoin(saleReturns, businessRow(saleReturns, debtorEntries.businessId, debtorEntries.returnId))
    .leftJoin(sales, businessRow(sales, saleReturns.businessId, saleReturns.saleId))
    .where(and(eq(debtorEntries.businessId, businessId), eq(debtorEntries.debtorId, debtorId), eq(debtorEntries.kind, 'credit')))
    .orderBy(desc(debtorEntries.entryDate), desc(debtorEntries.id));
}
