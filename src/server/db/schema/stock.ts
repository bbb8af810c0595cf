import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STOCK_MOVEMENT_KINDS } from '#shared/contracts/stock-paths';
import { users } from './auth';
import { tenantKey } from './businesses';
import { products } from './catalog';
import { sameBusinessForeignKey, thousandths } from './columns';

/**
 * The stock ledger: one row per change of a product's stock, written in the
 * same statement as the change. Invariant: a product's stock = Σ its movements' quantities, and
 * each movement's balance is the stock right after it (the running sum in id order).
 * `reference` is what the movement answers to, for people (an invoice or GRN number);
 * `reference_id` the row it came from (a sale's or a GRN's id); `reason` and `note` explain an
 * adjustment.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    productId: integer('product_id').notNull(),
    /** Signed thousandths: + into stock, − out of it. */
    quantity: thousandths('quantity').notNull(),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    reference: text('reference'),
    referenceId: integer('reference_id'),
    reason: text('reason'),
    note: text('note'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The product's stock right after this movement (thousandths). */
    balance: thousandths('balance').notNull(),
    /** The batch this movement took from or put into, for products that track batches (migration 0037). */
    batchId: integer('batch_id'),
  },
  (t) => [
    sameBusinessForeignKey('stock_movements_product_fk', [t.businessId, t.productId], products),
    index('stock_movements_business_product_id_idx').on(t.businessId, t.productId, t.id.desc()),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('sale', 'return', 'void', 'receive', 'reverse', 'adjust', 'count', 'open', 'import', 'supplier_return')`,
    ),
  ],
);
