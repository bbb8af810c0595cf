/**
 * The reads and writes every business-scoped table repeats: one row found, updated or deleted by
 * `(business_id, id)`, a row inserted and returned. A repo keeps its own named function (and what
 * it stamps, e.g. `updatedAt`) and lets these write the SQL, which is the same for every table.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A table whose rows belong to one business and are numbered by an integer id. */
export type BusinessTable = PgTable & { businessId: PgColumn; id: PgColumn };

/**
 * The row `id` of business `businessId`: every lookup of a business's row filters on both. In a
 * join both are the other table's columns, so a reference never reaches another business's row.
 */
export function businessRow(table: BusinessTable, businessId: number | PgColumn, id: number | PgColumn): SQL {
  return and(eq(table.businessId, businessId), eq(table.id, id)) as SQL;
}

/** The row, or undefined when the business has no row with that id. */
export async function findBusinessRow<T extends BusinessTable>(
  db: Executor,
  table: T,
  businessId: number,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(businessRow(table, businessId, id))
    .limit(1);
  return rows[0] as T['$inferSelect'] | undefined;
}

/**
 * The business's rows of `table` whose `parentColumn` is one of `parentIds` (a sale's lines and
 * payments, returns' lines and refunds), in id order, i.e. the order they were written in.
 */
export async function listRowsOf<T extends BusinessTable>(
  db: Executor,
  table: T,
  parentColumn: PgColumn,
  businessId: number,
  parentIds: readonly number[],
): Promise<T['$inferSelect'][]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(table as BusinessTable)
    .where(and(eq(table.businessId, businessId), inArray(parentColumn, [...parentIds])))
    .orderBy(asc(table.id));
}

/** How many of the business's rows of `table` name `parentId` in `parentColumn` (what blocks a delete). */
export async function countRowsOf(
  db: Executor,
  table: BusinessTable,
  parentColumn: PgColumn,
  businessId: number,
  parentId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.businessId, businessId), eq(parentColumn, parentId)));
  return row?.n ?? 0;
}

/** Inserts one row and returns it as stored (defaults and the generated id filled in). */
export async function insertRow<T extends PgTable>(db: Executor, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

/** Sets `values` on the row and returns it as stored; undefined when the business has no such row. */
export async function updateBusinessRow<T extends BusinessTable>(
  db: Executor,
  table: T,
  businessId: number,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .update(table)
    .set(values)
    .where(businessRow(table, businessId, id))
    .returning();
  return (rows as T['$inferSelect'][])[0];
}

/**
 * A repo's find, insert, update and delete of one table's rows, bound to the table. With `stampsUpdatedAt`
 * every update also sets `updatedAt` to now (tables with the `timestamps` columns).
 */
export function businessRowsOf<T extends BusinessTable>(table: T, opts: { stampsUpdatedAt?: boolean } = {}) {
  return {
    find: (db: Executor, businessId: number, id: number) => findBusinessRow(db, table, businessId, id),
    insert: (db: Executor, values: T['$inferInsert']) => insertRow(db, table, values),
    update: (db: Executor, businessId: number, id: number, values: Partial<T['$inferInsert']>) =>
      updateBusinessRow(db, table, businessId, id, opts.stampsUpdatedAt ? { ...values, updatedAt: new Date() } : values),
    remove: async (db: Executor, businessId: number, id: number): Promise<void> => {
      await db.delete(table).where(businessRow(table, businessId, id));
    },
  };
}
