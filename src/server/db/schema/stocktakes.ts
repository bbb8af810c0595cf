/**
 * Adjustments and stocktakes (migration 0039, decision 0019): stock adjustments as a read model of
 * the ledger's `adjust` movements (with the buying price at the time and who approved them), and
 * stocktakes with their counted lines.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { products } from './catalog';
import { cents, sameBusinessForeignKey, thousandths } from './columns';

/**
 * One row per `adjust` movement, written by a trigger on stock_movements (every path that adjusts —
 * the Adjustments screen, the product dialog's stock edit — lands here), with the product's buying
 * price at that moment: the value at cost stays what it was when the buying price changes later.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    /** Signed thousandths, as the movement. */
    quantity: thousandths('quantity').notNull(),
    reason: text('reason'),
    note: text('note'),
    unitCostCents: cents('unit_cost_cents'),
    /** quantity × unit cost, rounded to the cent half away from zero; null without a buying price. */
    valueCents: cents('value_cents'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin whose PIN approved a cashier's adjustment. */
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('stock_adjustments_product_fk', [t.businessId, t.productId], products),
    uniqueIndex('stock_adjustments_business_movement_key').on(t.businessId, t.movementId),
    index('stock_adjustments_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('stock_adjustments_business_product_idx').on(t.businessId, t.productId, t.id.desc()),
  ],
);

export const stocktakes = pgTable(
  'stocktakes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    name: text('name').notNull(),
    note: text('note'),
    /** The counted categories (ids); null: every product. */
    categoryIds: integer('category_ids').array(),
    status: text('status', { enum: ['open', 'posted', 'cancelled'] })
      .notNull()
      .default('open'),
    uncountedPolicy: text('uncounted_policy', { enum: ['leave', 'zero'] }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('stocktakes_business_id_key').on(t.businessId, t.id),
    index('stocktakes_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check('stocktakes_status_check', sql`${t.status} in ('open', 'posted', 'cancelled')`),
    check('stocktakes_uncounted_policy_check', sql`${t.uncountedPolicy} is null or ${t.uncountedPolicy} in ('leave', 'zero')`),
  ],
);

/**
 * A counted product: one row per (count, product), added to by one atomic upsert per scan.
 * `expected` is the product's stock at its FIRST count, so sales during the count are accounted for.
 */
export const stocktakeLines = pgTable(
  'stocktake_lines',
  {
    businessId: integer('business_id').notNull(),
    stocktakeId: integer('stocktake_id').notNull(),
    productId: integer('product_id').notNull(),
    counted: thousandths('counted').notNull(),
    expected: thousandths('expected').notNull(),
    unitCostCents: cents('unit_cost_cents'),
    scans: integer('scans').notNull().default(1),
    zeroed: boolean('zeroed').notNull().default(false),
    firstCountedAt: timestamp('first_counted_at', { withTimezone: true }).notNull().defaultNow(),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }).notNull().defaultNow(),
    lastCountedBy: uuid('last_counted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The movement posting wrote (counted − expected); null until posted or when it matched. */
    postedQuantity: thousandths('posted_quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.stocktakeId, t.productId], name: 'stocktake_lines_pkey' }),
    sameBusinessForeignKey('stocktake_lines_stocktake_fk', [t.businessId, t.stocktakeId], stocktakes).onDelete('cascade'),
    sameBusinessForeignKey('stocktake_lines_product_fk', [t.businessId, t.productId], products),
    check('stocktake_lines_counted_check', sql`${t.counted} >= 0`),
  ],
);
