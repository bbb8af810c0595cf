import { z } from 'zod';
import { ProductFields, withinMrp } from './catalog';
import { IdParam } from './common';
import { STOCK_ADJUSTMENT_REASONS, STOCK_MOVEMENT_KINDS } from './stock-paths';
import { says } from '../messages/zod-refs';
export * from './stock-paths';

/** Why the stock was changed by hand: a reason from the list, and a note ("other" needs one). */
export const StockAdjustmentInput = z
  .object({
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, says('STOCK_REASON_REQUIRED')),
    note: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
      z
        .string()
        .max(200, says('NOTE_UNDER', { max: '200' }))
        .nullable()
        .optional(),
    ),
  })
  .refine((a) => a.reason !== 'other' || (a.note != null && a.note !== ''), {
    path: ['note'],
    ...says('STOCK_NOTE_REQUIRED'),
  });
export type StockAdjustmentInput = z.output<typeof StockAdjustmentInput>;

/**
 * A product update: the product, and — when its stock changes — why (required then; the service
 * answers 400 on `stockAdjustment.reason` without it). The change is recorded as an adjustment.
 */
export const ProductUpdateInput = withinMrp(ProductFields.extend({ stockAdjustment: StockAdjustmentInput.nullable().optional() }));
export type ProductUpdateInput = z.output<typeof ProductUpdateInput>;
export type ProductUpdateFormValues = z.input<typeof ProductUpdateInput>;

export const StockMovementsParams = z.object({ businessId: IdParam, productId: IdParam });
export const StockMovementsQuery = z.object({
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, says('INVALID_CURSOR'))
    .optional(),
});

export const StockMovement = z.object({
  id: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed: + into stock, − out of it (in the product's unit). */
  quantity: z.number(),
  /** Stock right after this movement. */
  balance: z.number(),
  /** Invoice or GRN number; for an adjustment its reason (see splitAdjustmentReference). */
  reference: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;

export const StockMovementsResponse = z.object({ movements: z.array(StockMovement), nextCursor: z.string().nullable() });
export type StockMovementsResponse = z.infer<typeof StockMovementsResponse>;
