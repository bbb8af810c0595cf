import { z } from 'zod';
import { PRODUCT_UNITS } from '../domain/units';
import { STOCK_STATUSES } from '../domain/stock-status';
import { DEFAULT_TAX_CATEGORY, TAX_CATEGORIES } from '../domain/tax-category';
import { MAX_PRICE, MAX_STOCK } from '../domain/bounds';
import { decimalInput, moneyInput, nameInput, optionalNameInput, quantityInput } from './common';
import { scaleCodeInput } from './scale-barcodes';
import { says } from '../messages/zod-refs';
export * from './catalog-paths';

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  sellingPriceRequired: 'Selling price is required',
  stockRequired: 'Stock quantity is required',
  categoryNameRequired: 'Category name is required',
  duplicateSku: 'A product with this SKU already exists',
  duplicateBarcode: 'A product with this barcode already exists',
  duplicateCategory: 'A category with this name already exists',
  aboveMrp: 'Selling price cannot exceed the MRP',
  taxCategoryInvalid: 'Tax category must be standard, zero-rated or exempt',
} as const;

/** Optional text: trimmed, and empty text means "none". */
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v), z.string().max(max).nullable().optional());

const rate = (label: string) =>
  decimalInput({
    places: 2,
    invalid: says('FIELD_NOT_A_NUMBER_rate', { label }),
    min: 0,
    minMessage: says('RATE_RANGE'),
    max: 100,
    maxMessage: says('RATE_RANGE'),
  });
/** An optional number: absent, null or empty text all mean "not given" (null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

/** The product's fields; `ProductInput` adds the cross-field rule (kept apart so updates can extend it). */
export const ProductFields = z.object({
  name: nameInput('Product name', 200),
  /** The name in Sinhala and in Tamil (optional; empty or null clears it): the till shows it in its language. */
  nameSi: optionalNameInput(200),
  nameTa: optionalNameInput(200),
  sku: optionalText(64),
  barcode: optionalText(64),
  /** The item code (PLU) a weighing scale prints into its labels. */
  scaleCode: scaleCodeInput(),
  category: optionalText(100),
  sellingPrice: moneyInput('Selling price', MAX_PRICE),
  buyingPrice: optional(moneyInput('Buying price', MAX_PRICE)).optional(),
  mrp: optional(moneyInput('MRP', MAX_PRICE)).optional(),
  stock: quantityInput('Stock', MAX_STOCK, says('FIELD_REQUIRED', { label: 'Stock quantity' })),
  lowStockThreshold: optional(quantityInput('Low stock threshold', MAX_STOCK)).optional(),
  /**
   * Accepted so an older client's or file's product still saves, and kept on the row, but never
   * charged: a standard-rated line is charged the tax configuration's rate on the sale's date.
   */
  vatRate: optional(rate('VAT rate')).optional(),
  unit: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(PRODUCT_UNITS).default('pieces')),
  taxCategory: z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.enum(TAX_CATEGORIES, says('TAX_CATEGORY_INVALID')).default(DEFAULT_TAX_CATEGORY),
  ),
  expiryDate: z.preprocess((v) => (v === '' ? null : v), z.iso.date(says('EXPIRY_DATE_FORMAT')).nullable().optional()),
  supplierId: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
    z.number().int().positive().nullable().optional(),
  ),
  /** Stock held per batch with an expiry date, sold first-expiring-first-out. */
  tracksBatches: z.boolean().optional(),
  /** A supply the SSCL Act's Part IB exempts (LP gas, pharmaceuticals…): left out of the levy's turnover. */
  ssclExempt: z.boolean().optional(),
});

/**
 * A selling price above the pack's maximum retail price is refused (Consumer Affairs Authority
 * Act), on `sellingPrice`. It is checked whenever both prices parsed, so a form shows it together
 * with any other field's error.
 */
export const withinMrp = <T extends z.ZodType<{ sellingPrice: number; mrp?: number | null }>>(schema: T) =>
  schema.refine((p) => p.mrp == null || p.sellingPrice <= p.mrp, {
    path: ['sellingPrice'],
    ...says('SELLING_PRICE_ABOVE_MRP'),
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((i) => !i.path?.length || i.path[0] === 'sellingPrice' || i.path[0] === 'mrp'),
  });

export const ProductInput = withinMrp(ProductFields);
export type ProductInput = z.output<typeof ProductInput>;
export type ProductFormValues = z.input<typeof ProductInput>;

export const Product = z.object({
  id: z.number(),
  name: z.string(),
  nameSi: z.string().nullable(),
  nameTa: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  scaleCode: z.string().nullable(),
  category: z.string().nullable(),
  buyingPrice: z.number().nullable(),
  sellingPrice: z.number(),
  mrp: z.number().nullable(),
  stock: z.number(),
  lowStockThreshold: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  /** Read only, as the row keeps it: never what a sale charges (the tax configuration's rate is). */
  vatRate: z.number(),
  /** What decides the VAT of the product's lines: standard lines are charged the configuration's rate. */
  taxCategory: z.enum(TAX_CATEGORIES),
  expiryDate: z.string().nullable(),
  supplierId: z.number().nullable(),
  /** The product's image (versioned URL), or null. */
  imageUrl: z.string().nullable(),
  tracksBatches: z.boolean(),
  ssclExempt: z.boolean(),
  isActive: z.boolean(),
  stockStatus: z.enum(STOCK_STATUSES),
});
export type Product = z.infer<typeof Product>;

export const CategoryInput = z.object({
  name: nameInput('Category name', 100),
  description: optionalText(500),
});
export type CategoryInput = z.output<typeof CategoryInput>;

export const Category = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type Category = z.infer<typeof Category>;

export const DeleteResult = z.object({ success: z.literal(true) });
/** A deleted category's products stay, uncategorised; the answer says how many moved. */
export const CategoryDeleteResult = z.object({ success: z.literal(true), productsMoved: z.number().int() });
export type CategoryDeleteResult = z.infer<typeof CategoryDeleteResult>;
