import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TAX_CATEGORIES } from '#shared/domain/tax-category';
import { users } from './auth';
import { businesses, tenantKey } from './businesses';
import { cents, sameBusinessForeignKey } from './columns';
import { pricedLineColumns, sales } from './sales';

/**
 * Returns (migration 0033, decision 0014): returns, voids and credit notes.
 *
 * A return (kind 'return') gives back part or all of a sale: its lines (`sale_return_items`) are the
 * returned share of each sale line — quantity, net, VAT, NBT, discount share and cost, exactly as the
 * sale charged them (shared/domain/returns.ts) — and its refunds (`sale_refunds`) add up to its total.
 * A return has a credit note number (CN-000001, serial per business, credit_note_counters).
 * A void (kind 'void') reverses a whole sale in its own shift (or business day): the same rows, the
 * sale's own payments reversed by their methods, no credit note (the sale keeps its invoice number
 * and reads VOID).
 *
 * The sales read model subtracts these rows (negated) at `return_date`: net sales = Σ sales − Σ
 * returns − Σ voids. The copies of the sale's dimensions (payment method, cashier, customer) let the
 * read model's breakdowns subtract a return under the sale's own method, cashier and customer.
 */
export const RETURN_KINDS = ['return', 'void'] as const;
export const REFUND_METHODS_DB = ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'] as const;

export const saleReturns = pgTable(
  'sale_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    saleId: integer('sale_id').notNull(),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    /** CN-000001 for a return; null for a void (the voided invoice is the record). */
    creditNoteNumber: text('credit_note_number'),
    /** Net of VAT, after the returned lines' share of the sale's discount (as sale.subtotal_cents). */
    subtotalCents: cents('subtotal_cents').notNull(),
    /** Σ the returned lines' discount shares (as sale.discount_cents). */
    discountCents: cents('discount_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    nbtCents: cents('nbt_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    costCents: cents('cost_cents').notNull().default(0),
    /** Copies of the sale's: the read model subtracts the return under them. */
    salePaymentMethod: text('sale_payment_method').notNull(),
    saleCashierId: uuid('sale_cashier_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id'),
    customerName: text('customer_name'),
    /** Who took the return or voided the sale, and the admin who approved it beyond a cashier's limit. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The drawer the cash came out of: the returning user's open shift (a void: the sale's). */
    shiftId: integer('shift_id'),
    /** A void's reason; a return's note. */
    reason: text('reason'),
    /** Loyalty taken back off the customer (earned by the returned part), the part that could not be (balance too low), and points given back (a void's redemption). */
    pointsReversed: integer('points_reversed').notNull().default(0),
    pointsShortfall: integer('points_shortfall').notNull().default(0),
    pointsRestored: integer('points_restored').notNull().default(0),
    returnDate: timestamp('return_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_returns_business_id_key').on(t.businessId, t.id),
    uniqueIndex('sale_returns_business_credit_note_key')
      .on(t.businessId, t.creditNoteNumber)
      .where(sql`${t.creditNoteNumber} is not null`),
    sameBusinessForeignKey('sale_returns_sale_fk', [t.businessId, t.saleId], sales).onDelete('cascade'),
    index('sale_returns_business_sale_idx').on(t.businessId, t.saleId),
    index('sale_returns_business_date_idx').on(t.businessId, t.returnDate.desc()),
    index('sale_returns_business_shift_idx')
      .on(t.businessId, t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    check('sale_returns_kind_check', sql`${t.kind} in ('return','void')`),
    check('sale_returns_amounts_check', sql`${t.totalCents} >= 0 and ${t.discountCents} >= 0`),
  ],
);

export const RETURN_REASONS_DB = ['changed_mind', 'wrong_item', 'damaged', 'expired', 'faulty', 'other'] as const;

/** A returned share of one sale line (a void: each line whole), with its money as the sale charged it. */
export const saleReturnItems = pgTable(
  'sale_return_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    returnId: integer('return_id').notNull(),
    saleId: integer('sale_id').notNull(),
    saleItemId: integer('sale_item_id').notNull(),
    productId: integer('product_id').notNull(),
    returnDate: timestamp('return_date', { withTimezone: true }).notNull(),
    ...pricedLineColumns(),
    taxCategory: text('tax_category', { enum: TAX_CATEGORIES }).notNull().default('standard'),
    lineCostCents: cents('line_cost_cents').notNull().default(0),
    /** Back on the shelf (a `return`/`void` stock movement); false: damaged or expired, written off. */
    restock: boolean('restock').notNull(),
    reason: text('reason', { enum: RETURN_REASONS_DB }).notNull(),
  },
  (t) => [
    sameBusinessForeignKey('sale_return_items_return_fk', [t.businessId, t.returnId], saleReturns).onDelete('cascade'),
    index('sale_return_items_business_date_product_idx').on(t.businessId, t.returnDate, t.productId),
    index('sale_return_items_business_sale_idx').on(t.businessId, t.saleId),
    index('sale_return_items_return_idx').on(t.businessId, t.returnId),
    check('sale_return_items_quantity_check', sql`${t.quantity} > 0`),
    check('sale_return_items_reason_check', sql`${t.reason} in ('changed_mind','wrong_item','damaged','expired','faulty','other')`),
  ],
);

/**
 * How a return or void paid the customer back. `credit`: off the debt of a credit sale
 * (`credit_to` 'debt', a debtor 'credit' entry with return_id) or onto a CRM customer's store credit
 * ('store'). A void reverses each of the sale's payments by its own method (a cheque is handed back).
 */
export const saleRefunds = pgTable(
  'sale_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    returnId: integer('return_id').notNull(),
    saleId: integer('sale_id').notNull(),
    returnDate: timestamp('return_date', { withTimezone: true }).notNull(),
    method: text('method', { enum: REFUND_METHODS_DB }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    reference: text('reference'),
    creditTo: text('credit_to', { enum: ['debt', 'store'] }),
    shiftId: integer('shift_id'),
  },
  (t) => [
    sameBusinessForeignKey('sale_refunds_return_fk', [t.businessId, t.returnId], saleReturns).onDelete('cascade'),
    index('sale_refunds_return_idx').on(t.businessId, t.returnId),
    index('sale_refunds_business_date_idx').on(t.businessId, t.returnDate),
    check('sale_refunds_method_check', sql`${t.method} in ('cash','card','lankaqr','cheque','bank_transfer','credit')`),
    check('sale_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('sale_refunds_credit_to_check', sql`(${t.method} = 'credit') = (${t.creditTo} is not null)`),
  ],
);

/** The last credit note number handed out per business (apart from the invoice counter: returns never wait on the till's hot row). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});
