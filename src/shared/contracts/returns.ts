import { z } from 'zod';
import { MAX_AMOUNT, MAX_LINE_QUANTITY } from '../domain/bounds';
import { TAX_CATEGORIES } from '../domain/tax-category';
import { BusinessIdParams, decimalInput, IdParam, moneyBound, quantityBound } from './common';
import { REFUND_METHODS, REFUND_RECORD_METHODS, RETURN_KINDS, RETURN_REASONS } from './returns-paths';
import { DiscountApprovalInput, pricedLineFields, Sale, SaleInput } from './sales';
import { OfflineTerminalInput, offlineTimeInput, requireTerminalFor } from './shifts';
import { says, type Said } from '../messages/zod-refs';

export * from './returns-paths';

const optionalText = (max: number, message?: Said) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, message).nullable().optional(),
  );

/** One sale line to give back: how much of it, whether it goes back on the shelf, and why. */
export const ReturnLineInput = z.object({
  saleItemId: IdParam,
  quantity: decimalInput({
    places: 3,
    message: says('FIELD_REQUIRED', { label: 'Quantity' }),
    invalid: says('RETURN_QUANTITY_NOT_A_NUMBER'),
    max: MAX_LINE_QUANTITY,
    maxMessage: quantityBound('Quantity', MAX_LINE_QUANTITY),
  }).refine((n) => (n as number) > 0, { ...says('FIELD_NOT_POSITIVE', { label: 'Quantity' }) }),
  /** Back on the shelf (a `return` stock movement); false: damaged or expired, written off. */
  restock: z.boolean().default(true),
  reason: z.enum(RETURN_REASONS, says('CHOOSE_REASON')).default('changed_mind'),
});
export type ReturnLineInput = z.output<typeof ReturnLineInput>;

export const RefundInput = z.object({
  method: z.enum(REFUND_METHODS, says('REFUND_METHOD_INVALID')),
  amount: decimalInput({
    places: 2,
    message: says('FIELD_REQUIRED', { label: 'Amount' }),
    invalid: says('FIELD_NOT_A_NUMBER_money', { label: 'Amount' }),
    min: 0,
    minMessage: says('FIELD_NEGATIVE', { label: 'Amount' }),
    max: MAX_AMOUNT,
    maxMessage: moneyBound('Amount', MAX_AMOUNT),
  }),
  reference: optionalText(100),
});
export type RefundInput = z.output<typeof RefundInput>;

/** POST …/sales/{saleId}/returns (Idempotency-Key required). */
export const ReturnInput = z
  .object({
    lines: z.array(ReturnLineInput, says('RETURN_LINES_REQUIRED')).min(1, says('RETURN_LINES_REQUIRED')).max(500),
    /** How the customer is paid back; adds up to the return's total (empty when it is 0). */
    refund: z.array(RefundInput).max(10, says('TOO_MANY_REFUNDS')).default([]),
    /** An admin's PIN for a cashier's return beyond the business's limit (amount or days). */
    approval: DiscountApprovalInput.nullable().optional(),
    note: optionalText(500, says('NOTE_TOO_LONG', { max: '500' })),
    /** Made offline: when, on the till's clock, only with the registered `terminal`. */
    returnedAt: offlineTimeInput().optional(),
    terminal: OfflineTerminalInput.optional(),
  })
  .superRefine(requireTerminalFor('returnedAt'));
export type ReturnInput = z.output<typeof ReturnInput>;
export type ReturnRequest = z.input<typeof ReturnInput>;

/** POST …/sales/{saleId}/void. */
export const VoidInput = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(says('VOID_REASON_REQUIRED'))
      .min(1, says('VOID_REASON_REQUIRED'))
      .max(500, says('REASON_TOO_LONG', { max: '500' })),
  ),
  approval: DiscountApprovalInput.nullable().optional(),
});
export type VoidInput = z.output<typeof VoidInput>;
export type VoidRequest = z.input<typeof VoidInput>;

export const SaleReturnParams = BusinessIdParams.extend({ saleId: IdParam });
export const ReturnParams = BusinessIdParams.extend({ returnId: IdParam });
export const SaleByInvoiceParams = BusinessIdParams.extend({
  invoiceNumber: z.string().trim().min(1, says('ENTER_INVOICE_NUMBER')).max(64, says('INVOICE_NUMBER_TOO_LONG')),
});

export const ReturnLine = z.object({
  id: z.number(),
  saleItemId: z.number(),
  productId: z.number(),
  ...pricedLineFields,
  discountShare: z.number(),
  total: z.number(),
  taxCategory: z.enum(TAX_CATEGORIES),
  restock: z.boolean(),
  reason: z.enum(RETURN_REASONS),
});
export type ReturnLine = z.infer<typeof ReturnLine>;

export const Refund = z.object({
  method: z.enum(REFUND_RECORD_METHODS),
  amount: z.number(),
  reference: z.string().nullable(),
  /** A credit refund: off the sale's debt, or onto the customer's store credit. */
  creditTo: z.enum(['debt', 'store']).nullable(),
});
export type Refund = z.infer<typeof Refund>;

/** A return (credit note) or a void, as the API answers it. */
export const SaleReturn = z.object({
  id: z.number(),
  kind: z.enum(RETURN_KINDS),
  /** CN-000001; null for a void. */
  creditNoteNumber: z.string().nullable(),
  saleId: z.number(),
  invoiceNumber: z.string(),
  lines: z.array(ReturnLine),
  subtotal: z.number(),
  vatAmount: z.number(),
  nbtAmount: z.number(),
  discountAmount: z.number(),
  totalAmount: z.number(),
  refund: z.array(Refund),
  /** How the sale was priced (a registered shop's credit note follows the tax invoice layout). */
  vatRegistered: z.boolean(),
  pricesIncludeVat: z.boolean(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  userId: z.string().nullable(),
  approvedBy: z.string().nullable(),
  shiftId: z.number().nullable(),
  reason: z.string().nullable(),
  /**
   * The tax invoice this credit note adjusts, when one was issued for the sale: its serial as
   * printed and the purchaser it named (the note carries them); absent or null: the receipt is the reference.
   */
  taxInvoice: z
    .object({ serialNumber: z.string(), buyerName: z.string(), buyerAddress: z.string(), buyerTin: z.string() })
    .nullable()
    .optional(),
  pointsReversed: z.number(),
  pointsShortfall: z.number(),
  pointsRestored: z.number(),
  createdAt: z.string(),
});
export type SaleReturn = z.infer<typeof SaleReturn>;

export const ReturnsQuery = z.object({
  from: z.iso.date(says('DATE_LIKE', { example: '2026-11-24' })).optional(),
  to: z.iso.date(says('DATE_LIKE', { example: '2026-11-24' })).optional(),
  kind: z.enum(RETURN_KINDS).optional(),
  /** false: the write-off list (lines not put back on the shelf). */
  restocked: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ReturnsQuery = z.infer<typeof ReturnsQuery>;

export const ReturnsPage = z.object({
  returns: z.array(SaleReturn),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ReturnsPage = z.infer<typeof ReturnsPage>;

/** POST …/sales/{saleId}/exchange: the return and the new sale, in one transaction (Idempotency-Key required). */
export const ExchangeInput = z.object({
  return: ReturnInput,
  sale: SaleInput,
});
export type ExchangeInput = z.output<typeof ExchangeInput>;
export type ExchangeRequest = z.input<typeof ExchangeInput>;

export const ExchangeResult = z.object({
  return: SaleReturn,
  sale: Sale,
});
export type ExchangeResult = z.infer<typeof ExchangeResult>;
