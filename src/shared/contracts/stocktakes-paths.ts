// The zod-free part of the stocktake contract: route templates, the URL builders
// the client fills them with, and the messages; `./stocktakes` re-exports it.

import { pathBuilders } from './fill-path';

export const STOCKTAKE_ROUTES = {
  /** GET: the business's counts, newest first; POST: start one (admins). */
  list: '/api/businesses/:businessId/stocktakes',
  /** GET: one count with its lines and what of its scope is still uncounted. */
  one: '/api/businesses/:businessId/stocktakes/:stocktakeId',
  /** POST: a scan (+1) or a typed quantity, added to (or replacing) the product's count. */
  counts: '/api/businesses/:businessId/stocktakes/:stocktakeId/counts',
  /** POST (Idempotency-Key): apply the differences to stock; admins. */
  post: '/api/businesses/:businessId/stocktakes/:stocktakeId/post',
  /** POST: abandon the count (stock unchanged); admins. */
  cancel: '/api/businesses/:businessId/stocktakes/:stocktakeId/cancel',
} as const;

export const STOCKTAKE_PATHS = pathBuilders(STOCKTAKE_ROUTES);

export const STOCKTAKE_STATUSES = ['open', 'posted', 'cancelled'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];

/** What posting does with products of the scope nobody counted (decision 0019): leave them, or count them as 0. */
export const UNCOUNTED_POLICIES = ['leave', 'zero'] as const;
export type UncountedPolicy = (typeof UNCOUNTED_POLICIES)[number];

/** How many uncounted products one count's answer lists (the total is always given). */
export const STOCKTAKE_UNCOUNTED_SHOWN = 200;

/** Registered in src/shared/messages/adjustments.ts. */
export const STOCKTAKE_MESSAGES = {
  closed: 'This stocktake is closed: it was posted or cancelled',
  codeUnknown: 'No product has the code {{code}}',
  outOfScope: '{{name}} is not part of this count',
  quantityNeeded: 'Type the quantity of {{name}}: it is sold by weight or measure',
  nothingCounted: 'Nothing has been counted yet',
  productRequired: 'Scan or choose a product',
  nameRequired: 'Give the count a name',
} as const;
