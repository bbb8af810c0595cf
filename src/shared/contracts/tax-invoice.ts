/**
 * Tax invoices on request: a receipt is the rule, a tax invoice is issued only when a buyer asks
 * for one (decision 0008). The
 * buyer's details a VAT-registered shop needs to issue one (one schema for the form and the
 * server), the API's answer, and the document a print lays out — the same fields on the A4 PDF
 * (server) and the 80 mm roll (client), in the Gazette 2481/22 layout.
 */
import { z } from 'zod';
import { isValidPhone } from '../domain/phone';
import { TAX_CATEGORIES } from '../domain/tax-category';
import { PRODUCT_UNITS } from '../domain/units';
import { nameInput } from './common';
import { PAYMENT_METHODS, SALE_PAYMENT_METHODS } from './sales-paths';
import { says } from '../messages/zod-refs';

export * from './tax-invoice-paths';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A Sri Lankan TIN (9 digits) or VAT number (TIN-7000); other digit runs are accepted as typed. */
export const TIN_PATTERN = /^\d{6,15}(-\d{1,6})?$/;

export const TaxInvoiceInput = z.object({
  buyerName: nameInput('Buyer name', 200),
  buyerAddress: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string(says('FIELD_REQUIRED', { label: 'Buyer address' }))
      .min(1, says('FIELD_REQUIRED', { label: 'Buyer address' }))
      .max(500, says('FIELD_TOO_LONG', { label: 'Buyer address', max: '500' })),
  ),
  /** A particular the tax invoice must carry, like the supplier's telephone. */
  buyerPhone: z.preprocess(
    blankToUndefined,
    z
      .string(says('FIELD_REQUIRED', { label: 'Buyer phone' }))
      .trim()
      .max(40, says('FIELD_TOO_LONG', { label: 'Phone number', max: '40' }))
      .refine((p) => isValidPhone(p), says('INVALID_PHONE')),
  ),
  buyerTin: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    z
      .string(says('FIELD_REQUIRED', { label: 'Buyer TIN or VAT number' }))
      .min(1, says('FIELD_REQUIRED', { label: 'Buyer TIN or VAT number' }))
      .regex(TIN_PATTERN, says('BUYER_TIN_FORMAT')),
  ),
});
export type TaxInvoiceInput = z.output<typeof TaxInvoiceInput>;
export type TaxInvoiceRequest = z.input<typeof TaxInvoiceInput>;

export const TaxInvoiceBuyer = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  tin: z.string(),
});
export type TaxInvoiceBuyer = z.infer<typeof TaxInvoiceBuyer>;

/** The answer to issuing (201) and to GET …/tax-invoice. Amounts as stored when issued. */
export const TaxInvoice = z.object({
  id: z.number(),
  serialNumber: z.string(),
  saleId: z.number(),
  issuedAt: z.string(),
  buyer: TaxInvoiceBuyer,
  netAmount: z.number(),
  vatAmount: z.number(),
  totalAmount: z.number(),
  totalInWords: z.string(),
});
export type TaxInvoice = z.infer<typeof TaxInvoice>;

/** GET …/tax-invoice: the invoice and how often it was printed (a next print says COPY once it is above 0). */
export const TaxInvoiceRecord = TaxInvoice.extend({ printCount: z.number() });
export type TaxInvoiceRecord = z.infer<typeof TaxInvoiceRecord>;

export const TaxInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  /** The price per unit net of VAT and of the line's discount: amount ÷ quantity, to 4 places. */
  unitPrice: z.number(),
  vatRate: z.number(),
  taxCategory: z.enum(TAX_CATEGORIES),
  /** The value of the supply: net of VAT, after the line's share of any discount. */
  amount: z.number(),
});
export type TaxInvoiceLine = z.infer<typeof TaxInvoiceLine>;

/** Everything a print of the tax invoice shows (Gazette 2481/22), built once by the server. */
export const TaxInvoiceDocument = TaxInvoice.extend({
  /** Printed before: this print is a COPY. */
  copy: z.boolean(),
  /** The sale's own receipt number, for reference. */
  invoiceNumber: z.string(),
  /** The shop's calendar dates: the invoice's (when issued) and the supply's (the sale's). */
  invoiceDate: z.string(),
  supplyDate: z.string(),
  placeOfSupply: z.string().nullable(),
  supplier: z.object({
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    tin: z.string().nullable(),
    vatNumber: z.string().nullable(),
  }),
  lines: z.array(TaxInvoiceLine),
  pricesIncludeVat: z.boolean(),
  discountAmount: z.number(),
  /** The VAT rates actually charged (percent), for the "VAT (18%)" line. */
  vatRates: z.array(z.number()),
  nbtAmount: z.number(),
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  /** The sale's payments, each method with its amount (a split sale prints them all). */
  payments: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number() })),
  /**
   * The value of the supplies apart: taxable by the VAT rate charged (with that VAT), zero-rated
   * and exempt; together they are `netAmount`.
   */
  supplies: z.object({
    taxable: z.array(z.object({ rate: z.number(), value: z.number(), vat: z.number() })),
    zeroRated: z.number(),
    exempt: z.number(),
  }),
});
export type TaxInvoiceDocument = z.infer<typeof TaxInvoiceDocument>;

/** The answer to recording a print: whether it is a COPY, the count, and what to print. */
export const TaxInvoicePrint = z.object({ copy: z.boolean(), printCount: z.number(), document: TaxInvoiceDocument });
export type TaxInvoicePrint = z.infer<typeof TaxInvoicePrint>;
