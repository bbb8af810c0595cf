import { z } from 'zod';
import { formatBound, MAX_AMOUNT, MAX_LINE_AMOUNT, MAX_LINE_QUANTITY, MAX_PRICE } from '../domain/bounds';
import { receivesNothing } from '../domain/grn-status';
import { decimalInput, moneyBound, nameInput, quantityBound } from './common';
import { saying, says, type Said } from '../messages/zod-refs';
export * from './procurement-paths';

export const PURCHASE_ORDER_STATUSES = ['pending', 'approved', 'delivered', 'cancelled'] as const;
export const GRN_STATUSES = ['received', 'partial', 'damaged', 'rejected'] as const;
export const GRN_CONDITIONS = ['good', 'damaged', 'expired'] as const;
export const GRN_INPUT_VAT_SOURCES = ['none', 'entered', 'computed'] as const;
export const GRN_INPUT_VAT_MESSAGES = {
  unregisteredSupplier: 'This supplier has no VAT number: a goods received note from it carries no input VAT',
  aboveTotal: 'Input VAT cannot be more than the goods received total',
} as const;

/** Procurement's low-stock card counts stock ≤ threshold, 5 when a product has none. */
export const PROCUREMENT_LOW_STOCK_DEFAULT = 5;

/** Optional text: trimmed, empty → null. */
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null)), z.string().max(max).nullable());

/** YYYY-MM-DD, empty → null. */
const optionalDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
  z.iso.date(says('ENTER_VALID_DATE')).nullable(),
);

// ---------- Suppliers ----------

export const SupplierInput = z.object({
  name: nameInput('Supplier name', 200),
  contactPerson: optionalText(200),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : (v ?? null)),
    z.email(says('INVALID_EMAIL')).max(254).nullable(),
  ),
  phone: optionalText(50),
  address: optionalText(500),
  paymentTerms: optionalText(200),
  notes: optionalText(2000),
  /** A VAT-registered supplier's VAT number (its tax invoices carry input VAT the shop may claim). */
  vatNumber: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null)),
    z
      .string()
      .max(30, says('FIELD_TOO_LONG', { label: 'VAT number', max: '30' }))
      .nullable(),
  ),
  /** Payment terms in days: a GRN on credit falls due this long after delivery; empty: 30. */
  creditDays: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number(says('CREDIT_DAYS_RANGE'))
        .int(says('CREDIT_DAYS_RANGE'))
        .min(0, says('CREDIT_DAYS_RANGE'))
        .max(365, says('CREDIT_DAYS_RANGE'))
        .nullable(),
    )
    .optional(),
});
export type SupplierInput = z.infer<typeof SupplierInput>;
/** PATCH carries the fields plus (as specified) the id, which the path already names. */
export const SupplierPatch = SupplierInput.partial().extend({ id: z.unknown().optional() });
export type SupplierPatch = z.infer<typeof SupplierPatch>;

export const Supplier = z.object({
  id: z.number(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  notes: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** Payment terms in days; null: the default 30. */
  creditDays: z.number().nullable(),
  createdAt: z.string().nullable(),
});
export type Supplier = z.infer<typeof Supplier>;

// ---------- Purchase orders ----------

/** A PO/GRN line totals at most MAX_LINE_AMOUNT (bounds.ts): quantity × unit price, reported on the price. */
const LINE_TOO_LARGE = { ...says('LINE_TOTAL_TOO_LARGE', { max: formatBound(MAX_LINE_AMOUNT, 2) }), path: ['unitPrice'] };
const lineWithinBound = (quantity: number, price: number | undefined) => price === undefined || quantity * price <= MAX_LINE_AMOUNT;

const statusInput = <T extends readonly [string, ...string[]]>(values: T, message: Said) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values, message));

export const PurchaseOrderItemInput = z
  .object({
    productId: z.coerce
      .number(says('FIELD_REQUIRED', { label: 'Product' }))
      .int(says('FIELD_REQUIRED', { label: 'Product' }))
      .positive(says('FIELD_REQUIRED', { label: 'Product' })),
    quantity: decimalInput({
      places: 3,
      message: says('FIELD_REQUIRED', { label: 'Quantity' }),
      invalid: says('FIELD_NOT_A_NUMBER_quantity', { label: 'Quantity' }),
    }).pipe(
      z
        .number(says('FIELD_REQUIRED', { label: 'Quantity' }))
        .min(1, says('FIELD_AT_LEAST', { label: 'Quantity', min: '1' }))
        .max(MAX_LINE_QUANTITY, quantityBound('Quantity', MAX_LINE_QUANTITY)),
    ),
    unitPrice: decimalInput({
      places: 2,
      message: says('FIELD_REQUIRED', { label: 'Unit price' }),
      invalid: says('FIELD_NOT_A_NUMBER_money', { label: 'Unit price' }),
    }).pipe(
      z
        .number(says('FIELD_REQUIRED', { label: 'Unit price' }))
        .min(0, says('FIELD_MIN_ZERO', { label: 'Unit price' }))
        .max(MAX_PRICE, moneyBound('Unit price', MAX_PRICE)),
    ),
  })
  .refine((i) => lineWithinBound(i.quantity, i.unitPrice), LINE_TOO_LARGE);
export type PurchaseOrderItemInput = z.infer<typeof PurchaseOrderItemInput>;

export const PurchaseOrderInput = z.object({
  supplierId: z.coerce.number(says('SELECT_SUPPLIER')).int().positive(says('SELECT_SUPPLIER')),
  expectedDeliveryDate: optionalDate,
  status: statusInput(PURCHASE_ORDER_STATUSES, says('INVALID_STATUS')).default('pending'),
  notes: optionalText(2000),
  items: z.array(PurchaseOrderItemInput).min(1, says('ADD_AN_ITEM')).max(200),
});
export type PurchaseOrderInput = z.infer<typeof PurchaseOrderInput>;
export const PurchaseOrderItem = z.object({
  productId: z.number(),
  productName: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  totalPrice: z.number(),
});
export const PurchaseOrder = z.object({
  id: z.number(),
  orderNumber: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  supplierContact: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.string().nullable(),
  totalAmount: z.number(),
  createdAt: z.string(),
  items: z.array(PurchaseOrderItem),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

// ---------- Goods received notes ----------

export const NOTHING_RECEIVED_MESSAGE = 'Say why nothing was received (for example, the delivery was turned away)';

export const GrnItemInput = z
  .object({
    productId: z.coerce
      .number(says('FIELD_REQUIRED', { label: 'Product name' }))
      .int()
      .positive(says('FIELD_REQUIRED', { label: 'Product name' })),
    receivedQuantity: decimalInput({
      places: 3,
      message: says('FIELD_REQUIRED', { label: 'Received quantity' }),
      invalid: says('FIELD_NOT_A_NUMBER_quantity', { label: 'Received quantity' }),
    }).pipe(
      z
        .number(says('FIELD_REQUIRED', { label: 'Received quantity' }))
        .min(0, says('FIELD_MIN_ZERO', { label: 'Received quantity' }))
        .max(MAX_LINE_QUANTITY, quantityBound('Received quantity', MAX_LINE_QUANTITY)),
    ),
    /** The price actually paid; the ordered price when omitted. */
    unitPrice: decimalInput({ places: 2, message: says('FIELD_NOT_A_NUMBER', { label: 'Unit price' }) })
      .pipe(
        z
          .number()
          .min(0, says('FIELD_MIN_ZERO', { label: 'Unit price' }))
          .max(MAX_PRICE, moneyBound('Unit price', MAX_PRICE)),
      )
      .optional(),
    condition: statusInput(GRN_CONDITIONS, says('INVALID_CONDITION')).default('good'),
    /** The supplier's batch number and the batch's expiry, for a product that tracks batches. */
    batchNumber: optionalText(60).optional(),
    expiryDate: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.iso.date(says('EXPIRY_DATE_FORMAT')).nullable().optional(),
    ),
  })
  .refine((i) => lineWithinBound(i.receivedQuantity, i.unitPrice), LINE_TOO_LARGE);
export type GrnItemInput = z.infer<typeof GrnItemInput>;

/**
 * The GRN's status is decided by the server from what was received (see procurement.service.ts):
 * received (the order is complete), partial, damaged (nothing good arrived) or rejected (nothing arrived).
 */
export const GrnInput = z
  .object({
    purchaseOrderId: z.coerce.number(says('SELECT_PURCHASE_ORDER')).int().positive(says('SELECT_PURCHASE_ORDER')),
    receivedDate: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.iso.date(says('FIELD_REQUIRED', { label: 'Received date' })),
    ),
    notes: optionalText(2000),
    /** Why nothing was received; required exactly when every received quantity is 0 (receivesNothing). */
    rejectionReason: optionalText(500),
    /**
     * The VAT on a VAT-registered supplier's tax invoice. Omitted or empty: computed from the lines
     * (grn-input-vat.ts). A supplier with no VAT number charges none: any amount is refused (422).
     */
    inputVat: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      decimalInput({ places: 2, message: says('FIELD_NOT_A_NUMBER', { label: 'Input VAT' }) })
        .pipe(
          z
            .number()
            .min(0, says('FIELD_MIN_ZERO', { label: 'Input VAT' }))
            .max(MAX_AMOUNT, moneyBound('Input VAT', MAX_AMOUNT)),
        )
        .optional(),
    ),
    /** The supplier's tax invoice number and date (an entered input VAT amount needs both). */
    supplierInvoiceNumber: optionalText(60),
    supplierInvoiceDate: optionalDate.optional(),
    /** Taken on credit from the supplier: owed until paid; due on dueDate. */
    onCredit: z.boolean().optional(),
    /** When an on-credit GRN falls due; omitted: the received date + the supplier's credit days. */
    dueDate: optionalDate.optional(),
    items: z.array(GrnItemInput).min(1, says('ADD_AN_ITEM')).max(200),
  })
  .superRefine((grn, issue) => {
    if (receivesNothing(grn.items) && !grn.rejectionReason)
      issue.addIssue({ code: 'custom', path: ['rejectionReason'], ...saying('GRN_NOTHING_RECEIVED') });
  });
export type GrnInput = z.infer<typeof GrnInput>;
export const GrnItem = z.object({
  productId: z.number(),
  productName: z.string(),
  orderedQuantity: z.number(),
  receivedQuantity: z.number(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  condition: z.enum(GRN_CONDITIONS),
  /** Only on a line that named a batch. */
  batchNumber: z.string().optional(),
  expiryDate: z.string().optional(),
});
export const Grn = z.object({
  id: z.number(),
  grnNumber: z.string(),
  purchaseOrderId: z.number(),
  purchaseOrderNumber: z.string(),
  supplierName: z.string(),
  receivedDate: z.string(),
  status: z.enum(GRN_STATUSES),
  notes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  totalAmount: z.number(),
  /** The VAT on the supplier's tax invoice: entered, computed from the lines, or none (unregistered supplier). */
  inputVat: z.number(),
  inputVatSource: z.enum(GRN_INPUT_VAT_SOURCES),
  supplierVatNumber: z.string().nullable(),
  supplierInvoiceNumber: z.string().nullable(),
  supplierInvoiceDate: z.string().nullable(),
  /** Computed from the lines with the tax invoice's number or date not yet entered: an estimate (input-vat.ts). */
  inputVatEstimate: z.boolean(),
  /** On credit from the supplier, due on dueDate (null when not on credit). */
  onCredit: z.boolean(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(GrnItem),
});
export type Grn = z.infer<typeof Grn>;

// ---------- Products as procurement reads them ----------

export const ProcurementProduct = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  buyingPrice: z.number(),
  stock: z.number(),
  lowStockThreshold: z.number(),
  /** Only when it tracks batches: its GRN lines ask for a batch number and expiry. */
  tracksBatches: z.literal(true).optional(),
});
export type ProcurementProduct = z.infer<typeof ProcurementProduct>;
export const ProcurementProductList = z.object({ products: z.array(ProcurementProduct) });
