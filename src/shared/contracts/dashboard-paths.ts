// The zod-free part of the dashboard contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./dashboard` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `DASHBOARD_PATHS` or `fillPath`). */
export const DASHBOARD_ROUTES = {
  enhanced: '/api/businesses/:businessId/enhanced-dashboard',
  metrics: '/api/businesses/:businessId/metrics',
} as const;

export const DASHBOARD_PATHS = pathBuilders(DASHBOARD_ROUTES);
