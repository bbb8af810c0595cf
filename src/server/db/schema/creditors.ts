/**
 * Supplier credit (migration 0042, decision 0021): supplier payments and their allocations to GRNs
 * on credit. A supplier's balance is derived (Σ GRNs on credit − Σ payments), never stored. The
 * columns added to suppliers (credit_days) and goods_received_notes (on_credit, due_date) are in
 * procurement.ts.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { cents, sameBusinessForeignKey } from './columns';
import { goodsReceivedNotes, suppliers } from './procurement';

export const SUPPLIER_PAYMENT_METHOD_VALUES = ['cash', 'cheque', 'bank_transfer'] as const;

export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    supplierId: integer('supplier_id').notNull(),
    method: text('method', { enum: SUPPLIER_PAYMENT_METHOD_VALUES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    chequeNumber: text('cheque_number'),
    chequeBank: text('cheque_bank'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    reference: text('reference'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('supplier_payments_supplier_fk', [t.businessId, t.supplierId], suppliers),
    uniqueIndex('supplier_payments_business_id_key').on(t.businessId, t.id),
    uniqueIndex('supplier_payments_business_idempotency_key')
      .on(t.businessId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('supplier_payments_business_supplier_idx').on(t.businessId, t.supplierId, t.paidOn),
    index('supplier_payments_business_cheque_idx')
      .on(t.businessId, t.chequeDate)
      .where(sql`${t.method} = 'cheque'`),
    check('supplier_payments_method_check', sql`${t.method} in ('cash', 'cheque', 'bank_transfer')`),
    check('supplier_payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'supplier_payments_cheque_check',
      sql`${t.method} <> 'cheque' or (${t.chequeNumber} is not null and ${t.chequeBank} is not null and ${t.chequeDate} is not null)`,
    ),
  ],
);

/** How much of a payment settles which GRN; Σ a payment's allocations = its amount. */
export const supplierPaymentAllocations = pgTable(
  'supplier_payment_allocations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    paymentId: integer('payment_id').notNull(),
    grnId: integer('grn_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    sameBusinessForeignKey('supplier_payment_allocations_payment_fk', [t.businessId, t.paymentId], supplierPayments).onDelete('cascade'),
    sameBusinessForeignKey('supplier_payment_allocations_grn_fk', [t.businessId, t.grnId], goodsReceivedNotes),
    uniqueIndex('supplier_payment_allocations_payment_grn_key').on(t.businessId, t.paymentId, t.grnId),
    index('supplier_payment_allocations_grn_idx').on(t.businessId, t.grnId),
    check('supplier_payment_allocations_amount_check', sql`${t.amountCents} > 0`),
  ],
);
