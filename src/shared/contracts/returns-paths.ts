// The zod-free part of the returns contract: route templates, URL builders and
// messages; `./returns` re-exports it.

import { fillPath } from './fill-path';

export const RETURN_ROUTES = {
  /** POST a return of (part of) a sale: lines and refunds; Idempotency-Key required. */
  saleReturns: '/api/businesses/:businessId/sales/:saleId/returns',
  /** POST { reason, approval? }: void a sale in its open shift (or business day). */
  saleVoid: '/api/businesses/:businessId/sales/:saleId/void',
  /** POST { return, sale }: a return and a new sale in one transaction; Idempotency-Key required. */
  saleExchange: '/api/businesses/:businessId/sales/:saleId/exchange',
  /** GET a sale by its invoice number (the receipt's barcode), with what was already returned. */
  saleByInvoice: '/api/businesses/:businessId/sales/by-invoice/:invoiceNumber',
  /** GET the business's returns and voids, newest first (?from&to&kind&restocked). */
  returns: '/api/businesses/:businessId/returns',
  /** GET one return or void (its credit note, for a reprint). */
  return: '/api/businesses/:businessId/returns/:returnId',
} as const;

export const RETURNS_PATHS = {
  saleReturns: (businessId: number, saleId: number) => fillPath(RETURN_ROUTES.saleReturns, { businessId, saleId }),
  saleVoid: (businessId: number, saleId: number) => fillPath(RETURN_ROUTES.saleVoid, { businessId, saleId }),
  saleExchange: (businessId: number, saleId: number) => fillPath(RETURN_ROUTES.saleExchange, { businessId, saleId }),
  saleByInvoice: (businessId: number, invoiceNumber: string) => fillPath(RETURN_ROUTES.saleByInvoice, { businessId, invoiceNumber }),
  returns: (businessId: number) => fillPath(RETURN_ROUTES.returns, { businessId }),
  return: (businessId: number, returnId: number) => fillPath(RETURN_ROUTES.return, { businessId, returnId }),
} as const;

/** Why goods came back; damaged and expired goods are usually not restocked (written off). */
export const RETURN_REASONS = ['changed_mind', 'wrong_item', 'damaged', 'expired', 'faulty', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** How a return pays the customer back. `credit`: off a credit sale's debt, else the CRM customer's store credit. */
export const REFUND_METHODS = ['cash', 'card', 'lankaqr', 'bank_transfer', 'credit'] as const;
/** What a refund reads as: a void also reverses a cheque payment (the cheque is handed back). */
export const REFUND_RECORD_METHODS = ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export type RefundRecordMethod = (typeof REFUND_RECORD_METHODS)[number];
export const RETURN_KINDS = ['return', 'void'] as const;
export const SALE_STATUSES = ['completed', 'partly_returned', 'returned', 'void'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const RETURN_MESSAGES = {
  linesRequired: 'Choose at least one item to return',
  lineNotOnSale: 'This item is not on the sale',
  lineTwice: 'Each sale line can be returned once per return',
  exceedsSold: 'Cannot return more than was sold',
  fractionNotAllowed: 'Only weighed goods can be returned in part',
  saleVoid: 'This sale is void and cannot be returned',
  saleReturned: 'This sale was already returned in full',
  refundsMismatch: 'Refunds must add up to the return total',
  creditRefundTooHigh: 'The credit refund is more than the customer owes; refund the rest another way',
  creditRefundNoCustomer: 'A credit refund needs a credit sale or a customer',
  openShiftRequired: 'Open a shift to give cash back',
  returnApprovalRequired: 'A manager must approve this return',
  voidApprovalRequired: 'A manager must approve this void',
  voidReasonRequired: 'Give a reason for the void',
  alreadyVoid: 'This sale is already void',
  voidHasReturns: 'This sale has returns; return the rest instead',
  voidShiftClosed: 'Only a sale in an open shift can be voided',
  voidDayOver: 'A sale can only be voided on the day it was made',
  voidChequeHandled: 'This sale’s cheque was already deposited; return the sale instead',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different return',
  saleNotFound: 'Sale not found',
  returnNotFound: 'Return not found',
} as const;
