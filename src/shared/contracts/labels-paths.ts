// The zod-free part of the labels contract: the route template the server
// registers and the URL the client fills; `./labels` re-exports it.

import { fillPath } from './fill-path';

/**
 * Shelf labels and barcode stickers: the rows to print for chosen products, a
 * goods received note's lines, or the products whose price changed since a day. Inventory module,
 * the business's admins only.
 */
export const LABEL_ROUTES = {
  labels: '/api/businesses/:businessId/labels',
} as const;

/** At most this many products per request (the URL carries their ids). */
export const MAX_LABEL_PRODUCT_IDS = 500;

export type LabelSource = { productIds: readonly number[] } | { grnId: number } | { priceChangedSince: string };

export const LABEL_PATHS = {
  labels: (businessId: number, source: LabelSource) => {
    const base = fillPath(LABEL_ROUTES.labels, { businessId });
    const query =
      'productIds' in source
        ? `productIds=${source.productIds.join(',')}`
        : 'grnId' in source
          ? `grnId=${source.grnId}`
          : `priceChangedSince=${encodeURIComponent(source.priceChangedSince)}`;
    return `${base}?${query}`;
  },
} as const;
