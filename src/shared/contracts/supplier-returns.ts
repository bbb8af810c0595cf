// Goods returned to a supplier against a goods received note: the request, and the numbered debit
// note it makes (decimals at the API edge; cents and thousandths inside).
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../domain/bounds';
import { decimalInput, quantityBound } from './common';
import { says } from '../messages/zod-refs';

export const SupplierReturnLineInput = z.object({
  /** A product received in good condition on the GRN (as the GRN's lines name it). */
  productId: z.coerce
    .number(says('FIELD_REQUIRED', { label: 'Product name' }))
    .int()
    .positive(),
  quantity: decimalInput({
    places: 3,
    message: says('FIELD_REQUIRED', { label: 'Quantity' }),
    invalid: says('FIELD_NOT_A_NUMBER_quantity', { label: 'Quantity' }),
  }).pipe(
    z
      .number()
      .gt(0, says('FIELD_REQUIRED', { label: 'Quantity' }))
      .max(MAX_LINE_QUANTITY, quantityBound('Quantity', MAX_LINE_QUANTITY)),
  ),
});

export const SupplierReturnInput = z.object({
  lines: z.array(SupplierReturnLineInput).min(1, says('ADD_AN_ITEM')).max(200),
  reason: z
    .string(says('FIELD_REQUIRED', { label: 'Reason' }))
    .trim()
    .min(1, says('FIELD_REQUIRED', { label: 'Reason' }))
    .max(200, says('FIELD_TOO_LONG', { label: 'Reason', max: 200 })),
  /** The shop's day of the return (YYYY-MM-DD); today in the shop's time zone when omitted. */
  date: z.iso.date(says('ENTER_VALID_DATE')).optional(),
});
export type SupplierReturnInput = z.infer<typeof SupplierReturnInput>;

export const DebitNoteLine = z.object({
  productId: z.number(),
  name: z.string(),
  quantity: z.number(),
  unitCost: z.number(),
  amount: z.number(),
  /** This line's share of the GRN's input VAT, reversed. */
  inputVat: z.number(),
});

export const DebitNote = z.object({
  id: z.number(),
  number: z.string(),
  grnId: z.number(),
  grnNumber: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  date: z.string(),
  reason: z.string(),
  lines: z.array(DebitNoteLine),
  subtotal: z.number(),
  inputVat: z.number(),
  total: z.number(),
  createdAt: z.string(),
});
export type DebitNote = z.infer<typeof DebitNote>;
export const DebitNoteList = z.object({ debitNotes: z.array(DebitNote) });
export type DebitNoteList = z.infer<typeof DebitNoteList>;
