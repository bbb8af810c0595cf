import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

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
