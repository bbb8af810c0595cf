// The zod-free part of the creditors contract: its route templates, which the
// server registers, and the URL builders the client fills them with; `./creditors` re-exports it.

import { pathBuilders } from './fill-path';

export const CREDITOR_ROUTES = {
  list: '/api/businesses/:businessId/creditors',
  payments: '/api/businesses/:businessId/suppliers/:supplierId/payments',
  ledger: '/api/businesses/:businessId/suppliers/:supplierId/ledger',
  statement: '/api/businesses/:businessId/suppliers/:supplierId/statement',
  cheques: '/api/businesses/:businessId/supplier-cheques',
} as const;

export const CREDITOR_PATHS = pathBuilders(CREDITOR_ROUTES);
