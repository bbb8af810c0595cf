import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantKey } from './businesses';
import { products } from './catalog';
import { sameBusinessForeignKey, thousandths } from './columns';

/**
 * A product's stock in one batch (migration 0040): its number and expiry, and the
 * quantity still held (thousandths). Only the stock module writes it, while it holds the product's
 * row lock, in the statement that writes the batch's movements: Σ a batch's movements = quantity.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    productId: integer('product_id').notNull(),
    /** '' when only an expiry date was printed. */
    batchNumber: text('batch_number').notNull().default(''),
    expiryDate: date('expiry_date', { mode: 'string' }),
    quantity: thousandths('quantity').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'grn' (sourceId: the GRN), 'adjust' or 'import' (migration 0041). */
    source: text('source', { enum: ['grn', 'adjust', 'import'] }).notNull(),
    sourceId: integer('source_id'),
  },
  (t) => [
    sameBusinessForeignKey('stock_batches_product_fk', [t.businessId, t.productId], products).onDelete('cascade'),
    uniqueIndex('stock_batches_business_product_number_key').on(
      t.businessId,
      t.productId,
      t.batchNumber,
      sql`coalesce(${t.expiryDate}, 'infinity'::date)`,
    ),
    index('stock_batches_business_expiry_idx')
      .on(t.businessId, t.expiryDate)
      .where(sql`${t.quantity} > 0`),
    check('stock_batches_quantity_check', sql`${t.quantity} >= 0`),
    check('stock_batches_number_check', sql`length(${t.batchNumber}) <= 60`),
    check('stock_batches_source_check', sql`${t.source} in ('grn', 'adjust', 'import')`),
  ],
);
