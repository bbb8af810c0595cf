/**
 * Reads and writes of debit notes (goods returned to a supplier), always scoped by business_id.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { goodsReceivedNotes, supplierDebitNoteLines, supplierDebitNotes, suppliers } from '#server/db/schema';

export type DebitNoteRow = typeof supplierDebitNotes.$inferSelect & { grnNumber: string; supplierName: string };
export type DebitNoteLineRow = typeof supplierDebitNoteLines.$inferSelect;

const selectNotes = (db: Executor) =>
  db
    .select({ note: supplierDebitNotes, grnNumber: goodsReceivedNotes.grnNumber, supplierName: suppliers.name })
    .from(supplierDebitNotes)
    .innerJoin(
      goodsReceivedNotes,
      and(eq(goodsReceivedNotes.businessId, supplierDebitNotes.businessId), eq(goodsReceivedNotes.id, supplierDebitNotes.grnId)),
    )
    .innerJoin(suppliers, and(eq(suppliers.businessId, supplierDebitNotes.businessId), eq(suppliers.id, supplierDebitNotes.supplierId)));

const flat = (r: { note: typeof supplierDebitNotes.$inferSelect; grnNumber: string; supplierName: string }): DebitNoteRow => ({
  ...r.note,
  grnNumber: r.grnNumber,
  supplierName: r.supplierName,
});

/** Newest first (by day, then by when it was written). */
export async function listDebitNotes(db: Executor, businessId: number, opts: { grnId?: number } = {}): Promise<DebitNoteRow[]> {
  const rows = await selectNotes(db)
    .where(
      and(eq(supplierDebitNotes.businessId, businessId), opts.grnId !== undefined ? eq(supplierDebitNotes.grnId, opts.grnId) : undefined),
    )
    .orderBy(desc(supplierDebitNotes.debitDate), desc(supplierDebitNotes.id));
  return rows.map(flat);
}

export async function getDebitNote(db: Executor, businessId: number, id: number): Promise<DebitNoteRow | undefined> {
  const [row] = await selectNotes(db)
    .where(and(eq(supplierDebitNotes.businessId, businessId), eq(supplierDebitNotes.id, id)))
    .limit(1);
  return row ? flat(row) : undefined;
}

export function listDebitNoteLines(db: Executor, businessId: number, noteIds: number[]): Promise<DebitNoteLineRow[]> {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(supplierDebitNoteLines)
    .where(and(eq(supplierDebitNoteLines.businessId, businessId), inArray(supplierDebitNoteLines.debitNoteId, noteIds)))
    .orderBy(asc(supplierDebitNoteLines.debitNoteId), asc(supplierDebitNoteLines.position));
}

/** What earlier debit notes returned of each of a GRN's lines (thousandths, by GRN line id). */
export async function returnedByGrnItem(db: Executor, businessId: number, grnId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      grnItemId: supplierDebitNoteLines.grnItemId,
      quantity: sql<number>`coalesce(sum(${supplierDebitNoteLines.quantity}), 0)`.mapWith(Number),
    })
    .from(supplierDebitNoteLines)
    .innerJoin(
      supplierDebitNotes,
      and(
        eq(supplierDebitNotes.businessId, supplierDebitNoteLines.businessId),
        eq(supplierDebitNotes.id, supplierDebitNoteLines.debitNoteId),
      ),
    )
    .where(and(eq(supplierDebitNoteLines.businessId, businessId), eq(supplierDebitNotes.grnId, grnId)))
    .groupBy(supplierDebitNoteLines.grnItemId);
  return new Map(rows.map((r) => [r.grnItemId, r.quantity]));
}

export async function countDebitNotesOfGrn(db: Executor, businessId: number, grnId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(supplierDebitNotes)
    .where(and(eq(supplierDebitNotes.businessId, businessId), eq(supplierDebitNotes.grnId, grnId)));
  return row?.n ?? 0;
}

export async function insertDebitNote(db: Executor, values: typeof supplierDebitNotes.$inferInsert) {
  const [row] = await db.insert(supplierDebitNotes).values(values).returning();
  return row;
}

export async function insertDebitNoteLines(db: Executor, rows: (typeof supplierDebitNoteLines.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(supplierDebitNoteLines).values(rows);
}

/** Σ the input VAT the debit notes dated on local days [from, to] reversed. */
export async function debitNoteInputVatBetween(db: Executor, businessId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${supplierDebitNotes.inputVatCents}), 0)`.mapWith(Number) })
    .from(supplierDebitNotes)
    .where(
      and(eq(supplierDebitNotes.businessId, businessId), gte(supplierDebitNotes.debitDate, from), lte(supplierDebitNotes.debitDate, to)),
    );
  return row?.cents ?? 0;
}
