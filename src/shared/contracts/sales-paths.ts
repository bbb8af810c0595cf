// The zod-free part of the sales contract: the till imports its paths and messages from here, so
// its first paint does not wait for zod; `./sales` re-exports it.

import { SALE_PAYMENT_METHODS, TENDER_METHODS } from '../domain/payments';
import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `SALES_PATHS` or `fillPath`). */
export const SALES_ROUTES = {
  pos: '/api/businesses/:businessId/pos',
  sales: '/api/businesses/:businessId/sales',
  sale: '/api/businesses/:businessId/sales/:saleId',
} as const;

export const SALES_PATHS = pathBuilders(SALES_ROUTES);

// Kept here too: the till and the sale routes import it from the sales contract.
export { IDEMPOTENCY_HEADER } from './idempotency';

/** How a payment may be made: each of a sale's `payments`, or its one `paymentMethod`. */
export const PAYMENT_METHODS = TENDER_METHODS;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a sale reads as its method: the one its payments use, or 'split'. */
export { SALE_PAYMENT_METHODS };
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'partial'] as const;

export const SALE_MESSAGES = {
  cartEmpty: 'Cart is empty',
  creditNeedsCustomer: 'Name and phone number are required for credit sales',
  chequeNeedsCustomer: 'Select a customer, or enter a name and phone number, to take a cheque',
  paymentRequired: 'Choose how the sale is paid',
  paymentsMismatch: 'Payments must add up to the total',
  tenderedWithoutCash: 'Cash tendered needs a cash payment',
  tenderedTooLow: 'Cash tendered must cover the cash payment',
  chequeDetailsRequired: 'A cheque needs its number, bank and date',
  discountAmountOrPercent: 'Give a discount as an amount or a percentage, not both',
  lineDiscountTooLarge: 'A line discount cannot exceed the line total',
  discountApprovalRequired: 'A manager must approve this discount',
  invalidPhone: 'Phone number is not valid',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different sale',
  productNotFound: 'Product not found',
  discountTooLarge: 'Discount cannot exceed the sale total',
  customerNotFound: 'Customer not found',
  insufficientPoints: 'Insufficient loyalty points',
  loyaltyNeedsCustomer: 'Select a customer to use loyalty points or a tier discount',
} as const;
