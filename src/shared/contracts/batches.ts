// Batches and expiry (docs/decisions/0020): the expiry report and the
// dashboard's card. Quantities are decimals and money LKR at the API edge.
import { z } from 'zod';
import { IdParam } from './common';
import { EXPIRY_BUCKETS } from './batches-paths';

export * from './batches-paths';

export const ExpiryQuery = z.object({
  /** Only this bucket's batches (the totals always cover every bucket). */
  bucket: z.enum(EXPIRY_BUCKETS).optional(),
  /** Only products of this category (its name). */
  category: z.string().trim().min(1).max(200).optional(),
});
export type ExpiryQuery = z.infer<typeof ExpiryQuery>;

export const ExpiryBatch = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  sku: z.string().nullable(),
  category: z.string().nullable(),
  /** '' when the supplier printed only an expiry date. */
  batchNumber: z.string(),
  expiryDate: z.string(),
  /** Days from today in the shop's time zone (negative: expired that many days ago). */
  daysLeft: z.number(),
  bucket: z.enum(EXPIRY_BUCKETS),
  quantity: z.number(),
  unit: z.string(),
  /** Quantity × the product's buying price (0 when it has none). */
  value: z.number(),
});
export type ExpiryBatch = z.infer<typeof ExpiryBatch>;

export const ExpiryTotal = z.object({ bucket: z.enum(EXPIRY_BUCKETS), count: z.number(), value: z.number() });
export type ExpiryTotal = z.infer<typeof ExpiryTotal>;

export const ExpiryReport = z.object({
  /** Today in the shop's time zone (YYYY-MM-DD). */
  today: z.string(),
  totals: z.array(ExpiryTotal),
  batches: z.array(ExpiryBatch),
  /** The categories of products with batches in the report (for the filter). */
  categories: z.array(z.string()),
});
export type ExpiryReport = z.infer<typeof ExpiryReport>;

export const ExpiringSummary = z.object({
  /** Batches with stock expiring from today to the month's last day: how many, their value at cost. */
  thisMonth: z.object({ count: z.number(), value: z.number() }),
  /** Batches with stock already expired. */
  expired: z.object({ count: z.number(), value: z.number() }),
});
export type ExpiringSummary = z.infer<typeof ExpiringSummary>;

export const ProductBatchesParams = z.object({ businessId: IdParam, productId: IdParam });

/** One batch with stock, as an adjustment picks it (no costs: cashiers see it too). */
export const ProductBatch = z.object({
  id: z.number(),
  /** '' when the supplier printed only an expiry date. */
  batchNumber: z.string(),
  /** YYYY-MM-DD; null: the batch has no expiry. */
  expiryDate: z.string().nullable(),
  quantity: z.number(),
  /** Its expiry is before today in the shop's time zone. */
  expired: z.boolean(),
});
export type ProductBatch = z.infer<typeof ProductBatch>;

/** A product's batches with stock, first-expiring-first-out, and the stock in no batch. */
export const ProductBatches = z.object({
  productId: z.number(),
  tracksBatches: z.boolean(),
  unit: z.string(),
  /** Today in the shop's time zone (YYYY-MM-DD). */
  today: z.string(),
  stock: z.number(),
  /** stock − Σ batches: opening stock, imports, stock from before tracking (sold last). */
  unbatched: z.number(),
  batches: z.array(ProductBatch),
});
export type ProductBatches = z.infer<typeof ProductBatches>;
