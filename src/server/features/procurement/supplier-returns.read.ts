/** Debit notes as the API answers them: the list (newest first) and one by id (404 for another business's). */
import type { DebitNote } from '#shared/contracts/supplier-returns';
import { fromCents, fromThousandths } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { groupBy } from './procurement.mappers';
import * as repo from './supplier-returns.repo';

function toDebitNote(row: repo.DebitNoteRow, lines: repo.DebitNoteLineRow[]): DebitNote {
  return {
    id: row.id,
    number: row.number,
    grnId: row.grnId,
    grnNumber: row.grnNumber,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    date: row.debitDate,
    reason: row.reason,
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.productName,
      quantity: fromThousandths(l.quantity),
      unitCost: fromCents(l.unitCostCents),
      amount: fromCents(l.amountCents),
      inputVat: fromCents(l.inputVatCents),
    })),
    subtotal: fromCents(row.subtotalCents),
    inputVat: fromCents(row.inputVatCents),
    total: fromCents(row.totalCents),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDebitNotes(db: Executor, businessId: number, opts: { grnId?: number } = {}): Promise<DebitNote[]> {
  const rows = await repo.listDebitNotes(db, businessId, opts);
  const lines = groupBy(
    await repo.listDebitNoteLines(
      db,
      businessId,
      rows.map((r) => r.id),
    ),
    (l) => l.debitNoteId,
  );
  return rows.map((r) => toDebitNote(r, lines.get(r.id) ?? []));
}

export async function readDebitNote(db: Executor, businessId: number, id: number): Promise<DebitNote> {
  const row = await repo.getDebitNote(db, businessId, id);
  if (!row) throw new AppError('DEBIT_NOTE_NOT_FOUND');
  return toDebitNote(row, await repo.listDebitNoteLines(db, businessId, [id]));
}
