// The zod-free part of the customers contract (the till's customer requests); `./customers` re-exports it.

import { fillPath } from './fill-path';

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

export const CUSTOMER_PATHS = {
  list: (businessId: number) => fillPath(CUSTOMER_ROUTES.list, { businessId }),
  one: (id: number) => fillPath(CUSTOMER_ROUTES.one, { id }),
  patch: (businessId: number, customerId: number) => fillPath(CUSTOMER_ROUTES.patch, { businessId, customerId }),
  loyaltyPoints: (businessId: number, customerId: number) => fillPath(CUSTOMER_ROUTES.loyaltyPoints, { businessId, customerId }),
  loyaltyHistory: (id: number) => fillPath(CUSTOMER_ROUTES.loyaltyHistory, { id }),
  sales: (id: number) => fillPath(CUSTOMER_ROUTES.sales, { id }),
  interactions: (id: number) => fillPath(CUSTOMER_ROUTES.interactions, { id }),
  loyaltyProgram: (businessId: number) => fillPath(CUSTOMER_ROUTES.loyaltyProgram, { businessId }),
  campaigns: (businessId: number) => fillPath(CUSTOMER_ROUTES.campaigns, { businessId }),
  campaign: (id: number) => fillPath(CUSTOMER_ROUTES.campaign, { id }),
  campaignCsv: (id: number) => fillPath(CUSTOMER_ROUTES.campaignCsv, { id }),
  campaignSend: (id: number) => fillPath(CUSTOMER_ROUTES.campaignSend, { id }),
  campaignSettings: (businessId: number) => fillPath(CUSTOMER_ROUTES.campaignSettings, { businessId }),
} as const;
