import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { catalogVersions, categories, products, suppliers } from '#server/db/schema';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;

export function listActiveProducts(db: Executor, businessId: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true)))
    .orderBy(asc(products.name), asc(products.id));
}

export async function findProduct(db: Executor, businessId: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0];
}

/** A product may only name a supplier of its own business. */
export async function supplierExists(db: Executor, businessId: number, supplierId: number): Promise<boolean> {
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.businessId, businessId), eq(suppliers.id, supplierId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertProduct(db: Executor, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

export async function updateProduct(db: Executor, businessId: number, id: number, values: Partial<NewProductRow>) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.businessId, businessId), eq(products.id, id)))
    .returning();
  return row;
}

export function listActiveCategories(db: Executor, businessId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.isActive, true)))
    .orderBy(asc(categories.name));
}

export async function insertCategory(db: Executor, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function findCategory(db: Executor, businessId: number, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, id), eq(categories.isActive, true)))
    .for('update');
  return row;
}

export async function updateCategoryRow(db: Executor, businessId: number, id: number, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(categories.businessId, businessId), eq(categories.id, id)))
    .returning();
  return row;
}

export async function deleteCategoryRow(db: Executor, businessId: number, id: number): Promise<void> {
  await db.delete(categories).where(and(eq(categories.businessId, businessId), eq(categories.id, id)));
}

/**
 * Products name their category (their `category` is its name), so a renamed category renames
 * it on its products, and a deleted one leaves them uncategorised (`to` null). Returns how many.
 */
export async function moveProductsCategory(db: Executor, businessId: number, from: string, to: string | null): Promise<number> {
  const rows = await db
    .update(products)
    .set({ category: to, updatedAt: sql`now()` })
    .where(and(eq(products.businessId, businessId), sql`lower(${products.category}) = lower(${from})`))
    .returning({ id: products.id });
  return rows.length;
}

/** Called in the transaction of every product or category change (see catalogVersions). */
export async function bumpCatalogVersion(db: Executor, businessId: number) {
  await db
    .insert(catalogVersions)
    .values({ businessId, version: 1 })
    .onConflictDoUpdate({ target: catalogVersions.businessId, set: { version: sql`${catalogVersions.version} + 1` } });
}
