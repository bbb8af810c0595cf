// The zod-free part of the subscriptions contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./subscriptions` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `SUBSCRIPTION_PATHS` or `fillPath`). */
export const SUBSCRIPTION_ROUTES = {
  apply: '/api/subscriptions',
  addon: '/api/subscriptions/addon',
  ofBusiness: '/api/businesses/:businessId/subscription',
  paymentProof: '/api/subscriptions/:id/payment-proof',
} as const;

export const SUBSCRIPTION_PATHS = pathBuilders(SUBSCRIPTION_ROUTES);
