// The zod-free part of the inventory contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./inventory` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `INVENTORY_PATHS` or `fillPath`). */
export const INVENTORY_ROUTES = {
  inventory: '/api/businesses/:businessId/inventory',
} as const;

export const INVENTORY_PATHS = pathBuilders(INVENTORY_ROUTES);
