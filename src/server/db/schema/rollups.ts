import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, tenantKey } from './businesses';
import { basisPoints, cents, thousandths } from './columns';

/**
 * Sales roll-ups (docs/decisions/0004-sales-rollups.md): a read model of `sales` and `sale_items`
 * for COMPLETE local days, written only by the roller (features/rollups) outside any sale
 * transaction. Readers add the raw rows after the last complete day, so answers stay exact.
 * `day` is the calendar day in the time zone recorded in `sales_rollup_state`.
 */
export const salesDailyRollups = pgTable(
  'sales_daily_rollups',
  {
    businessId: tenantKey(),
    day: date('day', { mode: 'string' }).notNull(),
    saleCount: integer('sale_count').notNull(),
    totalCents: cents('total_cents').notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    nbtCents: cents('nbt_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sales_daily_rollups_pkey', columns: [t.businessId, t.day] })],
);

/**
 * Sale lines per day, product and (VAT, NBT) rate pair: best sellers and tax by rate. The largest
 * name and SKU seen are kept because the live best-seller query falls back to them.
 */
export const saleItemDailyRollups = pgTable(
  'sale_item_daily_rollups',
  {
    businessId: tenantKey(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    vatRateBp: basisPoints('vat_rate_bp').notNull(),
    nbtRateBp: basisPoints('nbt_rate_bp').notNull(),
    quantity: thousandths('quantity').notNull(),
    lineSubtotalCents: cents('line_subtotal_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    nbtCents: cents('nbt_cents').notNull(),
    lineTotalCents: cents('line_total_cents').notNull(),
    lineCostCents: cents('line_cost_cents').notNull().default(0),
    /** The exempt lines' subtotals (migration 0024): taxable turnover leaves them out. */
    exemptSubtotalCents: cents('exempt_subtotal_cents').notNull().default(0),
    maxName: text('max_name').notNull(),
    maxSku: text('max_sku'),
  },
  (t) => [primaryKey({ name: 'sale_item_daily_rollups_pkey', columns: [t.businessId, t.day, t.productId, t.vatRateBp, t.nbtRateBp] })],
);

/**
 * Per business: the roll-ups hold every local day up to and including `throughDay`, bucketed in
 * `timeZone`. No row, or a time zone other than the business's current one: readers use the
 * live queries only.
 */
export const salesRollupState = pgTable('sales_rollup_state', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  throughDay: date('through_day', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
