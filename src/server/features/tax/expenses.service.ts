/** Expenses: recorded against a category on a local day (or an instant), listed by local date range. */
import type { z } from 'zod';
import type { DateRangeQuery, Expense, ExpenseInput } from '#shared/contracts/tax';
import { INPUT_VAT_DOCUMENT_ERRORS, missingInputVatDocuments } from '#shared/domain/input-vat';
import { fromCents, toCents } from '#shared/domain/money';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as repo from './expenses.repo';
import { localDayStart, resolveRange } from './tax-dates';

type Ctx = { businessId: number; userId: string };

type ExpenseRow = Awaited<ReturnType<typeof repo.listExpenses>>[number];
const toExpense = (r: ExpenseRow): Expense => ({
  id: r.id,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  categoryCode: r.categoryCode,
  taxDeductible: r.taxDeductible,
  amount: fromCents(r.amountCents),
  inputVat: fromCents(r.inputVatCents),
  supplierVatNumber: r.supplierVatNumber,
  supplierInvoiceNumber: r.supplierInvoiceNumber,
  supplierInvoiceDate: r.supplierInvoiceDate,
  description: r.description,
  date: r.transactionDate.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** Input VAT is claimed on the supplier's tax invoice: an amount without its particulars is refused, field by field. */
function assertInputVatDocuments(input: z.output<typeof ExpenseInput>): void {
  const missing = missingInputVatDocuments(toCents(input.inputVat), input);
  if (missing.length > 0) throw AppError.fields(Object.fromEntries(missing.map((f) => [f, { key: INPUT_VAT_DOCUMENT_ERRORS[f] }])));
}

export async function recordExpense(db: Database, ctx: Ctx, input: z.output<typeof ExpenseInput>): Promise<Expense> {
  assertInputVatDocuments(input);
  const tz = await getBusinessTimeZone(db, ctx.businessId);
  const when = !input.date ? new Date() : input.date.length === 10 ? localDayStart(input.date, tz) : new Date(input.date);
  return db.transaction(async (tx) => {
    const category = await repo.getCategory(tx, ctx.businessId, input.categoryId);
    if (!category) throw new AppError('EXPENSE_CATEGORY_NOT_FOUND');
    const row = await repo.insertExpense(tx, {
      businessId: ctx.businessId,
      type: 'expense',
      categoryId: category.id,
      amountCents: toCents(input.amount),
      inputVatCents: toCents(input.inputVat),
      // Kept only with an amount: they are what the claim rests on.
      supplierVatNumber: input.inputVat > 0 ? (input.supplierVatNumber ?? null) : null,
      supplierInvoiceNumber: input.inputVat > 0 ? (input.supplierInvoiceNumber ?? null) : null,
      supplierInvoiceDate: input.inputVat > 0 ? (input.supplierInvoiceDate ?? null) : null,
      description: input.description ?? null,
      transactionDate: when,
      createdBy: ctx.userId,
    });
    const expense = toExpense({
      ...row,
      categoryName: category.name,
      categoryCode: category.code,
      taxDeductible: category.taxDeductible,
    });
    await writeAudit(tx, { ...ctx, action: 'expense.create', entityType: 'financial_transaction', entityId: row.id, after: expense });
    return expense;
  });
}

export async function listExpenses(db: Executor, businessId: number, q: z.output<typeof DateRangeQuery>): Promise<Expense[]> {
  const r = await resolveRange(db, businessId, q);
  return (await repo.listExpenses(db, businessId, r.start, r.end)).map(toExpense);
}
