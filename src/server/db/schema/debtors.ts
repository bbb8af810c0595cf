import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { cents, sameBusinessForeignKey, timestamps } from './columns';

/**
 * A customer who owes the business money. The balance is NOT stored here: it is derived from
 * debtor_entries (Σ charges − Σ credits − Σ payments), see debtors.repo.ts.
 */
export const debtors = pgTable(
  'debtors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** normalizePhone(phone) from src/shared/domain/phone.ts; credit sales match on it. */
    phoneNormalized: text('phone_normalized'),
    email: text('email'),
    address: text('address'),
    notes: text('notes'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** The most this debtor may owe (migration 0035); null: no limit. Refused online, flagged offline. */
    creditLimitCents: cents('credit_limit_cents'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('debtors_business_id_key').on(t.businessId, t.id),
    uniqueIndex('debtors_business_phone_key').on(t.businessId, t.phoneNormalized),
    index('debtors_business_name_idx').on(t.businessId, t.name),
  ],
);

/**
 * The debtor's ledger. kind:
 *   charge  — a credit sale (sale_id set) or a manual debt / upward adjustment;
 *   payment — money received (payment_method set);
 *   credit  — a downward adjustment of the debt (not money received).
 * Amounts are always positive cents; the sign comes from the kind.
 */
export const debtorEntries = pgTable(
  'debtor_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    debtorId: integer('debtor_id').notNull(),
    kind: text('kind', { enum: ['charge', 'payment', 'credit'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The credit sale this charge came from (sales are owned by the sales feature). */
    saleId: integer('sale_id'),
    /** The bounced cheque this charge put back on the debt (migration 0032; at most one charge per cheque). */
    chequeId: integer('cheque_id'),
    /** The return or void whose refund took this credit off the debt (migration 0033). */
    returnId: integer('return_id'),
    paymentMethod: text('payment_method', {
      enum: ['cash', 'bank_transfer', 'card', 'mobile_payment', 'check', 'other'],
    }),
    notes: text('notes'),
    entryDate: timestamp('entry_date', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('debtor_entries_debtor_fk', [t.businessId, t.debtorId], debtors).onDelete('cascade'),
    check('debtor_entries_amount_positive', sql`${t.amountCents} > 0`),
    check('debtor_entries_kind_check', sql`${t.kind} in ('charge','payment','credit')`),
    check(
      'debtor_entries_payment_method_check',
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('cash','bank_transfer','card','mobile_payment','check','other')`,
    ),
    index('debtor_entries_debtor_idx').on(t.businessId, t.debtorId, t.entryDate),
    index('debtor_entries_sale_idx').on(t.businessId, t.saleId),
    index('debtor_entries_return_idx')
      .on(t.businessId, t.returnId)
      .where(sql`${t.returnId} is not null`),
    uniqueIndex('debtor_entries_cheque_key')
      .on(t.businessId, t.chequeId)
      .where(sql`${t.chequeId} is not null`),
  ],
);
