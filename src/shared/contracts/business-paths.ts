// The zod-free paths of a business's own data that no other contract owns.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `BUSINESS_PATHS` or `fillPath`). */
export const BUSINESS_ROUTES = {
  subscribedModules: '/api/businesses/:businessId/subscribed-modules',
} as const;

export const BUSINESS_PATHS = pathBuilders(BUSINESS_ROUTES);
