import { z } from 'zod';
import { parseDateOnly } from '../domain/time-zone';
import { IdParam } from './common';
import { MAX_LABEL_PRODUCT_IDS } from './labels-paths';
import { PRODUCT_UNITS } from '../domain/units';
import { saying, says } from '../messages/zod-refs';

export * from './labels-paths';

/** "1,2,3" → [1, 2, 3] (duplicates dropped); anything else is refused. */
const ProductIdList = z
  .string(says('INVALID_VALUE'))
  .max(MAX_LABEL_PRODUCT_IDS * 11, says('INVALID_VALUE'))
  .transform((text, ctx) => {
    const parts = text.split(',').map((p) => p.trim());
    const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? IdParam.safeParse(p) : null));
    if (ids.some((r) => !r?.success) || parts.length > MAX_LABEL_PRODUCT_IDS) {
      ctx.addIssue({ code: 'custom', ...saying('INVALID_VALUE') });
      return z.NEVER;
    }
    return [...new Set(ids.map((r) => r!.data as number))];
  });

/** Exactly one source: productIds, grnId or priceChangedSince (a shop day, YYYY-MM-DD). */
export const LabelQuery = z
  .object({
    productIds: ProductIdList.optional(),
    grnId: IdParam.optional(),
    priceChangedSince: z
      .string(says('ENTER_VALID_DATE'))
      .refine((v) => parseDateOnly(v) !== null, says('ENTER_VALID_DATE'))
      .optional(),
  })
  .refine((q) => [q.productIds, q.grnId, q.priceChangedSince].filter((v) => v !== undefined).length === 1, says('INVALID_REQUEST'));
export type LabelQuery = z.output<typeof LabelQuery>;

export const LabelRow = z.object({
  productId: z.number(),
  name: z.string(),
  nameSi: z.string().nullable(),
  nameTa: z.string().nullable(),
  /** Selling price and MRP in rupees. */
  price: z.number(),
  mrp: z.number().nullable(),
  unit: z.enum(PRODUCT_UNITS),
  /** The product's own barcode, or a generated in-store EAN-13 (`barcodeIsGenerated`). */
  barcode: z.string(),
  barcodeIsGenerated: z.boolean(),
  /** How many stickers the source suggests: 1, or a GRN line's received quantity. */
  quantity: z.number(),
});
export type LabelRow = z.infer<typeof LabelRow>;

export const LabelList = z.object({ labels: z.array(LabelRow) });
export type LabelList = z.infer<typeof LabelList>;
