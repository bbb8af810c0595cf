// The zod-free part of the stock contract: its route templates, which the server registers, and the
// URL builders the client fills them with; `./stock` re-exports it.

import { fillPath } from './fill-path';

/** The route templates the server registers. */
export const STOCK_ROUTES = {
  movements: '/api/businesses/:businessId/products/:productId/stock-movements',
} as const;

export const STOCK_PATHS = {
  /** A product's stock history, newest first; `cursor` is the previous page's `nextCursor`. */
  movements: (businessId: number, productId: number, cursor?: string | null) =>
    fillPath(STOCK_ROUTES.movements, { businessId, productId }) + (cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''),
} as const;

/** Every way stock moves (the `kind` of a movement). */
export const STOCK_MOVEMENT_KINDS = [
  'sale',
  'return',
  'void',
  'receive',
  'reverse',
  'adjust',
  'count',
  'open',
  'import',
  'supplier_return',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * Why stock was changed by hand (the Adjustments screen, the product dialog's stock edit), in the
 * order the screens offer them. `count_correction` is shown as "Correction"; `lost_or_stolen` as
 * "Theft or loss"; `other` stays (old data, and the odd case) and needs a note (decision 0019).
 */
export const STOCK_ADJUSTMENT_REASONS = ['damaged', 'expired', 'lost_or_stolen', 'own_use', 'found', 'count_correction', 'other'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** A page of the stock history. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 50;

export const STOCK_MESSAGES = {
  reasonRequired: 'Say why the stock changed',
  noteRequired: 'Describe the reason',
} as const;

/**
 * An adjustment's `reference` in the stock history is its reason code, then ": " and the note when
 * there is one ("damaged: dropped crate"); the client shows the code's label.
 */
export function splitAdjustmentReference(reference: string): { reason: StockAdjustmentReason | null; note: string | null } {
  const at = reference.indexOf(': ');
  const code = at < 0 ? reference : reference.slice(0, at);
  const note = at < 0 ? null : reference.slice(at + 2);
  const reason = (STOCK_ADJUSTMENT_REASONS as readonly string[]).includes(code) ? (code as StockAdjustmentReason) : null;
  return reason ? { reason, note } : { reason: null, note: reference };
}
