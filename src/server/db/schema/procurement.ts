import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { products } from './catalog';
import { cents, sameBusinessForeignKey, thousandths, timestamps } from './columns';

export const PURCHASE_ORDER_STATUS_VALUES = ['pending', 'approved', 'delivered', 'cancelled'] as const;
export const GRN_STATUS_VALUES = ['received', 'partial', 'damaged', 'rejected'] as const;
export const GRN_CONDITION_VALUES = ['good', 'damaged', 'expired'] as const;
export const GRN_INPUT_VAT_SOURCE_VALUES = ['none', 'entered', 'computed'] as const;

export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    paymentTerms: text('payment_terms'),
    notes: text('notes'),
    /** A VAT-registered supplier's VAT number: its tax invoices carry claimable input VAT. */
    vatNumber: text('vat_number'),
    /** Payment terms in days (migration 0042): a GRN on credit falls due this long after delivery; 30 when null. */
    creditDays: integer('credit_days'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('suppliers_business_id_key').on(t.businessId, t.id),
    index('suppliers_business_name_idx').on(t.businessId, t.name),
    check('suppliers_credit_days_check', sql`${t.creditDays} is null or ${t.creditDays} between 0 and 365`),
  ],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    orderNumber: text('order_number').notNull(),
    supplierId: integer('supplier_id').notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    status: text('status', { enum: PURCHASE_ORDER_STATUS_VALUES }).notNull().default('pending'),
    notes: text('notes'),
    totalCents: cents('total_cents').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('purchase_orders_business_id_key').on(t.businessId, t.id),
    uniqueIndex('purchase_orders_business_number_key').on(t.businessId, t.orderNumber),
    index('purchase_orders_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('purchase_orders_business_supplier_idx').on(t.businessId, t.supplierId),
    // A supplier with orders cannot be deleted (restrict): the service answers 409 first.
    sameBusinessForeignKey('purchase_orders_supplier_fk', [t.businessId, t.supplierId], suppliers),
    check('purchase_orders_status_check', sql`${t.status} in ('pending','approved','delivered','cancelled')`),
  ],
);

/** Order lines. product_name is a snapshot; quantity thousandths (≥ 1 unit), price cents. */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    purchaseOrderId: integer('purchase_order_id').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: thousandths('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
  },
  (t) => [
    sameBusinessForeignKey('purchase_order_items_order_fk', [t.businessId, t.purchaseOrderId], purchaseOrders).onDelete('cascade'),
    sameBusinessForeignKey('purchase_order_items_product_fk', [t.businessId, t.productId], products),
    index('purchase_order_items_order_idx').on(t.businessId, t.purchaseOrderId, t.position),
    index('purchase_order_items_product_idx').on(t.businessId, t.productId),
  ],
);

export const goodsReceivedNotes = pgTable(
  'goods_received_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    grnNumber: text('grn_number').notNull(),
    purchaseOrderId: integer('purchase_order_id').notNull(),
    supplierName: text('supplier_name').notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: GRN_STATUS_VALUES }).notNull().default('received'),
    notes: text('notes'),
    /** Why nothing arrived, when every received quantity is 0 (migration 0018). */
    rejectionReason: text('rejection_reason'),
    totalCents: cents('total_cents').notNull(),
    /**
     * The VAT on a registered supplier's tax invoice (migration 0024): entered from the invoice or
     * computed from the lines (grn-input-vat.ts); 'none' and 0 for an unregistered supplier.
     */
    inputVatCents: cents('input_vat_cents').notNull().default(0),
    inputVatSource: text('input_vat_source', { enum: GRN_INPUT_VAT_SOURCE_VALUES }).notNull().default('none'),
    /** The supplier's VAT number and tax invoice number as received. */
    supplierVatNumber: text('supplier_vat_number'),
    supplierInvoiceNumber: text('supplier_invoice_number'),
    /** The date of the supplier's tax invoice (migration 0050). */
    supplierInvoiceDate: date('supplier_invoice_date', { mode: 'string' }),
    /** Taken on credit from the supplier (migration 0042): owed until paid, due on due_date. */
    onCredit: boolean('on_credit').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('goods_received_notes_business_id_key').on(t.businessId, t.id),
    uniqueIndex('goods_received_notes_business_number_key').on(t.businessId, t.grnNumber),
    index('goods_received_notes_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('goods_received_notes_business_order_idx').on(t.businessId, t.purchaseOrderId),
    // An order with GRNs cannot be deleted (restrict): the service answers 409 first.
    sameBusinessForeignKey('goods_received_notes_order_fk', [t.businessId, t.purchaseOrderId], purchaseOrders),
    check('goods_received_notes_status_check', sql`${t.status} in ('received','partial','damaged','rejected')`),
    index('goods_received_notes_business_received_idx').on(t.businessId, t.receivedDate),
    index('goods_received_notes_business_credit_idx')
      .on(t.businessId, t.dueDate)
      .where(sql`${t.onCredit}`),
    check('goods_received_notes_credit_due_check', sql`not ${t.onCredit} or ${t.dueDate} is not null`),
    check('goods_received_notes_input_vat_check', sql`${t.inputVatCents} >= 0`),
    check(
      'goods_received_notes_input_vat_source_check',
      sql`${t.inputVatSource} in ('none', 'entered', 'computed') and (${t.inputVatSource} <> 'none' or ${t.inputVatCents} = 0)`,
    ),
  ],
);

/**
 * GRN lines. Only `good` lines move stock and the buying price; previous_buying_price_cents
 * remembers the price the GRN replaced so deleting the GRN can put it back.
 */
export const goodsReceivedNoteItems = pgTable(
  'goods_received_note_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    grnId: integer('grn_id').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    orderedQuantity: thousandths('ordered_quantity').notNull(),
    receivedQuantity: thousandths('received_quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    condition: text('condition', { enum: GRN_CONDITION_VALUES }).notNull().default('good'),
    previousBuyingPriceCents: cents('previous_buying_price_cents'),
    /** The line's batch, for a product that tracks batches (migration 0040). */
    batchNumber: text('batch_number'),
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (t) => [
    sameBusinessForeignKey('goods_received_note_items_grn_fk', [t.businessId, t.grnId], goodsReceivedNotes).onDelete('cascade'),
    sameBusinessForeignKey('goods_received_note_items_product_fk', [t.businessId, t.productId], products),
    index('goods_received_note_items_grn_idx').on(t.businessId, t.grnId, t.position),
    check('goods_received_note_items_condition_check', sql`${t.condition} in ('good','damaged','expired')`),
    check('goods_received_note_items_received_check', sql`${t.receivedQuantity} >= 0`),
  ],
);

/** The last PO / GRN number handed out per business; incremented inside the creating transaction. */
export const procurementCounters = pgTable(
  'procurement_counters',
  {
    businessId: tenantKey(),
    kind: text('kind', { enum: ['purchase_order', 'grn', 'debit_note'] }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.kind] })],
);
