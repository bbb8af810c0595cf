// The zod-free part of the tax contract: its route templates, which the server registers, and
// the URL builders the client fills them with (./fill-path); `./tax` re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `TAX_PATHS` or `fillPath`). */
export const TAX_ROUTES = {
  configuration: '/api/tax/configuration/:businessId',
  expenseCategories: '/api/tax/expense-categories/:businessId',
  expenseCategory: '/api/tax/expense-categories/:businessId/:id',
  expenseTransaction: '/api/tax/expense-transaction/:businessId',
  expenses: '/api/tax/expenses/:businessId',
  panelData: '/api/tax/panel-data/:businessId',
  calculate: '/api/tax/calculate/:businessId',
  calculation: '/api/tax/calculations/:businessId/:id',
  audit: '/api/tax/audit/:businessId',
  exportReport: '/api/tax/export-report/:businessId',
  taxInvoiceProfile: '/api/businesses/:businessId/tax-invoice-profile',
} as const;

export const TAX_PATHS = pathBuilders(TAX_ROUTES);
