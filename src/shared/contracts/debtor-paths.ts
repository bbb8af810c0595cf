// The zod-free part of the debtors contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./debtors` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `DEBTOR_PATHS` or `fillPath`). */
export const DEBTOR_ROUTES = {
  list: '/api/businesses/:businessId/debtors',
  stats: '/api/businesses/:businessId/debtors/stats',
  one: '/api/debtors/:id',
  payments: '/api/debtors/:id/payments',
  ledger: '/api/debtors/:id/ledger',
} as const;

export const DEBTOR_PATHS = pathBuilders(DEBTOR_ROUTES);
