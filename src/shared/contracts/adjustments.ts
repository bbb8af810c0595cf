/**
 * Stock adjustments: a change of stock BY a quantity (− damaged, + found…) for a
 * reason, with a note; several products in one request, each line its own adjustment (one `adjust`
 * movement). A cashier sends an admin's PIN (`approval`, the discount approval's shape).
 */
import { z } from 'zod';
import { MAX_STOCK } from '../domain/bounds';
import { decimalInput, IdParam } from './common';
import { ADJUSTMENT_DIRECTION, ADJUSTMENT_MAX_LINES, ADJUSTMENT_MESSAGES } from './adjustments-paths';
import { DiscountApprovalInput } from './sales';
import { STOCK_ADJUSTMENT_REASONS, STOCK_MESSAGES } from './stock-paths';

export * from './adjustments-paths';

const note = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z.string().max(200, 'Keep the note under 200 characters').nullable().optional(),
);

/** Signed, in the product's unit (3 places: kg to the gram); never zero (checked with the reason). */
const signedQuantity = decimalInput({
  places: 3,
  message: 'Quantity is required',
  invalid: 'Quantity must be a number, like 12.5',
  min: -MAX_STOCK,
  minMessage: `Must be at least -${MAX_STOCK}`,
  max: MAX_STOCK,
  maxMessage: `Must be at most ${MAX_STOCK}`,
});

/**
 * A batch-tracked product's batch (decision 0020): stock out is taken from it (it must hold that
 * much), stock in goes into it (created when new). '' / null: none named.
 */
const batchNumber = z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? undefined)), z.string().max(60).optional());
const expiryDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.iso.date({ error: 'Expiry date must be a date (YYYY-MM-DD)' }).nullable().optional(),
);

export const AdjustmentLineInput = z.object({ productId: IdParam, quantity: signedQuantity, batchNumber, expiryDate });

/** Whether a line names a batch: a number or an expiry date. */
export const namesBatch = (l: { batchNumber?: string; expiryDate?: string | null }) => Boolean(l.batchNumber) || Boolean(l.expiryDate);

export const AdjustmentInput = z
  .object({
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, { error: STOCK_MESSAGES.reasonRequired }),
    note,
    lines: z
      .array(AdjustmentLineInput, { error: ADJUSTMENT_MESSAGES.linesRequired })
      .min(1, ADJUSTMENT_MESSAGES.linesRequired)
      .max(ADJUSTMENT_MAX_LINES, `At most ${ADJUSTMENT_MAX_LINES}`),
    approval: DiscountApprovalInput.nullable().optional(),
  })
  .superRefine((a, ctx) => {
    if (a.reason === 'other' && !a.note) ctx.addIssue({ code: 'custom', path: ['note'], message: STOCK_MESSAGES.noteRequired });
    const direction = ADJUSTMENT_DIRECTION[a.reason];
    const seen = new Set<number>();
    a.lines.forEach((l, i) => {
      const path = ['lines', i, 'quantity'];
      if (l.quantity === 0) ctx.addIssue({ code: 'custom', path, message: ADJUSTMENT_MESSAGES.zero });
      else if (direction === 'out' && l.quantity > 0) ctx.addIssue({ code: 'custom', path, message: ADJUSTMENT_MESSAGES.outOnly });
      else if (direction === 'in' && l.quantity < 0) ctx.addIssue({ code: 'custom', path, message: ADJUSTMENT_MESSAGES.inOnly });
      if (seen.has(l.productId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'productId'], message: ADJUSTMENT_MESSAGES.duplicate });
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

const dateOnly = z.iso.date({ error: 'Use a date like 2026-11-24' }).optional();

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
