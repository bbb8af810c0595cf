import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { TAX_CATEGORIES } from '#shared/domain/tax-category';
import { businesses, tenantKey } from './businesses';
import { basisPoints, cents, thousandths, timestamps } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_business_name_key').on(t.businessId, sql`lower(${t.name})`)],
);

/**
 * Products. `category` is the category's name, not its id.
 * A deleted product is only deactivated (is_active = false): past sales keep pointing at it,
 * and its SKU and barcode become free again (the unique indexes cover active rows only).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    name: text('name').notNull(),
    /** The name in Sinhala and in Tamil, when the shop gives one (migration 0034); the till shows it in its language. */
    nameSi: text('name_si'),
    nameTa: text('name_ta'),
    sku: text('sku'),
    barcode: text('barcode'),
    category: text('category'),
    buyingPriceCents: cents('buying_price_cents'),
    sellingPriceCents: cents('selling_price_cents').notNull(),
    /** The maximum retail price printed on the pack; the selling price may not exceed it. */
    mrpCents: cents('mrp_cents'),
    stock: thousandths('stock').notNull().default(0),
    lowStockThreshold: thousandths('low_stock_threshold').notNull().default(10_000),
    unit: text('unit').notNull().default('pieces'),
    /**
     * Not what a sale charges: a standard-rated line is charged the tax configuration's rate in
     * force on the sale's date, and a product keeps only its tax category. Kept because a goods
     * received note's input VAT, when not entered from the supplier's invoice, is computed from it
     * (src/server/features/procurement/grn-input-vat.ts); the product dialog, the import and the
     * export also carry it.
     */
    vatRateBp: basisPoints('vat_rate_bp').notNull(),
    taxCategory: text('tax_category', { enum: TAX_CATEGORIES }).notNull().default('standard'),
    /** A supply the SSCL Act's Part IB exempts (LP gas, pharmaceuticals…): left out of the levy's turnover (migration 0050). */
    ssclExempt: boolean('sscl_exempt').notNull().default(false),
    expiryDate: date('expiry_date', { mode: 'string' }),
    supplierId: integer('supplier_id'),
    /** The item code a weighing scale prints into its barcodes (PLU, migration 0036). */
    scaleCode: text('scale_code'),
    /** Set by a trigger whenever the selling price or MRP changes: shelf labels to reprint. */
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    /** The product's image: a stored file's id (kind 'product-image'), resized on the server (migration 0037). */
    imageId: text('image_id'),
    /** When the image last changed: the till's cache key for it. */
    imageUpdatedAt: timestamp('image_updated_at', { withTimezone: true }),
    /** Stock held per batch with an expiry date, sold first-expiring-first-out (migration 0037). */
    tracksBatches: boolean('tracks_batches').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('products_business_id_key').on(t.businessId, t.id),
    uniqueIndex('products_business_sku_key')
      .on(t.businessId, t.sku)
      .where(sql`${t.sku} is not null and ${t.sku} <> '' and ${t.isActive}`),
    uniqueIndex('products_business_barcode_key')
      .on(t.businessId, t.barcode)
      .where(sql`${t.barcode} is not null and ${t.barcode} <> '' and ${t.isActive}`),
    index('products_business_name_idx').on(t.businessId, t.name),
    uniqueIndex('products_business_scale_code_key')
      .on(t.businessId, t.scaleCode)
      .where(sql`${t.scaleCode} is not null and ${t.isActive}`),
    index('products_business_price_changed_idx')
      .on(t.businessId, t.priceChangedAt)
      .where(sql`${t.priceChangedAt} is not null`),
    check('products_scale_code_check', sql`${t.scaleCode} is null or ${t.scaleCode} ~ '^[0-9]{1,6}$'`),
    check('products_tax_category_check', sql`${t.taxCategory} in ('standard', 'zero_rated', 'exempt')`),
  ],
);

/**
 * Bumped in the transaction of every product or category change. With the invoice counter it
 * versions the till's catalogue (ETag): counters, unlike timestamps, follow commit order.
 */
export const catalogVersions = pgTable('catalog_versions', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
