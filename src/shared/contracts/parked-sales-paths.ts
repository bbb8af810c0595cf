// The zod-free part of the parked-sales contract: route templates and the URL builders the till
// fills them with (./fill-path); `./parked-sales` re-exports it.

import { fillPath } from './fill-path';

export const PARKED_SALE_ROUTES = {
  parkedSales: '/api/businesses/:businessId/parked-sales',
  parkedSale: '/api/businesses/:businessId/parked-sales/:id',
} as const;

export const parkedSalesPath = (businessId: number) => fillPath(PARKED_SALE_ROUTES.parkedSales, { businessId });
export const parkedSalePath = (businessId: number, id: number) => fillPath(PARKED_SALE_ROUTES.parkedSale, { businessId, id });

export const PARKED_SALE_MESSAGES = {
  basketEmpty: 'Add at least one item to park the sale',
  tooManyItems: 'At most 500 items can be parked',
  noteTooLong: 'The note must be at most 200 characters',
} as const;
