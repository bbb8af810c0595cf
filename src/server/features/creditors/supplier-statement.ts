/**
 * A supplier's statement of account for a range of days: what the shop owed the
 * supplier before `from`, each GRN on credit (debit) and each payment (credit) in the range with the
 * balance after it, the closing balance, and how overdue that balance is on `to` (shared/domain/
 * ageing.ts). The statements feature renders it (PDF, text, public page); the creditors routes
 * answer it as JSON. Another business's supplier → 404.
 */
import { eq } from 'drizzle-orm';
import { StatementQuery, type Statement, type StatementLine } from '#shared/contracts/statements';
import { ageDocuments } from '#shared/domain/ageing';
import { fromCents } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { businesses } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import * as repo from './creditors.repo';

import { ageingView, paymentReference } from './creditors.mappers';

type CentsLine = Omit<StatementLine, 'debit' | 'credit' | 'balance'> & { debit: number; credit: number; order: number; id: number };

export async function supplierStatement(
  db: Executor,
  businessId: number,
  supplierId: number,
  range: { from: string; to: string },
): Promise<Statement> {
  // Checked here too, so every caller (routes, share links, messages) gets the same 400s.
  if (!StatementQuery.safeParse(range).success) throw new AppError('ENTER_VALID_DATE', { field: 'to' });
  if (range.from > range.to) throw new AppError('STATEMENT_RANGE_INVALID', { field: 'from' });
  const supplier = await repo.getSupplier(db, businessId, supplierId);
  if (!supplier) throw new AppError('SUPPLIER_NOT_FOUND');
  const [business] = await db
    .select({ name: businesses.name, address: businesses.address, phone: businesses.phone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const grns = await repo.creditGrns(db, businessId, { supplierId });
  const payments = await repo.paymentsOf(db, businessId, supplierId);
  const debitNotes = await repo.debitNotesOf(db, businessId, supplierId);

  let openingCents = 0;
  const inRange: CentsLine[] = [];
  for (const g of grns) {
    if (g.receivedDate < range.from) openingCents += g.grossCents;
    else if (g.receivedDate <= range.to)
      inRange.push({ date: g.receivedDate, kind: 'grn', reference: g.grnNumber, debit: g.grossCents, credit: 0, order: 0, id: g.id });
  }
  // Goods returned: a debit note is credited like a return ('credit').
  for (const d of debitNotes) {
    if (d.date < range.from) openingCents -= d.totalCents;
    else if (d.date <= range.to)
      inRange.push({ date: d.date, kind: 'credit', reference: d.number, debit: 0, credit: d.totalCents, order: 2, id: d.id });
  }
  for (const p of payments) {
    if (p.paidOn < range.from) openingCents -= p.amountCents;
    else if (p.paidOn <= range.to)
      inRange.push({
        date: p.paidOn,
        kind: 'supplier_payment',
        reference: paymentReference(p),
        debit: 0,
        credit: p.amountCents,
        order: 1,
        id: p.id,
      });
  }
  inRange.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.id - b.id);

  let balance = openingCents;
  const lines: StatementLine[] = inRange.map((l) => {
    balance += l.debit - l.credit;
    return {
      date: l.date,
      kind: l.kind,
      reference: l.reference,
      debit: fromCents(l.debit),
      credit: fromCents(l.credit),
      balance: fromCents(balance),
    };
  });

  // Ageing on `to`: the GRNs received by then, each less what payments made by then allocated to it;
  // what those payments allocated to later GRNs settles the oldest first.
  const asOf = await repo.creditGrns(db, businessId, { supplierId, asOf: range.to });
  const paidByTo = payments.filter((p) => p.paidOn <= range.to).reduce((s, p) => s + p.amountCents, 0);
  const allocatedByTo = asOf.reduce((s, g) => s + g.paidCents, 0);
  const ageing = ageDocuments(
    asOf.map((g) => ({ date: g.receivedDate, dueDate: g.dueDate, amountCents: g.totalCents, allocatedCents: g.paidCents })),
    paidByTo - allocatedByTo,
    range.to,
  );

  return {
    party: {
      kind: 'supplier',
      id: supplier.id,
      name: supplier.name,
      phone: supplier.phone,
      email: supplier.email,
      address: supplier.address,
    },
    business: { name: business?.name ?? '', address: business?.address ?? null, phone: business?.phone ?? null },
    from: range.from,
    to: range.to,
    openingBalance: fromCents(openingCents),
    lines,
    closingBalance: fromCents(balance),
    ageing: ageingView(ageing),
    generatedAt: new Date().toISOString(),
  };
}
