/**
 * Reads and writes of supplier credit (decision 0021). A GRN reaches its supplier
 * through its purchase order; a supplier's balance is derived: Σ its GRNs on credit − Σ its
 * payments (every payment is allocated in full to its GRNs on credit).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import {
  goodsReceivedNotes,
  purchaseOrders,
  supplierDebitNotes,
  supplierPaymentAllocations,
  supplierPayments,
  suppliers,
} from '#server/db/schema';

export type SupplierPaymentRow = typeof supplierPayments.$inferSelect;

export interface CreditGrnRow {
  id: number;
  supplierId: number;
  grnNumber: string;
  receivedDate: string;
  dueDate: string;
  /** What is owed on the GRN: its total less its debit notes' subtotals (goods returned to the supplier). */
  totalCents: number;
  /** The GRN's own total, before debit notes. */
  grossCents: number;
  paidCents: number;
}

const paidOf = (asOf?: string) =>
  sql<number>`coalesce((
    select sum(${supplierPaymentAllocations.amountCents}) from ${supplierPaymentAllocations}
    join ${supplierPayments} on ${supplierPayments.businessId} = ${supplierPaymentAllocations.businessId}
      and ${supplierPayments.id} = ${supplierPaymentAllocations.paymentId}
    where ${supplierPaymentAllocations.businessId} = ${goodsReceivedNotes.businessId}
      and ${supplierPaymentAllocations.grnId} = ${goodsReceivedNotes.id}
      ${asOf ? sql`and ${supplierPayments.paidOn} <= ${asOf}` : sql``}), 0)`.mapWith(Number);

const returnedOf = (asOf?: string) =>
  sql<number>`coalesce((
    select sum(${supplierDebitNotes.subtotalCents}) from ${supplierDebitNotes}
    where ${supplierDebitNotes.businessId} = ${goodsReceivedNotes.businessId}
      and ${supplierDebitNotes.grnId} = ${goodsReceivedNotes.id}
      ${asOf ? sql`and ${supplierDebitNotes.debitDate} <= ${asOf}` : sql``}), 0)`.mapWith(Number);

/**
 * The GRNs on credit (of one supplier, or all), each with what its payments allocated to it (only
 * payments made on or before `asOf` when given, and only GRNs received by then), its total net of
 * its debit notes (those dated by `asOf`). Oldest due first.
 */
export async function creditGrns(
  db: Executor,
  businessId: number,
  opts: { supplierId?: number; asOf?: string; forUpdate?: boolean } = {},
): Promise<CreditGrnRow[]> {
  const base = db
    .select({
      id: goodsReceivedNotes.id,
      supplierId: purchaseOrders.supplierId,
      grnNumber: goodsReceivedNotes.grnNumber,
      receivedDate: goodsReceivedNotes.receivedDate,
      dueDate: sql<string>`${goodsReceivedNotes.dueDate}`,
      totalCents: goodsReceivedNotes.totalCents,
      returnedCents: returnedOf(opts.asOf),
      paidCents: paidOf(opts.asOf),
    })
    .from(goodsReceivedNotes)
    .innerJoin(
      purchaseOrders,
      and(eq(purchaseOrders.businessId, goodsReceivedNotes.businessId), eq(purchaseOrders.id, goodsReceivedNotes.purchaseOrderId)),
    )
    .where(
      and(
        eq(goodsReceivedNotes.businessId, businessId),
        eq(goodsReceivedNotes.onCredit, true),
        opts.supplierId !== undefined ? eq(purchaseOrders.supplierId, opts.supplierId) : undefined,
        opts.asOf ? lte(goodsReceivedNotes.receivedDate, opts.asOf) : undefined,
      ),
    )
    .orderBy(asc(goodsReceivedNotes.dueDate), asc(goodsReceivedNotes.receivedDate), asc(goodsReceivedNotes.id));
  const rows = opts.forUpdate ? await base.for('update', { of: goodsReceivedNotes }) : await base;
  return rows.map(({ returnedCents, ...r }) => ({
    ...r,
    totalCents: Number(r.totalCents) - Number(returnedCents),
    grossCents: Number(r.totalCents),
    paidCents: Number(r.paidCents),
  }));
}

/** Σ allocated to one GRN (all payments). */
export async function paidOnGrn(db: Executor, businessId: number, grnId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${supplierPaymentAllocations.amountCents}), 0)`.mapWith(Number) })
    .from(supplierPaymentAllocations)
    .where(and(eq(supplierPaymentAllocations.businessId, businessId), eq(supplierPaymentAllocations.grnId, grnId)));
  return row?.n ?? 0;
}

export async function getSupplier(db: Executor, businessId: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const base = db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.businessId, businessId), eq(suppliers.id, id)))
    .limit(1);
  const rows = opts.forUpdate ? await base.for('update') : await base;
  return rows[0];
}

export function suppliersByIds(db: Executor, businessId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.businessId, businessId), inArray(suppliers.id, ids)));
}

/** A supplier's payments (all, or those made on or before `asOf`), oldest first. */
export function paymentsOf(db: Executor, businessId: number, supplierId: number, asOf?: string): Promise<SupplierPaymentRow[]> {
  return db
    .select()
    .from(supplierPayments)
    .where(
      and(
        eq(supplierPayments.businessId, businessId),
        eq(supplierPayments.supplierId, supplierId),
        asOf ? lte(supplierPayments.paidOn, asOf) : undefined,
      ),
    )
    .orderBy(asc(supplierPayments.paidOn), asc(supplierPayments.id));
}

export function allocationsOf(db: Executor, businessId: number, paymentIds: number[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      paymentId: supplierPaymentAllocations.paymentId,
      grnId: supplierPaymentAllocations.grnId,
      grnNumber: goodsReceivedNotes.grnNumber,
      receivedDate: goodsReceivedNotes.receivedDate,
      amountCents: supplierPaymentAllocations.amountCents,
    })
    .from(supplierPaymentAllocations)
    .innerJoin(
      goodsReceivedNotes,
      and(
        eq(goodsReceivedNotes.businessId, supplierPaymentAllocations.businessId),
        eq(goodsReceivedNotes.id, supplierPaymentAllocations.grnId),
      ),
    )
    .where(and(eq(supplierPaymentAllocations.businessId, businessId), inArray(supplierPaymentAllocations.paymentId, paymentIds)))
    .orderBy(asc(supplierPaymentAllocations.paymentId), asc(supplierPaymentAllocations.id));
}

export async function paymentByKey(db: Executor, businessId: number, key: string) {
  const [row] = await db
    .select()
    .from(supplierPayments)
    .where(and(eq(supplierPayments.businessId, businessId), eq(supplierPayments.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function insertPayment(db: Executor, values: typeof supplierPayments.$inferInsert): Promise<SupplierPaymentRow> {
  const [row] = await db.insert(supplierPayments).values(values).returning();
  return row;
}

export async function insertAllocations(db: Executor, rows: (typeof supplierPaymentAllocations.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(supplierPaymentAllocations).values(rows);
}

/** Issued cheques with their suppliers, by cheque date. */
export function issuedCheques(db: Executor, businessId: number) {
  return db
    .select({ payment: supplierPayments, supplierName: suppliers.name })
    .from(supplierPayments)
    .innerJoin(suppliers, and(eq(suppliers.businessId, supplierPayments.businessId), eq(suppliers.id, supplierPayments.supplierId)))
    .where(and(eq(supplierPayments.businessId, businessId), eq(supplierPayments.method, 'cheque')))
    .orderBy(asc(supplierPayments.chequeDate), asc(supplierPayments.id));
}

/** A GRN's number, if the business has it. */
export async function grnNumberOf(db: Executor, businessId: number, grnId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ grnNumber: goodsReceivedNotes.grnNumber })
    .from(goodsReceivedNotes)
    .where(and(eq(goodsReceivedNotes.businessId, businessId), eq(goodsReceivedNotes.id, grnId)))
    .limit(1);
  return row?.grnNumber;
}

/**
 * A supplier's debit notes (all, or those dated on or before `asOf`), oldest first: each lowers what
 * the shop owes by its subtotal, as a GRN raises it by its total before VAT (`totalCents` here).
 */
export function debitNotesOf(db: Executor, businessId: number, supplierId: number, asOf?: string) {
  return db
    .select({
      id: supplierDebitNotes.id,
      number: supplierDebitNotes.number,
      date: supplierDebitNotes.debitDate,
      totalCents: supplierDebitNotes.subtotalCents,
      grnId: supplierDebitNotes.grnId,
    })
    .from(supplierDebitNotes)
    .where(
      and(
        eq(supplierDebitNotes.businessId, businessId),
        eq(supplierDebitNotes.supplierId, supplierId),
        asOf ? lte(supplierDebitNotes.debitDate, asOf) : undefined,
      ),
    )
    .orderBy(asc(supplierDebitNotes.debitDate), asc(supplierDebitNotes.id));
}
