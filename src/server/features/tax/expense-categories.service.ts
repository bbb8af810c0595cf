/** Expense categories: the seeded Sri Lankan set, edited by the owner; a category in use cannot be deleted. */
import type { z } from 'zod';
import type { ExpenseCategory, ExpenseCategoryInput } from '#shared/contracts/tax';

import type { Database, Executor } from '#server/db/client';
import { AppError, isUniqueViolation, pgErrorCode } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import * as repo from './expenses.repo';

type Ctx = { businessId: number; userId: string };

/** A Sri Lankan small-shop set, seeded when a business is created (migration 'expense-category-defaults'). */
export const DEFAULT_EXPENSE_CATEGORIES: { name: string; code: string; description: string; taxDeductible: boolean }[] = [
  { name: 'Rent', code: 'RENT', description: 'Shop and storage rent', taxDeductible: true },
  { name: 'Utilities', code: 'UTIL', description: 'Electricity, water, telephone', taxDeductible: true },
  { name: 'Salaries and wages', code: 'SAL', description: 'Staff salaries and wages', taxDeductible: true },
  { name: 'EPF/ETF contributions', code: 'EPF', description: "Employer's EPF and ETF contributions", taxDeductible: true },
  { name: 'Purchases of stock', code: 'PUR', description: 'Goods bought for resale', taxDeductible: true },
  { name: 'Transport', code: 'TRN', description: 'Delivery, fuel and hires', taxDeductible: true },
  { name: 'Bank charges', code: 'BNK', description: 'Bank and card fees', taxDeductible: true },
  { name: 'Repairs and maintenance', code: 'REP', description: 'Repairs to the shop and equipment', taxDeductible: true },
  { name: 'Marketing and advertising', code: 'MKT', description: 'Advertising, signage and promotions', taxDeductible: true },
  { name: 'Entertainment', code: 'ENT', description: 'Entertainment (not deductible)', taxDeductible: false },
];

export const toCategory = (r: repo.ExpenseCategoryRow): ExpenseCategory => ({
  id: r.id,
  name: r.name,
  code: r.code,
  description: r.description,
  taxDeductible: r.taxDeductible,
});

export async function listExpenseCategories(db: Executor, businessId: number): Promise<ExpenseCategory[]> {
  return (await repo.listCategories(db, businessId)).map(toCategory);
}

const duplicateCode = () => new AppError('EXPENSE_CODE_TAKEN', { field: 'code' });

export async function createExpenseCategory(
  db: Database,
  ctx: Ctx,
  input: z.output<typeof ExpenseCategoryInput>,
): Promise<ExpenseCategory> {
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertCategory(tx, { businessId: ctx.businessId, ...input, description: input.description ?? null });
      await writeAudit(tx, {
        ...ctx,
        action: 'expense_category.create',
        entityType: 'expense_category',
        entityId: row.id,
        after: toCategory(row),
      });
      return toCategory(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'expense_categories_business_code_key')) throw duplicateCode();
    throw err;
  }
}

export async function updateExpenseCategory(
  db: Database,
  ctx: Ctx,
  id: number,
  input: z.output<typeof ExpenseCategoryInput>,
): Promise<ExpenseCategory> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.getCategory(tx, ctx.businessId, id);
      if (!before) throw new AppError('EXPENSE_CATEGORY_NOT_FOUND');
      const row = await repo.updateCategory(tx, ctx.businessId, id, { ...input, description: input.description ?? null });
      if (!row) throw new AppError('EXPENSE_CATEGORY_NOT_FOUND');
      await writeAudit(tx, {
        ...ctx,
        action: 'expense_category.update',
        entityType: 'expense_category',
        entityId: id,
        before: toCategory(before),
        after: toCategory(row),
      });
      return toCategory(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'expense_categories_business_code_key')) throw duplicateCode();
    throw err;
  }
}

export async function deleteExpenseCategory(db: Database, ctx: Ctx, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await repo.getCategory(tx, ctx.businessId, id);
      if (!before) throw new AppError('EXPENSE_CATEGORY_NOT_FOUND');
      if ((await repo.categoryUseCount(tx, ctx.businessId, id)) > 0) throw new AppError('EXPENSE_CATEGORY_IN_USE');
      await repo.deleteCategory(tx, ctx.businessId, id);
      await writeAudit(tx, {
        ...ctx,
        action: 'expense_category.delete',
        entityType: 'expense_category',
        entityId: id,
        before: toCategory(before),
      });
    });
  } catch (err) {
    // An expense recorded concurrently: the composite foreign key refuses the delete.
    if (pgErrorCode(err) === '23503') throw new AppError('EXPENSE_CATEGORY_IN_USE');
    throw err;
  }
}
