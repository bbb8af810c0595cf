import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { cents, sameBusinessForeignKey } from './columns';
import { sales } from './sales';

/**
 * The till (migration 0028): how a sale was paid, cheques received, parked baskets, cashiers'
 * shifts with their cash movements and Z reports.
 */

/** The methods a sale's payments may use; a sale's own `payment_method` is one of them or 'split'. */
export const TENDER_METHODS = ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'] as const;

/**
 * One row per payment of a sale. `amount_cents` is what the payment puts towards the total (cash:
 * its share, never the tendered note; the sale keeps `cash_tendered_cents` and `change_due_cents`).
 * `sale_date` repeats the sale's, so reports by method read one index.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    saleId: integer('sale_id').notNull(),
    saleDate: timestamp('sale_date', { withTimezone: true }).notNull(),
    method: text('method', { enum: TENDER_METHODS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    reference: text('reference'),
    chequeNumber: text('cheque_number'),
    chequeBank: text('cheque_bank'),
    chequeDate: date('cheque_date', { mode: 'string' }),
  },
  (t) => [
    sameBusinessForeignKey('sale_payments_sale_fk', [t.businessId, t.saleId], sales).onDelete('cascade'),
    index('sale_payments_sale_idx').on(t.businessId, t.saleId),
    index('sale_payments_business_date_idx').on(t.businessId, t.saleDate),
    check('sale_payments_method_check', sql`${t.method} in ('cash','card','lankaqr','cheque','bank_transfer','credit')`),
    check('sale_payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export const CHEQUE_STATUSES = ['pending', 'deposited', 'cleared', 'bounced'] as const;

/** Cheques received (from a sale's cheque payment today; later from debtor payments too). */
export const cheques = pgTable(
  'cheques',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    saleId: integer('sale_id'),
    salePaymentId: integer('sale_payment_id'),
    customerId: integer('customer_id'),
    /** Who wrote the cheque, as the till knew them (the customer's name, or the debtor's). */
    drawerName: text('drawer_name'),
    bank: text('bank').notNull(),
    chequeNumber: text('cheque_number').notNull(),
    chequeDate: date('cheque_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: CHEQUE_STATUSES }).notNull().default('pending'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cheques_business_status_date_idx').on(t.businessId, t.status, t.chequeDate),
    index('cheques_business_sale_idx').on(t.businessId, t.saleId),
    check('cheques_status_check', sql`${t.status} in ('pending','deposited','cleared','bounced')`),
  ],
);

/** A basket put aside at the till; it reserves no stock. Recalling it deletes it. */
export const parkedSales = pgTable(
  'parked_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    cashierId: uuid('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id'),
    note: text('note'),
    /** The basket as the till sent it: { items: [{ productId, quantity, … }], discountAmount, discountPercent } (validated by the contract). */
    items: jsonb('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parked_sales_business_created_idx').on(t.businessId, t.createdAt.desc())],
);

/**
 * A user's shift at the till: opened with a float, closed with the counted cash. Closing stores
 * the Z report (`z_report`) and its serial `z_number`; a closed shift changes no more.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFloatCents: cents('opening_float_cents').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    countedCashCents: cents('counted_cash_cents'),
    /** The denominations counted at close: { "5000": 3, "1000": 2, … } (LKR notes and coins). */
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    zNumber: integer('z_number'),
    zReport: jsonb('z_report'),
    /** The registered terminal it was opened on, when it was. */
    terminalId: integer('terminal_id'),
  },
  (t) => [
    uniqueIndex('shifts_business_id_key').on(t.businessId, t.id),
    // One open shift per user (409 on a second open).
    uniqueIndex('shifts_one_open_per_user')
      .on(t.businessId, t.userId)
      .where(sql`${t.closedAt} is null`),
    uniqueIndex('shifts_business_z_number_key').on(t.businessId, t.zNumber),
    index('shifts_business_opened_idx').on(t.businessId, t.openedAt.desc()),
  ],
);

/** Cash put into or taken out of the drawer during a shift, with the reason. */
export const shiftCashMovements = pgTable(
  'shift_cash_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    shiftId: integer('shift_id').notNull(),
    kind: text('kind', { enum: ['in', 'out'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('shift_cash_movements_shift_fk', [t.businessId, t.shiftId], shifts).onDelete('cascade'),
    index('shift_cash_movements_shift_idx').on(t.businessId, t.shiftId),
    check('shift_cash_movements_kind_check', sql`${t.kind} in ('in','out')`),
    check('shift_cash_movements_amount_check', sql`${t.amountCents} > 0`),
  ],
);
