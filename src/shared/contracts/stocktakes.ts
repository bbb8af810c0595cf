/**
 * Stocktakes: a count of all products or some categories, by scanning (+1 a scan)
 * or typing quantities, by several people at once; each product's expected figure is its stock at
 * its first count; posting applies counted − expected to the current stock (decision 0019).
 */
import { z } from 'zod';
import { MAX_STOCK } from '../domain/bounds';
import { IdParam, quantityInput } from './common';
import { STOCKTAKE_STATUSES, UNCOUNTED_POLICIES } from './stocktakes-paths';
import { says } from '../messages/zod-refs';

export * from './stocktakes-paths';

export const StocktakeParams = z.object({ businessId: IdParam, stocktakeId: IdParam });

export const StocktakeInput = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(says('STOCKTAKE_NAME_REQUIRED'))
      .min(1, says('STOCKTAKE_NAME_REQUIRED'))
      .max(100, says('AT_MOST_CHARACTERS', { max: '100' })),
  ),
  note: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z
      .string()
      .max(200, says('NOTE_UNDER', { max: '200' }))
      .nullable()
      .optional(),
  ),
  /** The categories counted; empty or absent: every product. */
  categoryIds: z
    .array(IdParam)
    .max(200, says('AT_MOST', { max: '200' }))
    .optional(),
});
export type StocktakeInput = z.output<typeof StocktakeInput>;
export type StocktakeFormValues = z.input<typeof StocktakeInput>;

/**
 * One scan or typed count. `code` is a barcode or SKU as scanned; `quantity` defaults to 1 for goods
 * counted in whole units (goods sold by weight or measure must type it, in kg, l…). `set` replaces the
 * product's count (a correction) instead of adding to it.
 */
export const StocktakeCountInput = z
  .object({
    productId: IdParam.optional(),
    code: z
      .string()
      .trim()
      .min(1)
      .max(64, says('AT_MOST_CHARACTERS', { max: '64' }))
      .optional(),
    quantity: quantityInput('Quantity', MAX_STOCK).optional(),
    mode: z.enum(['add', 'set']).default('add'),
  })
  .refine((c) => c.productId !== undefined || c.code !== undefined, { path: ['code'], ...says('STOCKTAKE_PRODUCT_REQUIRED') });
export type StocktakeCountInput = z.output<typeof StocktakeCountInput>;

export const StocktakePostInput = z.object({ uncounted: z.enum(UNCOUNTED_POLICIES).default('leave') });
export type StocktakePostInput = z.output<typeof StocktakePostInput>;

/**
 * A counted product. `expected`, `difference` and the values are null for a cashier (a blind count:
 * counters see what they counted, not what the system expects) — decision 0019.
 */
export const StocktakeLine = z.object({
  productId: z.number(),
  productName: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  unit: z.string(),
  counted: z.number(),
  expected: z.number().nullable(),
  difference: z.number().nullable(),
  unitCost: z.number().nullable(),
  differenceValue: z.number().nullable(),
  /** Counted as 0 at posting because nobody counted it (the 'zero' choice). */
  zeroed: z.boolean(),
  lastCountedAt: z.string().nullable(),
  lastCountedBy: z.string().nullable(),
});
export type StocktakeLine = z.infer<typeof StocktakeLine>;

export const StocktakeSummary = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  status: z.enum(STOCKTAKE_STATUSES),
  /** The counted categories' names; empty: every product. */
  categories: z.array(z.string()),
  categoryIds: z.array(z.number()),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  uncountedPolicy: z.enum(UNCOUNTED_POLICIES).nullable(),
  countedProducts: z.number(),
});
export type StocktakeSummary = z.infer<typeof StocktakeSummary>;

export const StocktakeList = z.object({ stocktakes: z.array(StocktakeSummary) });
export type StocktakeList = z.infer<typeof StocktakeList>;

export const StocktakeDetail = StocktakeSummary.extend({
  lines: z.array(StocktakeLine),
  /** Products of the scope nobody has counted (the first STOCKTAKE_UNCOUNTED_SHOWN), with their stock now (null for a cashier). */
  uncounted: z.object({
    count: z.number(),
    products: z.array(z.object({ productId: z.number(), productName: z.string(), unit: z.string(), stock: z.number().nullable() })),
  }),
  /** Σ over the counted lines (null for a cashier): the difference's value at cost, less and more. */
  totals: z.object({ valueShort: z.number(), valueOver: z.number(), value: z.number(), linesWithDifference: z.number() }).nullable(),
});
export type StocktakeDetail = z.infer<typeof StocktakeDetail>;

export const StocktakeCounted = z.object({ line: StocktakeLine });
export type StocktakeCounted = z.infer<typeof StocktakeCounted>;
