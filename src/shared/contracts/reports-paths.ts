// The zod-free part of the reports contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./reports` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `REPORTS_PATHS` or `fillPath`). */
export const REPORTS_ROUTES = {
  salesSummary: '/api/businesses/:businessId/sales-summary',
  inventorySummary: '/api/businesses/:businessId/inventory-summary',
  debtorSummary: '/api/businesses/:businessId/debtor-summary',
  crmSummary: '/api/businesses/:businessId/crm-summary',
  salesCsv: '/api/businesses/:businessId/reports/sales.csv',
  inventoryCsv: '/api/businesses/:businessId/reports/inventory.csv',
} as const;

export const REPORTS_PATHS = pathBuilders(REPORTS_ROUTES);
