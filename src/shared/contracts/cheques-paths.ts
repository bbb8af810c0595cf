// The zod-free part of the cheques contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./cheques` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `CHEQUE_PATHS` or `fillPath`). */
export const CHEQUE_ROUTES = {
  list: '/api/businesses/:businessId/cheques',
  status: '/api/businesses/:businessId/cheques/:id/status',
} as const;

export const CHEQUE_PATHS = pathBuilders(CHEQUE_ROUTES);
