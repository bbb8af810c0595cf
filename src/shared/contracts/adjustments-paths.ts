// The zod-free part of the stock adjustments contract: route templates, the URL
// builders the client fills them with, and the messages; `./adjustments` re-exports it.

import { fillPath } from './fill-path';
import type { StockAdjustmentReason } from './stock-paths';

export const ADJUSTMENT_ROUTES = {
  /** GET: the list (filters, totals); POST (Idempotency-Key): one adjustment per line, 201. */
  list: '/api/businesses/:businessId/stock-adjustments',
} as const;

export type AdjustmentFilters = { from?: string; to?: string; reason?: StockAdjustmentReason; q?: string; userId?: string };

export const ADJUSTMENT_PATHS = {
  list: (businessId: number, filters: AdjustmentFilters = {}) => {
    const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]))).toString();
    return fillPath(ADJUSTMENT_ROUTES.list, { businessId }) + (query ? `?${query}` : '');
  },
} as const;

/** At most this many lines in one request, and this many rows in the list (newest first). */
export const ADJUSTMENT_MAX_LINES = 100;
export const ADJUSTMENTS_LIST_LIMIT = 500;

/**
 * Which way each reason moves stock (decision 0019): losses take stock out, "found" brings it in,
 * a correction (and "other", kept for old data and odd cases, with a note) goes either way.
 */
export const ADJUSTMENT_DIRECTION: Record<StockAdjustmentReason, 'out' | 'in' | 'either'> = {
  damaged: 'out',
  expired: 'out',
  lost_or_stolen: 'out',
  own_use: 'out',
  found: 'in',
  count_correction: 'either',
  other: 'either',
};

/** Registered in src/shared/messages/adjustments.ts (the `errors` catalogue translates them). */
export const ADJUSTMENT_MESSAGES = {
  approvalRequired: "An admin's PIN is needed to adjust stock",
  outOnly: 'This reason takes stock out: enter a quantity below zero',
  inOnly: 'This reason adds stock: enter a quantity above zero',
  zero: 'Enter a quantity other than zero',
  wholeUnits: '{{name}} is counted in whole units',
  belowZero: 'Only {{stock}} of {{name}} in stock: the adjustment would take it below zero',
  duplicate: 'A product is on two lines',
  linesRequired: 'Add at least one product',
  batchNotTracked: '{{name}} does not track batches: leave the batch out',
  batchShort: 'Batch {{batch}} of {{name}} holds only {{quantity}}',
} as const;
