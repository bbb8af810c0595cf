import { z } from 'zod';
import { TAX_CATEGORIES } from '../domain/tax-category';
import { PRODUCT_UNITS } from '../domain/units';
import { MAX_AMOUNT, MAX_LINE_QUANTITY } from '../domain/bounds';
import { decimalInput, moneyBound, optionalNameInput, quantityBound } from './common';
import { SALE_EXCEPTION_KINDS, SaleTerminalInput } from './terminals';

export * from './sales-paths';
import { PAYMENT_METHODS, PAYMENT_STATUSES, SALE_PAYMENT_METHODS } from './sales-paths';
import { RETURN_KINDS, SALE_STATUSES } from './returns-paths';
import { saying, says } from '../messages/zod-refs';

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v), z.string().max(max).nullable().optional());

export const DebtorInfoInput = z.object({
  name: optionalNameInput(200),
  phone: optionalText(40),
  email: optionalText(254),
  address: optionalText(500),
});

export const discountAmountInput = (label: string) =>
  decimalInput({
    places: 2,
    invalid: says('FIELD_NOT_A_NUMBER_money', { label }),
    max: MAX_AMOUNT,
    maxMessage: moneyBound(label, MAX_AMOUNT),
  })
    .refine((n) => (n as number) >= 0, says('FIELD_NEGATIVE', { label }))
    .nullable()
    .optional();

export const discountPercentInput = decimalInput({
  places: 2,
  invalid: says('DISCOUNT_PERCENT_NOT_A_NUMBER'),
  min: 0,
  minMessage: says('DISCOUNT_PERCENT_NEGATIVE'),
  max: 100,
  maxMessage: says('DISCOUNT_PERCENT_TOO_LARGE'),
})
  .nullable()
  .optional();

/** An amount or a percentage, never both. */
export const oneDiscount = (v: { discountAmount?: unknown; discountPercent?: unknown }, ctx: z.RefinementCtx) => {
  if (v.discountAmount != null && v.discountPercent != null)
    ctx.addIssue({ code: 'custom', path: ['discountPercent'], ...saying('DISCOUNT_AMOUNT_OR_PERCENT') });
};

/** Unknown fields (client prices, totals, invoice numbers) are accepted and ignored. */
export const SaleItemInput = z
  .object({
    productId: z.coerce.number().int().positive().max(2_147_483_647),
    quantity: decimalInput({
      places: 3,
      message: says('FIELD_REQUIRED', { label: 'Quantity' }),
      invalid: says('FIELD_NOT_A_NUMBER_quantity', { label: 'Quantity' }),
      max: MAX_LINE_QUANTITY,
      maxMessage: quantityBound('Quantity', MAX_LINE_QUANTITY),
    }).refine((n) => (n as number) > 0, {
      ...says('FIELD_NOT_POSITIVE', { label: 'Quantity' }),
    }),
    /** The line's own discount, off the line before VAT: an amount or a percentage (0–100). */
    discountAmount: discountAmountInput('Discount'),
    discountPercent: discountPercentInput,
    /**
     * The unit price the till showed. Ignored online (the server prices the sale); on a sale made
     * offline (`offline: true`) it is what the customer paid, and it stands.
     */
    price: z.unknown().optional(),
  })
  .superRefine(oneDiscount);

const chequeDateInput = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.iso
    .date(says('DATE_LIKE', { example: '2026-11-24' }))
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', { ...says('DATE_YEAR_RANGE') })
    .nullable()
    .optional(),
);

/** One payment of a sale; a cheque (post-dated allowed) needs its number, bank and date. */
export const SalePaymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS, says('PAYMENT_METHOD_INVALID')),
    amount: decimalInput({
      places: 2,
      message: says('FIELD_REQUIRED', { label: 'Amount' }),
      invalid: says('FIELD_NOT_A_NUMBER_money', { label: 'Amount' }),
      min: 0,
      minMessage: says('FIELD_NEGATIVE', { label: 'Amount' }),
      max: MAX_AMOUNT,
      maxMessage: moneyBound('Amount', MAX_AMOUNT),
    }),
    /** The card slip's, QR's or transfer's reference, when the till takes one. */
    reference: optionalText(100),
    chequeNumber: optionalText(40),
    chequeBank: optionalText(100),
    chequeDate: chequeDateInput,
  })
  .superRefine((p, ctx) => {
    if (p.method !== 'cheque') return;
    for (const field of ['chequeNumber', 'chequeBank', 'chequeDate'] as const)
      if (!p[field]) ctx.addIssue({ code: 'custom', path: [field], ...saying('CHEQUE_DETAILS_REQUIRED') });
  });
export type SalePaymentInput = z.output<typeof SalePaymentInput>;

/** A manager's PIN approving a cashier's discount above the business's limit. */
export const DiscountApprovalInput = z.object({
  userId: z.uuid(says('CHOOSE_APPROVING_MANAGER')),
  pin: z.string().regex(/^\d{4,8}$/, says('PIN_FORMAT_approval')),
});

/** A price in whole cents: 10.10 is one, though 10.1 * 100 is 1009.9999999999999 in binary. */
const wholeCents = (price: number) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6;

export const SaleInput = z
  .object({
    items: z.array(SaleItemInput, says('CART_EMPTY')).min(1, says('CART_EMPTY')).max(500),
    /** One payment of the whole total (the API's original field); 'split' only beside `payments`. */
    paymentMethod: z.enum(SALE_PAYMENT_METHODS, says('PAYMENT_METHOD_INVALID')).optional(),
    /** How the total is paid, adding up to it exactly; when given it is what the sale records. */
    payments: z.array(SalePaymentInput).min(1, says('PAYMENT_REQUIRED')).max(20, says('TOO_MANY_PAYMENTS')).optional(),
    /** Cash handed over, at least the cash payment: the sale stores it and the change. */
    cashTendered: discountAmountInput('Cash tendered'),
    customerId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().nullable().optional()),
    customerName: optionalNameInput(200),
    debtorInfo: DebtorInfoInput.nullable().optional(),
    /** The cart's discount, shared over the lines (after their own) before VAT: an amount or a percentage. */
    discountAmount: discountAmountInput('Discount'),
    discountPercent: discountPercentInput,
    /** Loyalty points to redeem as a discount (checked against the balance by the server). */
    redeemPoints: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z
        .number(says('REDEEM_POINTS_NOT_WHOLE'))
        .int(says('REDEEM_POINTS_NOT_WHOLE'))
        .min(0, says('REDEEM_POINTS_NEGATIVE'))
        .max(1_000_000_000, says('REDEEM_POINTS_TOO_MANY'))
        .optional(),
    ),
    /** Apply the attached customer's loyalty-tier discount. */
    applyTierDiscount: z.boolean().optional(),
    /** A manager's approval of a cashier's discount above the limit (checked by the server). */
    approval: DiscountApprovalInput.nullable().optional(),
    /** The registered terminal that numbered this sale: its own serial, INV-T1-000001. */
    terminal: SaleTerminalInput.optional(),
    /** When a terminal made the sale (ISO time with offset); the server's clock when absent. */
    soldAt: z.iso.datetime({ offset: true, ...says('SOLD_AT_FORMAT') }).optional(),
    /** Made with no connection: its prices stand, an oversold line is kept and flagged. */
    offline: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    oneDiscount(v, ctx);
    if ((v.soldAt !== undefined || v.offline) && !v.terminal)
      ctx.addIssue({ code: 'custom', path: ['terminal'], ...saying('SOLD_AT_WITHOUT_TERMINAL') });
    if (v.offline)
      v.items.forEach((item, i) => {
        const price = typeof item.price === 'string' ? Number(item.price) : item.price;
        if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || price > MAX_AMOUNT || !wholeCents(price))
          ctx.addIssue({ code: 'custom', path: ['items', i, 'price'], ...saying('FIELD_NOT_A_NUMBER_money', { label: 'Price' }) });
      });
    if (!v.payments && (v.paymentMethod === undefined || v.paymentMethod === 'split'))
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], ...saying('PAYMENT_REQUIRED') });
  });
export type SaleInput = z.output<typeof SaleInput>;
export type SaleRequest = z.input<typeof SaleInput>;
export type SalePayment = Sale['payments'][number];

/**
 * A priced line as the API answers it, in its field order: the product as sold, the quantity, the
 * rates and the amounts vat-pricing.ts computed. A sale's line has them, and a return's line
 * copies them from the sale line it gives back.
 */
export const pricedLineFields = {
  name: z.string(),
  sku: z.string().nullable(),
  unit: z.enum(PRODUCT_UNITS),
  price: z.number(),
  quantity: z.number(),
  vatRate: z.number(),
  nbtRate: z.number(),
  subtotal: z.number(),
  vatAmount: z.number(),
  nbtAmount: z.number(),
};

export const SaleItem = z.object({
  /** The sale line's id (a return names it); present when the sale is read back. */
  id: z.number().optional(),
  productId: z.number(),
  ...pricedLineFields,
  total: z.number(),
  /** All the discount this line carries (its own and its share of the cart's), taken off before VAT; subtotal and VAT are after it. */
  discountShare: z.number(),
  /** The line's own discount (its amount, or its percentage in money). */
  lineDiscount: z.number(),
  taxCategory: z.enum(TAX_CATEGORIES),
  /** How much of the line was given back already (returns and a void), when the sale is read back. */
  returnedQuantity: z.number().optional(),
});
export type SaleItem = z.infer<typeof SaleItem>;

/** A return or void of a sale, as the sale lists it. */
export const SaleReturnSummary = z.object({
  id: z.number(),
  kind: z.enum(RETURN_KINDS),
  creditNoteNumber: z.string().nullable(),
  totalAmount: z.number(),
  createdAt: z.string(),
});
export type SaleReturnSummary = z.infer<typeof SaleReturnSummary>;

export const Sale = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  saleDate: z.string(),
  items: z.array(SaleItem),
  subtotal: z.number(),
  vatAmount: z.number(),
  nbtAmount: z.number(),
  discountAmount: z.number(),
  totalAmount: z.number(),
  /** How the sale was priced: a shop that is not VAT-registered charges no VAT (its receipt has no VAT line). */
  vatRegistered: z.boolean(),
  /** Shelf prices include VAT: the VAT is the part of the total at rate / (100 + rate). */
  pricesIncludeVat: z.boolean(),
  /** The one method its payments use, or 'split'. */
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  /** paid; partial when part is on credit; pending when all of it is. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payments: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      amount: z.number(),
      reference: z.string().nullable(),
      chequeNumber: z.string().nullable(),
      chequeBank: z.string().nullable(),
      chequeDate: z.string().nullable(),
    }),
  ),
  /** Cash handed over (null: not given); the change is what exceeded the cash payment. */
  cashTendered: z.number().nullable(),
  changeDue: z.number(),
  /** The seller's shift the sale landed in (null: none was open). */
  shiftId: z.number().nullable(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  debtorInfo: z
    .object({ name: z.string(), phone: z.string(), email: z.string().nullable().optional(), address: z.string().nullable().optional() })
    .nullable(),
  cashierId: z.string().nullable(),
  /** Present when a customer is attached: loyalty posted with this sale and the balance after it. */
  pointsEarned: z.number().optional(),
  pointsRedeemed: z.number().optional(),
  loyaltyBalance: z.number().nullable().optional(),
  /** Present on the answer to a credit sale: when it is due and what the debtor owes after it (the receipt prints both). */
  credit: z.object({ dueDate: z.string(), balance: z.number() }).optional(),
  /** The terminal that numbered it, whether it was made offline, and what the server flagged on its arrival. */
  terminalId: z.number().nullable().optional(),
  offline: z.boolean().optional(),
  exceptions: z.array(z.object({ kind: z.enum(SALE_EXCEPTION_KINDS), productId: z.number().nullable() })).optional(),
  /** completed, partly_returned, returned or void; a new sale is completed. */
  status: z.enum(SALE_STATUSES).optional(),
  voidedAt: z.string().nullable().optional(),
  voidReason: z.string().nullable().optional(),
  /** Its returns and void, oldest first, when the sale is read back. */
  returns: z.array(SaleReturnSummary).optional(),
});
export type Sale = z.infer<typeof Sale>;

export const SaleSummary = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  saleDate: z.string(),
  totalAmount: z.number(),
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  customerName: z.string().nullable(),
  status: z.enum(SALE_STATUSES).optional(),
});
export type SaleSummary = z.infer<typeof SaleSummary>;

/** What the till needs of a product: compact, active products only. */
export const PosProduct = z.object({
  id: z.number(),
  name: z.string(),
  /** Present only when the shop gave one (50,000 products carry no nulls for it). */
  nameSi: z.string().optional(),
  nameTa: z.string().optional(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  /** The scale item code (PLU), only when it has one: the till reads scale labels by it. */
  scaleCode: z.string().optional(),
  category: z.string().nullable(),
  price: z.number(),
  stock: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  /**
   * Exempt and zero-rated goods carry no VAT (decision 0008); the till prices by it. A standard
   * line is charged the configuration's rate (`pricing`): the product has no rate of its own.
   */
  taxCategory: z.enum(TAX_CATEGORIES),
  /** The pack's maximum retail price, when it has one. */
  mrp: z.number().nullable(),
  /** The product's image (versioned URL), only when it has one. */
  imageUrl: z.string().optional(),
  /** Only when the product tracks batches: the till warns on an expired batch. */
  tracksBatches: z.literal(true).optional(),
  /**
   * The expiry of the batch a sale takes first (first-expiring-first-out), only when it has one:
   * the till compares it with the shop's today and asks an admin's PIN before selling it expired.
   */
  expiresOn: z.string().optional(),
});
export type PosProduct = z.infer<typeof PosProduct>;

/** What a receipt prints about the business (settings first, then the business record). */
export const ReceiptProfile = z.object({
  businessName: z.string(),
  ownerName: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxNumber: z.string().nullable(),
  invoiceTemplate: z.enum(['thermal-80mm', 'a4-standard', 'a4-detailed']),
  header: z.string().nullable(),
  footer: z.string().nullable(),
});
export type ReceiptProfile = z.infer<typeof ReceiptProfile>;

export const DEFAULT_RECEIPT_BUSINESS_NAME = 'Retail Store';

/**
 * How the till prices today (the tax configuration in force): its preview uses the server's rule.
 * `vatRate`/`nbtRate` (percent): what every standard-rated line is charged; a product has no rate
 * of its own. Optional only so a catalogue cached before they came still reads.
 */
export const TillPricing = z.object({
  vatRegistered: z.boolean(),
  pricesIncludeVat: z.boolean(),
  vatRate: z.number().optional(),
  nbtRate: z.number().optional(),
});
export type TillPricing = z.infer<typeof TillPricing>;

export const PosResponse = z.object({
  products: z.array(PosProduct),
  pricing: TillPricing,
  business: ReceiptProfile,
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  recentSales: z.array(SaleSummary),
});
export type PosResponse = z.infer<typeof PosResponse>;

export const SaleParams = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647),
  saleId: z.coerce.number().int().positive().max(2_147_483_647),
});
