import { bigint, foreignKey, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money is integer cents, so sums are exact; bigint in mode number so Drizzle returns JS numbers. */
export const cents = (name: string) => bigint(name, { mode: 'number' });
/** Quantities and stock are integer thousandths (12.5 kg = 12500). */
export const thousandths = (name: string) => bigint(name, { mode: 'number' });
/** Rates are basis points (18% = 1800). */
export const basisPoints = (name: string) => integer(name);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A reference that stays inside one business: the row's `(business_id, column)` names a row of
 * `parent` with the same business, so no row can point at another shop's. `parent` has the
 * `(business_id, id)` unique key this needs.
 */
export function sameBusinessForeignKey<TTableName extends string>(
  name: string,
  columns: [AnyPgColumn<{ tableName: TTableName }>, AnyPgColumn<{ tableName: TTableName }>],
  parent: { businessId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns, foreignColumns: [parent.businessId, parent.id] });
}
