// The zod-free part of the admin contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./admin` re-exports it.

import { fillPath } from './fill-path';

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

export const ADMIN_PATHS = {
  metrics: ADMIN_ROUTES.metrics,
  pendingBusinesses: ADMIN_ROUTES.pendingBusinesses,
  pendingAddons: ADMIN_ROUTES.pendingAddons,
  approveBusiness: (id: number) => fillPath(ADMIN_ROUTES.approveBusiness, { id }),
  rejectBusiness: (id: number) => fillPath(ADMIN_ROUTES.rejectBusiness, { id }),
  approveAddon: (id: number) => fillPath(ADMIN_ROUTES.approveAddon, { id }),
  rejectAddon: (id: number) => fillPath(ADMIN_ROUTES.rejectAddon, { id }),
  businesses: ADMIN_ROUTES.businesses,
  suspendBusiness: (id: number) => fillPath(ADMIN_ROUTES.suspendBusiness, { id }),
  reactivateBusiness: (id: number) => fillPath(ADMIN_ROUTES.reactivateBusiness, { id }),
} as const;
