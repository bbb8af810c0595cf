import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TAX_CATEGORIES } from '#shared/domain/tax-category';
import { users } from './auth';
import { businesses, tenantKey } from './businesses';
import { products } from './catalog';
import { basisPoints, cents, sameBusinessForeignKey, thousandths } from './columns';

export type DebtorInfo = { name: string; phone: string; email?: string | null; address?: string | null };

export const sales = pgTable(
  'sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    invoiceNumber: text('invoice_number').notNull(),
    customerId: integer('customer_id'),
    customerName: text('customer_name'),
    subtotalCents: cents('subtotal_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    nbtCents: cents('nbt_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    /** How the sale was priced (migration 0022): VAT charged only when registered; shelf prices inclusive or not. */
    vatRegistered: boolean('vat_registered').notNull().default(true),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    /** The one method that paid the whole sale, or 'split' (its payments: sale_payments, migration 0028). */
    paymentMethod: text('payment_method', { enum: ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit', 'split'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['paid', 'pending', 'partial'] }).notNull(),
    cashierId: uuid('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    debtorInfo: jsonb('debtor_info').$type<DebtorInfo>(),
    /** Loyalty posted with this sale (customer attached): kept so a replay or reprint shows the same figures. */
    pointsEarned: integer('points_earned'),
    pointsRedeemed: integer('points_redeemed'),
    loyaltyBalance: integer('loyalty_balance'),
    /** Cash handed over (null: no cash payment); the change is what exceeded the cash share. */
    cashTenderedCents: cents('cash_tendered_cents'),
    changeDueCents: cents('change_due_cents').notNull().default(0),
    /** The seller's open shift when the sale was made (null: none open). */
    shiftId: integer('shift_id'),
    /** The registered terminal that numbered it; null: the business's own series. */
    terminalId: integer('terminal_id'),
    /** Made offline and synced later: `sale_date` is when it was made, `created_at` when it arrived. */
    offline: boolean('offline').notNull().default(false),
    /** completed; partly_returned / returned as its returns cover it; void (migration 0033). */
    status: text('status', { enum: ['completed', 'partly_returned', 'returned', 'void'] })
      .notNull()
      .default('completed'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    saleDate: timestamp('sale_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_business_id_key').on(t.businessId, t.id),
    uniqueIndex('sales_business_invoice_key').on(t.businessId, t.invoiceNumber),
    // Migration 0013 adds INCLUDE (total, subtotal, VAT, NBT cents), which drizzle-kit cannot
    // express: today and month-to-date then read the raw sales index-only.
    index('sales_business_date_idx').on(t.businessId, t.saleDate.desc()),
    // The sales list's cashier and customer filters (migration 0017).
    index('sales_business_cashier_date_idx').on(t.businessId, t.cashierId, t.saleDate.desc()),
    index('sales_business_customer_date_idx').on(t.businessId, t.customerId, t.saleDate.desc()),
    index('sales_business_shift_idx')
      .on(t.businessId, t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    check('sales_payment_method_check', sql`${t.paymentMethod} in ('cash','card','lankaqr','cheque','bank_transfer','credit','split')`),
    check('sales_payment_status_check', sql`${t.paymentStatus} in ('paid','pending','partial')`),
    check('sales_status_check', sql`${t.status} in ('completed','partly_returned','returned','void')`),
  ],
);

/**
 * A priced line's columns, in their table order: the product as sold (name, SKU, unit, price), the
 * quantity in thousandths (> 0) and the VAT and NBT amounts vat-pricing.ts computed for it. A sale's
 * line has them, and a return's line copies them from the sale line it gives back.
 */
export const pricedLineColumns = () => ({
  name: text('name').notNull(),
  sku: text('sku'),
  unit: text('unit').notNull(),
  unitPriceCents: cents('unit_price_cents').notNull(),
  quantity: thousandths('quantity').notNull(),
  vatRateBp: basisPoints('vat_rate_bp').notNull(),
  nbtRateBp: basisPoints('nbt_rate_bp').notNull(),
  lineSubtotalCents: cents('line_subtotal_cents').notNull(),
  vatCents: cents('vat_cents').notNull(),
  nbtCents: cents('nbt_cents').notNull(),
  lineTotalCents: cents('line_total_cents').notNull(),
  /** All the discount this line carries, its own and its share of the cart's, taken off before VAT (vat-pricing.ts). */
  discountShareCents: cents('discount_share_cents').notNull().default(0),
});

/** Sale lines: snapshots of what was sold, at the price and rates applied then. */
export const saleItems = pgTable(
  'sale_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    saleId: integer('sale_id').notNull(),
    productId: integer('product_id').notNull(),
    saleDate: timestamp('sale_date', { withTimezone: true }).notNull(),
    ...pricedLineColumns(),
    /** The line's own discount (migration 0029): an amount, or its percentage in cents. */
    lineDiscountCents: cents('line_discount_cents').notNull().default(0),
    taxCategory: text('tax_category', { enum: TAX_CATEGORIES }).notNull().default('standard'),
    /** The product's buying price when sold (null: it had none); migration 0016 backfilled older lines from the then-current price. */
    unitCostCents: cents('unit_cost_cents'),
    /** unit cost × quantity, rounded like the line subtotal (0 when the cost is unknown): the line's cost of goods sold. */
    lineCostCents: cents('line_cost_cents').notNull().default(0),
  },
  (t) => [
    sameBusinessForeignKey('sale_items_sale_fk', [t.businessId, t.saleId], sales).onDelete('cascade'),
    sameBusinessForeignKey('sale_items_product_fk', [t.businessId, t.productId], products),
    index('sale_items_business_date_product_idx').on(t.businessId, t.saleDate, t.productId),
    index('sale_items_sale_idx').on(t.saleId),
    check('sale_items_tax_category_check', sql`${t.taxCategory} in ('standard', 'zero_rated', 'exempt')`),
  ],
);

/** The last invoice number handed out per business; incremented inside the sale's transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** One row per Idempotency-Key: a replay returns the sale it recorded and writes nothing. */
export const saleIdempotency = pgTable(
  'sale_idempotency',
  {
    businessId: tenantKey(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    saleId: integer('sale_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
);
