/** SQL for expense categories and the expenses recorded against them (financial_transactions). */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { businessRowsOf, countRowsOf } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import { expenseCategories, financialTransactions } from '#server/db/schema';

export type ExpenseCategoryRow = typeof expenseCategories.$inferSelect;

const sumCents = (col: SQL | unknown) => sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number);

export async function countCategories(db: Executor, businessId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(expenseCategories).where(eq(expenseCategories.businessId, businessId));
  return row?.n ?? 0;
}

export async function listCategories(db: Executor, businessId: number): Promise<ExpenseCategoryRow[]> {
  return db
    .select()
    .from(expenseCategories)
    .where(eq(expenseCategories.businessId, businessId))
    .orderBy(asc(expenseCategories.name), asc(expenseCategories.id));
}

// Expense categories have no updated_at column: an update sets only the values given.
const categoryRows = businessRowsOf(expenseCategories);
export const getCategory = categoryRows.find;
export const insertCategory = categoryRows.insert;
export const updateCategory = categoryRows.update;
export const deleteCategory = categoryRows.remove;

export function categoryUseCount(db: Executor, businessId: number, categoryId: number): Promise<number> {
  return countRowsOf(db, financialTransactions, financialTransactions.categoryId, businessId, categoryId);
}

export async function insertExpense(db: Executor, values: typeof financialTransactions.$inferInsert) {
  const [row] = await db.insert(financialTransactions).values(values).returning();
  return row;
}

const inRange = (businessId: number, start: Date, end: Date) =>
  and(
    eq(financialTransactions.businessId, businessId),
    gte(financialTransactions.transactionDate, start),
    lt(financialTransactions.transactionDate, end),
  );

export async function listExpenses(db: Executor, businessId: number, start: Date, end: Date) {
  return db
    .select({
      id: financialTransactions.id,
      categoryId: financialTransactions.categoryId,
      categoryName: expenseCategories.name,
      categoryCode: expenseCategories.code,
      taxDeductible: expenseCategories.taxDeductible,
      amountCents: financialTransactions.amountCents,
      inputVatCents: financialTransactions.inputVatCents,
      supplierVatNumber: financialTransactions.supplierVatNumber,
      supplierInvoiceNumber: financialTransactions.supplierInvoiceNumber,
      supplierInvoiceDate: financialTransactions.supplierInvoiceDate,
      description: financialTransactions.description,
      transactionDate: financialTransactions.transactionDate,
      createdAt: financialTransactions.createdAt,
    })
    .from(financialTransactions)
    .innerJoin(
      expenseCategories,
      and(eq(expenseCategories.businessId, financialTransactions.businessId), eq(expenseCategories.id, financialTransactions.categoryId)),
    )
    .where(inRange(businessId, start, end))
    .orderBy(desc(financialTransactions.transactionDate), desc(financialTransactions.id));
}

export type ExpenseTotals = {
  totalCents: number;
  count: number;
  deductibleCents: number;
  nonDeductibleCents: number;
  nonDeductibleCount: number;
  /** Σ the expenses' input VAT (part of totalCents), and the part of it on deductible expenses. */
  inputVatCents: number;
  deductibleInputVatCents: number;
};

export async function expenseTotals(db: Executor, businessId: number, start: Date, end: Date): Promise<ExpenseTotals> {
  const [row] = await db
    .select({
      totalCents: sumCents(financialTransactions.amountCents),
      count: sql<number>`count(*)`.mapWith(Number),
      deductibleCents:
        sql<number>`coalesce(sum(${financialTransactions.amountCents}) filter (where ${expenseCategories.taxDeductible}), 0)`.mapWith(
          Number,
        ),
      nonDeductibleCents:
        sql<number>`coalesce(sum(${financialTransactions.amountCents}) filter (where not ${expenseCategories.taxDeductible}), 0)`.mapWith(
          Number,
        ),
      nonDeductibleCount: sql<number>`count(*) filter (where not ${expenseCategories.taxDeductible})`.mapWith(Number),
      inputVatCents: sumCents(financialTransactions.inputVatCents),
      deductibleInputVatCents:
        sql<number>`coalesce(sum(${financialTransactions.inputVatCents}) filter (where ${expenseCategories.taxDeductible}), 0)`.mapWith(
          Number,
        ),
    })
    .from(financialTransactions)
    .innerJoin(
      expenseCategories,
      and(eq(expenseCategories.businessId, financialTransactions.businessId), eq(expenseCategories.id, financialTransactions.categoryId)),
    )
    .where(inRange(businessId, start, end));
  return row;
}

export async function expensesByCategory(db: Executor, businessId: number, start: Date, end: Date) {
  return db
    .select({
      name: expenseCategories.name,
      code: expenseCategories.code,
      taxDeductible: expenseCategories.taxDeductible,
      totalCents: sumCents(financialTransactions.amountCents),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(financialTransactions)
    .innerJoin(
      expenseCategories,
      and(eq(expenseCategories.businessId, financialTransactions.businessId), eq(expenseCategories.id, financialTransactions.categoryId)),
    )
    .where(inRange(businessId, start, end))
    .groupBy(expenseCategories.name, expenseCategories.code, expenseCategories.taxDeductible)
    .orderBy(asc(expenseCategories.name));
}
