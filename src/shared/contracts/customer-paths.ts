// The zod-free part of the customers contract (the till's customer requests); `./customers` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `CUSTOMER_PATHS` or `fillPath`). */
export const CUSTOMER_ROUTES = {
  list: '/api/businesses/:businessId/customers',
  one: '/api/customers/:id',
  patch: '/api/businesses/:businessId/customers/:customerId',
  loyaltyPoints: '/api/businesses/:businessId/customers/:customerId/loyalty-points',
  loyaltyHistory: '/api/customers/:id/loyalty-points',
  sales: '/api/customers/:id/sales',
  interactions: '/api/customers/:id/interactions',
  loyaltyProgram: '/api/businesses/:businessId/loyalty-program',
  campaigns: '/api/businesses/:businessId/campaigns',
  campaign: '/api/campaigns/:id',
  campaignCsv: '/api/campaigns/:id/recipients.csv',
  campaignSend: '/api/campaigns/:id/send',
  campaignSettings: '/api/businesses/:businessId/campaigns/settings',
} as const;

export const CUSTOMER_PATHS = pathBuilders(CUSTOMER_ROUTES);
