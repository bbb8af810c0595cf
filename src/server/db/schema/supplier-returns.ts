/**
 * Goods returned to a supplier (migration 0051): each return is a debit note, numbered DN-000001…
 * per business from the procurement counters, against one GRN. Its lines are the returned share of
 * the GRN's lines; each reverses that line's share of the GRN's input VAT. A debit note lowers what
 * the shop owes the supplier (the creditors' balance subtracts it) and the period's input VAT.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { products } from './catalog';
import { cents, sameBusinessForeignKey, thousandths } from './columns';
import { goodsReceivedNotes, suppliers } from './procurement';

export const supplierDebitNotes = pgTable(
  'supplier_debit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    number: text('number').notNull(),
    grnId: integer('grn_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** The shop's calendar day of the return: the VAT period the input VAT is reversed in. */
    debitDate: date('debit_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    inputVatCents: cents('input_vat_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_debit_notes_business_id_key').on(t.businessId, t.id),
    uniqueIndex('supplier_debit_notes_business_number_key').on(t.businessId, t.number),
    index('supplier_debit_notes_business_grn_idx').on(t.businessId, t.grnId),
    index('supplier_debit_notes_business_supplier_idx').on(t.businessId, t.supplierId, t.debitDate),
    index('supplier_debit_notes_business_date_idx').on(t.businessId, t.debitDate),
    // A GRN with debit notes cannot be deleted (restrict): the service answers 409 first.
    sameBusinessForeignKey('supplier_debit_notes_grn_fk', [t.businessId, t.grnId], goodsReceivedNotes),
    sameBusinessForeignKey('supplier_debit_notes_supplier_fk', [t.businessId, t.supplierId], suppliers),
    check('supplier_debit_notes_money_check', sql`${t.subtotalCents} > 0 and ${t.inputVatCents} >= 0`),
    check('supplier_debit_notes_total_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.inputVatCents}`),
  ],
);

export const supplierDebitNoteLines = pgTable(
  'supplier_debit_note_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    debitNoteId: integer('debit_note_id').notNull(),
    position: integer('position').notNull(),
    /** The GRN line returned from (a GRN with debit notes is not edited, so its lines stay). */
    grnItemId: integer('grn_item_id').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: thousandths('quantity').notNull(),
    unitCostCents: cents('unit_cost_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    inputVatCents: cents('input_vat_cents').notNull(),
  },
  (t) => [
    sameBusinessForeignKey('supplier_debit_note_lines_note_fk', [t.businessId, t.debitNoteId], supplierDebitNotes).onDelete('cascade'),
    sameBusinessForeignKey('supplier_debit_note_lines_product_fk', [t.businessId, t.productId], products),
    index('supplier_debit_note_lines_note_idx').on(t.businessId, t.debitNoteId, t.position),
    index('supplier_debit_note_lines_grn_item_idx').on(t.businessId, t.grnItemId),
    check('supplier_debit_note_lines_quantity_check', sql`${t.quantity} > 0`),
    check('supplier_debit_note_lines_money_check', sql`${t.amountCents} >= 0 and ${t.inputVatCents} >= 0`),
  ],
);
