import type { Category, CategoryInput } from '#shared/contracts/catalog';

import type { Executor } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import * as repo from './catalog.repo';
import { toCategory } from './catalog.service';

type Actor = { businessId: number; userId: string };

function translateDuplicate(err: unknown): never {
  if (isUniqueViolation(err, 'categories_business_name_key')) throw new AppError('CATEGORY_NAME_TAKEN');
  throw err;
}

/** Renames (or re-describes) a category; its products follow the new name in the same transaction. */
export async function updateCategory(db: Executor, actor: Actor, id: number, input: CategoryInput): Promise<Category> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findCategory(tx, actor.businessId, id);
      if (!before) throw new AppError('CATEGORY_NOT_FOUND');
      const row = await repo.updateCategoryRow(tx, actor.businessId, id, { name: input.name, description: input.description ?? null });
      if (before.name !== row.name) await repo.moveProductsCategory(tx, actor.businessId, before.name, row.name);
      await repo.bumpCatalogVersion(tx, actor.businessId);
      await writeAudit(tx, {
        ...actor,
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        before: toCategory(before),
        after: toCategory(row),
      });
      return toCategory(row);
    });
  } catch (err) {
    translateDuplicate(err);
  }
}

/**
 * Deletes a category. Its products stay, uncategorised: a shop owner tidying categories must never
 * lose a product (or its sales history) by it. The name becomes free for a new category.
 */
export async function deleteCategory(db: Executor, actor: Actor, id: number): Promise<{ productsMoved: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.findCategory(tx, actor.businessId, id);
    if (!before) throw new AppError('CATEGORY_NOT_FOUND');
    const productsMoved = await repo.moveProductsCategory(tx, actor.businessId, before.name, null);
    await repo.deleteCategoryRow(tx, actor.businessId, id);
    await repo.bumpCatalogVersion(tx, actor.businessId);
    await writeAudit(tx, { ...actor, action: 'category.delete', entityType: 'category', entityId: id, before: toCategory(before) });
    return { productsMoved };
  });
}
