import { z } from 'zod';
import { BusinessIdParams, IdParam } from './common';
import { discountAmountInput, discountPercentInput, oneDiscount, SaleItemInput } from './sales';
import { says } from '../messages/zod-refs';

export * from './parked-sales-paths';

/**
 * A basket put aside at the till: the items as a sale takes them (the sale's own
 * item schema), an optional customer and note. It reserves no stock; recalling loads it into the
 * cart and deletes it. The cart's own discount (an amount or a percentage, like the sale's) is kept too.
 */
export const ParkSaleInput = z
  .object({
    items: z.array(SaleItemInput, says('PARK_BASKET_EMPTY')).min(1, says('PARK_BASKET_EMPTY')).max(500, says('PARK_TOO_MANY_ITEMS')),
    customerId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().max(2_147_483_647).nullable().optional()),
    note: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
      z
        .string()
        .max(200, says('NOTE_TOO_LONG', { max: '200' }))
        .nullable()
        .optional(),
    ),
    discountAmount: discountAmountInput('Discount'),
    discountPercent: discountPercentInput,
  })
  .superRefine(oneDiscount);
export type ParkSaleInput = z.input<typeof ParkSaleInput>;
export type ParkSaleData = z.output<typeof ParkSaleInput>;

export const ParkedSaleItem = z.object({
  productId: z.number(),
  quantity: z.number(),
  discountAmount: z.number().nullable(),
  discountPercent: z.number().nullable(),
});
export type ParkedSaleItem = z.infer<typeof ParkedSaleItem>;

export const ParkedSale = z.object({
  id: z.number(),
  items: z.array(ParkedSaleItem),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  note: z.string().nullable(),
  /** The cart's discount as parked (null when none): an amount or a percentage. */
  discountAmount: z.number().nullable(),
  discountPercent: z.number().nullable(),
  /** Null only when the cashier's account has since been deleted. */
  cashierId: z.string().nullable(),
  cashierName: z.string().nullable(),
  createdAt: z.string(),
});
export type ParkedSale = z.infer<typeof ParkedSale>;

export const ParkedSaleParams = BusinessIdParams.extend({ id: IdParam });
