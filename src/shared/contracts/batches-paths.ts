// The zod-free part of the batches contract (docs/decisions/0020): route
// templates and the URL builders the client fills them with; `./batches` re-exports it.

import { fillPath } from './fill-path';

export const BATCH_ROUTES = {
  /** GET (admins): batches with stock that expired or expire within 30 / 60 / 90 days, valued at cost. */
  expiry: '/api/businesses/:businessId/batches/expiry',
  /** GET (admins): what expires this month and what has expired, for the dashboard's card. */
  expiringSummary: '/api/businesses/:businessId/batches/expiring-summary',
  /** GET (admins, and cashiers: an adjustment with an admin's PIN names one): a product's batches with stock. */
  productBatches: '/api/businesses/:businessId/products/:productId/batches',
} as const;

/** The report's buckets: expired (before today), then 0–30, 31–60 and 61–90 days from today. */
export const EXPIRY_BUCKETS = ['expired', 'd30', 'd60', 'd90'] as const;
export type ExpiryBucket = (typeof EXPIRY_BUCKETS)[number];

export const BATCH_PATHS = {
  expiry: (businessId: number, filter: { bucket?: ExpiryBucket; category?: string } = {}) => {
    const q = new URLSearchParams();
    if (filter.bucket) q.set('bucket', filter.bucket);
    if (filter.category) q.set('category', filter.category);
    const query = q.toString();
    return fillPath(BATCH_ROUTES.expiry, { businessId }) + (query ? `?${query}` : '');
  },
  expiringSummary: (businessId: number) => fillPath(BATCH_ROUTES.expiringSummary, { businessId }),
  productBatches: (businessId: number, productId: number) => fillPath(BATCH_ROUTES.productBatches, { businessId, productId }),
} as const;
