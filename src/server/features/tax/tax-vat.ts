/**
 * A period's VAT inputs beside its sales: the input VAT of the GRNs received on
 * its days less what debit notes dated in it reversed, and of the expenses dated in it; the credit brought forward — the credit carried
 * forward by the latest stored calculation that ended before the period began (none: 0).
 */
import { debitNoteInputVatBetween, grnInputVatBetween } from '#server/features/procurement';
import type { Executor } from '#server/db/client';
import * as expensesRepo from './expenses.repo';
import * as repo from './tax-calculations.repo';

export type PeriodVatInputs = {
  grnInputVatCents: number;
  /** The input VAT debit notes dated in the period reversed (goods returned to suppliers). */
  debitNoteInputVatCents: number;
  expenseInputVatCents: number;
  inputVatCents: number;
  creditBroughtForwardCents: number;
};

export async function periodInputVat(
  db: Executor,
  businessId: number,
  p: { from: string; to: string; start: Date; end: Date },
  expenses?: expensesRepo.ExpenseTotals,
): Promise<{ grnInputVatCents: number; debitNoteInputVatCents: number; expenseInputVatCents: number; inputVatCents: number }> {
  const grnInputVatCents = await grnInputVatBetween(db, businessId, p.from, p.to);
  // A debit note reverses its GRN's input VAT in the period it is dated in, as a credit note does output VAT.
  const debitNoteInputVatCents = await debitNoteInputVatBetween(db, businessId, p.from, p.to);
  const expenseInputVatCents = (expenses ?? (await expensesRepo.expenseTotals(db, businessId, p.start, p.end))).inputVatCents;
  const inputVatCents = grnInputVatCents - debitNoteInputVatCents + expenseInputVatCents;
  return { grnInputVatCents, debitNoteInputVatCents, expenseInputVatCents, inputVatCents };
}

export async function periodVatInputs(
  db: Executor,
  businessId: number,
  p: { from: string; to: string; start: Date; end: Date; quarter: boolean },
  expenses: expensesRepo.ExpenseTotals,
): Promise<PeriodVatInputs> {
  const input = await periodInputVat(db, businessId, p, expenses);
  const previous = await repo.previousCalculation(db, businessId, p.from, p.quarter);
  return { ...input, creditBroughtForwardCents: previous?.vatCreditCarriedForwardCents ?? 0 };
}
