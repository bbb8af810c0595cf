// The zod-free part of the sales contract: the till imports its paths and messages from here, so
// its first paint does not wait for zod; `./sales` re-exports it.

import { fillPath } from './fill-path';

/** The route templates the server registers (fill them with `SALES_PATHS` or `fillPath`). */
export const SALES_ROUTES = {
  pos: '/api/businesses/:businessId/pos',
  sales: '/api/businesses/:businessId/sales',
  sale: '/api/businesses/:businessId/sales/:saleId',
} as const;

export const SALES_PATHS = {
  pos: (businessId: number) => fillPath(SALES_ROUTES.pos, { businessId }),
  sales: (businessId: number) => fillPath(SALES_ROUTES.sales, { businessId }),
  sale: (businessId: number, saleId: number) => fillPath(SALES_ROUTES.sale, { businessId, saleId }),
} as const;

// Kept here too: the till and the sale routes import it from the sales contract.
export { IDEMPOTENCY_HEADER } from './idempotency';

export const PAYMENT_METHODS = ['cash', 'card', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'partial'] as const;

export const SALE_MESSAGES = {
  cartEmpty: 'Cart is empty',
  creditNeedsCustomer: 'Name and phone number are required for credit sales',
  invalidPhone: 'Phone number is not valid',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different sale',
  productNotFound: 'Product not found',
  discountTooLarge: 'Discount cannot exceed the sale total',
  customerNotFound: 'Customer not found',
  insufficientPoints: 'Insufficient loyalty points',
  loyaltyNeedsCustomer: 'Select a customer to use loyalty points or a tier discount',
} as const;
