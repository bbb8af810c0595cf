// The zod-free part of the admin contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./admin` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `ADMIN_PATHS` or `fillPath`). */
export const ADMIN_ROUTES = {
  metrics: '/api/admin/metrics',
  pendingBusinesses: '/api/admin/businesses/pending',
  pendingAddons: '/api/admin/subscriptions/addon-pending',
  approveBusiness: '/api/admin/businesses/:id/approve',
  rejectBusiness: '/api/admin/businesses/:id/reject',
  approveAddon: '/api/admin/subscriptions/:id/approve-addon',
  rejectAddon: '/api/admin/subscriptions/:id/reject-addon',
  businesses: '/api/admin/businesses',
  suspendBusiness: '/api/admin/businesses/:id/suspend',
  reactivateBusiness: '/api/admin/businesses/:id/reactivate',
} as const;

export const ADMIN_PATHS = pathBuilders(ADMIN_ROUTES);
