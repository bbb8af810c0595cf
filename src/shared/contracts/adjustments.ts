/**
 * Stock adjustments: a change of stock BY a quantity (− damaged, + found…) for a
 * reason, with a note; several products in one request, each line its own adjustment (one `adjust`
 * movement). A cashier sends an admin's PIN (`approval`, the discount approval's shape).
 */
import { z } from 'zod';
import { MAX_STOCK } from '../domain/bounds';
import { decimalInput, IdParam } from './common';
import { ADJUSTMENT_DIRECTION, ADJUSTMENT_MAX_LINES } from './adjustments-paths';
import { DiscountApprovalInput } from './sales';
import { STOCK_ADJUSTMENT_REASONS } from './stock-paths';
import { saying, says } from '../messages/zod-refs';

export * from './adjustments-paths';

const note = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z
    .string()
    .max(200, says('NOTE_UNDER', { max: '200' }))
    .nullable()
    .optional(),
);

/** Signed, in the product's unit (3 places: kg to the gram); never zero (checked with the reason). */
const signedQuantity = decimalInput({
  places: 3,
  message: says('FIELD_REQUIRED', { label: 'Quantity' }),
  invalid: says('FIELD_NOT_A_NUMBER_quantity', { label: 'Quantity' }),
  min: -MAX_STOCK,
  minMessage: says('TOO_SMALL', { min: -MAX_STOCK }),
  max: MAX_STOCK,
  maxMessage: says('TOO_LARGE', { max: MAX_STOCK }),
});

/**
 * A batch-tracked product's batch (decision 0020): stock out is taken from it (it must hold that
 * much), stock in goes into it (created when new). '' / null: none named.
 */
const batchNumber = z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? undefined)), z.string().max(60).optional());
const expiryDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.iso.date(says('EXPIRY_DATE_FORMAT')).nullable().optional(),
);

export const AdjustmentLineInput = z.object({ productId: IdParam, quantity: signedQuantity, batchNumber, expiryDate });

/** Whether a line names a batch: a number or an expiry date. */
export const namesBatch = (l: { batchNumber?: string; expiryDate?: string | null }) => Boolean(l.batchNumber) || Boolean(l.expiryDate);

export const AdjustmentInput = z
  .object({
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, says('STOCK_REASON_REQUIRED')),
    note,
    lines: z
      .array(AdjustmentLineInput, says('ADJUSTMENT_LINES_REQUIRED'))
      .min(1, says('ADJUSTMENT_LINES_REQUIRED'))
      .max(ADJUSTMENT_MAX_LINES, says('AT_MOST', { max: ADJUSTMENT_MAX_LINES })),
    approval: DiscountApprovalInput.nullable().optional(),
  })
  .superRefine((a, ctx) => {
    if (a.reason === 'other' && !a.note) ctx.addIssue({ code: 'custom', path: ['note'], ...saying('STOCK_NOTE_REQUIRED') });
    const direction = ADJUSTMENT_DIRECTION[a.reason];
    const seen = new Set<number>();
    a.lines.forEach((l, i) => {
      const path = ['lines', i, 'quantity'];
      if (l.quantity === 0) ctx.addIssue({ code: 'custom', path, ...saying('ADJUSTMENT_ZERO') });
      else if (direction === 'out' && l.quantity > 0) ctx.addIssue({ code: 'custom', path, ...saying('ADJUSTMENT_OUT_ONLY') });
      else if (direction === 'in' && l.quantity < 0) ctx.addIssue({ code: 'custom', path, ...saying('ADJUSTMENT_IN_ONLY') });
      if (seen.has(l.productId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'productId'], ...saying('ADJUSTMENT_DUPLICATE') });
      seen.add(l.productId);
    });
  });
export type AdjustmentInput = z.output<typeof AdjustmentInput>;
export type AdjustmentFormValues = z.input<typeof AdjustmentInput>;

export const Adjustment = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  unit: z.string(),
  /** Signed, in the product's unit. */
  quantity: z.number(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  /** The product's buying price when the adjustment was made (null: it had none). */
  unitCost: z.number().nullable(),
  /** quantity × unitCost, signed (a loss is negative); null without a buying price. */
  value: z.number().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  /** The batch the movement went into or came out of (null: no batch); '' when only a date was printed. */
  batchNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Adjustment = z.infer<typeof Adjustment>;

export const AdjustmentsCreated = z.object({ adjustments: z.array(Adjustment) });
export type AdjustmentsCreated = z.infer<typeof AdjustmentsCreated>;

const dateOnly = z.iso.date(says('DATE_LIKE', { example: '2026-11-24' })).optional();

/** Shop days (the shop's time zone), both inclusive; a reason; a product's name, SKU or barcode; who made it. */
export const AdjustmentsQuery = z.object({
  from: dateOnly,
  to: dateOnly,
  reason: z.enum(STOCK_ADJUSTMENT_REASONS).optional(),
  q: z.string().trim().max(100).optional(),
  userId: z.uuid().optional(),
});
export type AdjustmentsQuery = z.infer<typeof AdjustmentsQuery>;

export const AdjustmentList = z.object({
  adjustments: z.array(Adjustment),
  /** Over every adjustment the filters match (the list shows the newest ADJUSTMENTS_LIST_LIMIT). */
  totals: z.object({
    count: z.number(),
    /** Σ value of the adjustments that took stock out (negative) and that brought it in. */
    valueOut: z.number(),
    valueIn: z.number(),
    value: z.number(),
    /** Adjustments of products without a buying price (no value). */
    withoutCost: z.number(),
  }),
  /** Who made adjustments (the "who" filter's choices). */
  users: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdjustmentList = z.infer<typeof AdjustmentList>;

export const AdjustmentParams = z.object({ businessId: IdParam });
